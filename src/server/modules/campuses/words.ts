import type { Campus } from '../../../shared/schemas/campuses';

const plain = (text: string) => text.normalize('NFC').toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A campus named in a search, and the search's other words: its whole name in either language
 * ('North South University', 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়') or its short name as a word of its own
 * ('NSU accounting', 'জাবি'), not as the letters of a course ('ACT 201'). Null when none is named.
 */
export function campusInWords(
  q: string,
  campuses: readonly Campus[],
): { campusId: string; rest: string } | null {
  const words = plain(q);
  for (const { campusId, named } of patternsOf(campuses)) {
    if (named.test(words))
      return { campusId, rest: words.replace(named, ' ').replace(/\s+/g, ' ').trim() };
  }
  return null;
}

/** Each campus's names as patterns, made once for each list of campuses (the kept one). */
const patterns = new WeakMap<readonly Campus[], { campusId: string; named: RegExp }[]>();
function patternsOf(campuses: readonly Campus[]) {
  let made = patterns.get(campuses);
  if (!made) {
    made = campuses.flatMap((campus) =>
      [campus.name, campus.nameBn, campus.short, campus.shortBn].map((name) => ({
        campusId: campus.id,
        // A word of its own: not inside another word, nor the letters before a course's number.
        named: new RegExp(
          `(?<![\\p{L}\\p{M}\\p{N}])${escape(plain(name))}(?![\\p{L}\\p{M}\\p{N}]|\\s*-?\\s*\\p{N})`,
          'u',
        ),
      })),
    );
    patterns.set(campuses, made);
  }
  return made;
}
