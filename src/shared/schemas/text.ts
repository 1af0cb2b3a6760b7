import { z } from 'zod';
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

/** Bangla digits as Latin ones: '০১৭১২৩৪৫৬৭৮' → '01712345678', as a Bangla keyboard types a number. */
export const latinDigits = (value: string) =>
  value.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
