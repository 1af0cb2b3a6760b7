import type { Campus } from '../../../shared/schemas/campuses';
import type { Locale } from '../../../shared/i18n/locales';

/** Lower case, one form of each letter, and only letters, digits and spaces. */
const plain = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** A campus's words in both scripts: its names, short names and city. */
const wordsOf = (campus: Campus) =>
  plain(
    [campus.name, campus.nameBn, campus.short, campus.shortBn, campus.city, campus.cityBn].join(
      ' ',
    ),
  ).split(' ');

/**
 * The campuses whose names (in either language), short names or city have every typed word at
 * the start of one of their words, a short name typed whole first, then by name. Nothing typed
 * finds them all.
 */
export function campusesMatching(campuses: readonly Campus[], typed: string): Campus[] {
  const asked = plain(typed);
  if (!asked) return [...campuses];
  const parts = asked.split(' ');
  const found = campuses.filter((campus) => {
    const words = wordsOf(campus);
    return parts.every((part) => words.some((word) => word.startsWith(part)));
  });
  const isShort = (campus: Campus) =>
    plain(campus.short) === asked || plain(campus.shortBn) === asked;
  return found.sort((a, b) => Number(isShort(b)) - Number(isShort(a)));
}

/** A campus as a list or a field names it: its name and its short name, in the reader's language. */
export const campusLabel = (campus: Campus, locale: Locale) =>
  locale === 'bn' ? `${campus.nameBn} (${campus.shortBn})` : `${campus.name} (${campus.short})`;

/** The short name on a book's card, in the reader's language. */
export const campusShort = (campus: { short: string; shortBn: string }, locale: Locale) =>
  locale === 'bn' ? campus.shortBn : campus.short;
