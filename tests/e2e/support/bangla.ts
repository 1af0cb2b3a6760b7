import { compileMessage } from '@lingui/message-utils/compileMessage';
import { expect, type Page } from '@playwright/test';
import { BN } from '../../../src/shared/i18n/bn';
import { EN } from '../../../src/shared/i18n/en';

/** A text's own words, its placeholders taken out: 'Pay for {name}' → ['Pay for']. */
function pieces(text: string): string[] {
  const found: string[] = [];
  const walk = (tokens: unknown): void => {
    if (typeof tokens === 'string') found.push(tokens);
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') found.push(token);
      else if (Array.isArray(token) && token[2]) Object.values(token[2]).forEach(walk);
    }
  };
  walk(compileMessage(text));
  return found
    .map((piece) => piece.replace(/#/g, '').trim())
    .filter((piece) => /[A-Za-z]{2}/.test(piece));
}

const bangla = BN as Record<string, string>;
/** Every English text of the catalogue whose Bangla differs, in pieces: none may show in Bangla. */
const ENGLISH = [
  ...new Set(
    Object.entries(EN as Record<string, string>)
      .filter(([key, text]) => bangla[key] !== text)
      .flatMap(([, text]) => pieces(text)),
  ),
].sort((a, b) => b.length - a.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = ENGLISH.map((piece) => ({
  piece,
  pattern: new RegExp(`(^|[^A-Za-z])${escape(piece)}($|[^A-Za-z])`),
}));

/**
 * What the page says to a reader: its visible text (code examples aside), the names and hints it
 * gives (aria-label, placeholder, title, alt) and its title.
 */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      // Code is code in any language (the blog's examples); what people wrote (a book's title,
      // marked translate="no") is in theirs.
      if (
        !text ||
        !parent ||
        parent.closest('script, style, noscript, template, code, pre, [translate="no"]')
      )
        continue;
      if (parent.checkVisibility({ visibilityProperty: true })) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    ))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    return texts;
  });
}

/** The English catalogue's words the page still shows; none in a page read in Bangla. */
export async function expectNoEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const texts = await pageTexts(page);
  const left = texts.flatMap((text) =>
    PATTERNS.filter(({ pattern }) => pattern.test(text)).map(
      ({ piece }) => `“${piece}” in “${text}”`,
    ),
  );
  expect(left, `English left on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** A text of the Bangla catalogue by its key, its placeholders filled. */
export function bn(key: keyof typeof BN, values: Record<string, string | number> = {}): string {
  return (BN[key] as string).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
