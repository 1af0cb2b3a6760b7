/**
 * A book's identifiers as sellers type them and search finds them: ISBNs (10 or 13 digits, with
 * or without hyphens, checked and kept as ISBN-13) and course codes ('cse101', 'CSE-101' and
 * 'CSE 101' are one course), their digits Latin or Bangla as typed and Latin as kept.
 */
import { latinDigits } from './digits';

const digitsOfIsbn = (text: string) => latinDigits(text).replace(/[\s-]/g, '').toUpperCase();

function isbn10Valid(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  const sum = [...isbn].reduce((total, c, i) => total + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
  return sum % 11 === 0;
}

const isbn13Check = (first12: string) => {
  const sum = [...first12].reduce((total, c, i) => total + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
};

/** The ISBN-13 of an ISBN-10 or ISBN-13 whose check digit is right; null for anything else. */
export function toIsbn13(text: string): string | null {
  const isbn = digitsOfIsbn(text);
  if (isbn.length === 10)
    return isbn10Valid(isbn)
      ? `978${isbn.slice(0, 9)}` + isbn13Check(`978${isbn.slice(0, 9)}`)
      : null;
  if (/^97[89]\d{10}$/.test(isbn)) return isbn13Check(isbn.slice(0, 12)) === isbn[12] ? isbn : null;
  return null;
}

/** A course code as search keeps it ('CSE 101'), or null when it is not one. */
export function normaliseCourseCode(text: string): string | null {
  const match = /^([a-z]{2,5})\s*-?\s*(\d{3,4}[a-z]?)$/i.exec(latinDigits(text).trim());
  return match ? `${match[1]!.toUpperCase()} ${match[2]!.toUpperCase()}` : null;
}

/** Course codes typed as a list ('CSE 101, cse102'): each kept once, in order. */
export const courseCodesOf = (text: string) =>
  text
    .split(/[,;/\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);

export { BOOK_DETAIL_MESSAGES } from './i18n/en/book-details';

/** Most course codes one listing names. */
export const MAX_COURSE_CODES = 5;
