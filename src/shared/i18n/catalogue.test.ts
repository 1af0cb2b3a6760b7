import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { BN_AREAS } from './bn';
import { EN_AREAS } from './en';

type Catalogue = Record<string, string>;
const en = EN_AREAS as unknown as Record<string, Catalogue>;
const bn = BN_AREAS as unknown as Record<string, Catalogue>;

const SRC = fileURLToPath(new URL('../..', import.meta.url));
/** Every source file of the app but the catalogues and the tests: where keys are used. */
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
  .filter((file) => !/^shared[\\/]i18n[\\/](en|bn)[\\/]/.test(file))
  .map((file) => readFileSync(join(SRC, file), 'utf8'))
  .join('\n');

/** The names a text's placeholders take, plurals' included: '{count, plural, …}' → count. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const value of Object.values(cases ?? {})) walk(value);
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}

const all = (catalogues: Record<string, Catalogue>) =>
  Object.entries(catalogues).flatMap(([area, texts]) =>
    Object.entries(texts).map(([key, text]) => ({ area, key, text })),
  );

describe('the catalogues', () => {
  it('give every English area a Bangla one with exactly its keys', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    const differences = Object.keys(en).flatMap((area) => {
      const missing = Object.keys(en[area]!).filter((key) => !(key in bn[area]!));
      const extra = Object.keys(bn[area]!).filter((key) => !(key in en[area]!));
      return [
        ...missing.map((key) => `${area}.${key} has no Bangla`),
        ...extra.map((key) => `${area}.${key} is Bangla only`),
      ];
    });
    expect(differences).toEqual([]);
  });

  it('use each key once across the areas (one namespace)', () => {
    const seen = new Map<string, string>();
    const twice = all(en).flatMap(({ area, key }) => {
      const first = seen.get(key);
      seen.set(key, area);
      return first ? [`${key} in ${first} and ${area}`] : [];
    });
    expect(twice).toEqual([]);
  });

  it('keep a text’s placeholders in its Bangla, name for name', () => {
    const changed = all(en).flatMap(({ area, key, text }) => {
      const english = placeholders(text);
      const bangla = placeholders(bn[area]![key]!);
      return english.join() === bangla.join()
        ? []
        : [`${key}: {${english.join('}, {')}} in English, {${bangla.join('}, {')}} in Bangla`];
    });
    expect(changed).toEqual([]);
  });

  it('translate every text that has words (none left in English)', () => {
    // A text with no letters of its own (a placeholder, a sign) reads the same in both, and so
    // does an abbreviation Bangla keeps in Latin letters (BANGLA.md: ISBN).
    const untranslated = all(en)
      .filter(({ text }) => /[A-Za-z]{2}/.test(text.replace(/\{[^{}]*\}/g, '')))
      .filter(({ text }) => !/^[A-Z]{2,}$/.test(text))
      .filter(({ area, key, text }) => bn[area]![key] === text)
      .map(({ key }) => key);
    expect(untranslated).toEqual([]);
  });

  it('write numbers in Bangla digits in Bangla texts, but for codes in examples', () => {
    // A code keeps its Latin digits (BANGLA.md): a course code ('CSE 101'), an ISBN
    // ('978-0-306-40615-7'), a card number ('4242 4242 4242 4242').
    const code = /[A-Z]{2,} ?\d+[A-Z]?|\d{3}-[\d-]+|\d{4}(?: \d{4})+/g;
    const latinDigits = all(bn)
      .filter(({ text }) => /\d/.test(text.replace(/\{[^{}]*\}/g, '').replace(code, '')))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(latinDigits).toEqual([]);
  });

  it('use every key somewhere in the app (no text is kept for nothing)', () => {
    // Keys made at run time from a fixed prefix: `category.${id}`, `condition.${name}`.
    const prefixes = [...sources.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1]!);
    const unused = all(en)
      .map(({ key }) => key)
      .filter((key) => !sources.includes(`'${key}'`) && !sources.includes(`"${key}"`))
      // Read as a catalogue's property: MESSAGES.accountDeleted.
      .filter((key) => !new RegExp(`\\.${key.replace(/\./g, '\\.')}\\b`).test(sources))
      .filter((key) => !prefixes.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });
});
