import { z } from './zod';
import { latinDigits } from '../digits';
import { messageKey } from '../i18n/keys';

/** A NUL, or half of a surrogate pair on its own: neither is text, and PostgreSQL refuses both. */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (value: string) => !UNSAFE_TEXT.test(value);

/** Whether a string holds a control character (U+0000–U+001F or DEL), which no name or path needs. */
export const hasControlCharacter = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Whether any string in a parsed query, params object or JSON body is not safe text. */
export function hasUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (Array.isArray(value)) return value.some(hasUnsafeText);
  if (value !== null && typeof value === 'object') {
    // A raw body kept as bytes (a signed webhook) is the route's to read.
    if (ArrayBuffer.isView(value)) return false;
    return Object.entries(value).some(([key, item]) => !isSafeText(key) || hasUnsafeText(item));
  }
  return false;
}

/** A string that is safe text: what every text field of the shared schemas is built on. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, messageKey('badText'));

/**
 * Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make a text show in
 * another order than it was written ('gnp.exe' shown as 'exe.png'). The marks LRM and RLM stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Any character that shows: not a space, a control, a format character (zero-width ones, the soft
 * hyphen) or another that is drawn as nothing (Hangul fillers, variation selectors, the blank
 * Braille pattern). ZWJ and ZWNJ are format characters: inside Bangla words they stay.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

export const hasVisibleCharacter = (value: string) => VISIBLE.test(value);

/** What someone wrote, without reordering controls; nothing at all when none of it shows. */
export const readableText = (value: string) => {
  const plain = value.replace(BIDI_CONTROLS, '');
  return hasVisibleCharacter(plain) ? plain : '';
};

/**
 * Free text a person writes for another to read (a message, a comment, a reason), trimmed: one that
 * shows nothing is empty, so a required one is refused as empty.
 */
export const readableTextField = (params?: Parameters<typeof z.string>[0]) =>
  text(params).overwrite(readableText).trim();

/**
 * A code as typed (a card's number, expiry or security code, a handover code): safe text with its
 * Bangla digits read as Latin ones, trimmed.
 */
export const codeText = (params?: Parameters<typeof z.string>[0]) =>
  text(params).overwrite(latinDigits).trim();
