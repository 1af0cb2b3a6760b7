import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it ('Read our {terms} first'): the text says where
 * each element goes, so a language may put it anywhere in its own word order. Call it with the
 * text `t` gave for placeholders kept as markers: `rich(t('x', marks('terms')), { terms: <Link/> })`.
 */
export function rich(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(MARK)
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? parts[piece] : piece}</Fragment>);
}

const MARK = '\u2063';

/** Values for `t` that leave each named placeholder as a marker `rich` replaces with an element. */
export const marks = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
