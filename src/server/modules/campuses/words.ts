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
  const { named, campusOf } = patternOf(campuses);
  const found = named.exec(words);
  if (!found) return null;
  const rest = words.slice(0, found.index) + ' ' + words.slice(found.index + found[0].length);
  return { campusId: campusOf.get(found[0])!, rest: rest.replace(/\s+/g, ' ').trim() };
}

/**
 * Every campus's names as one pattern, made once for each list of campuses (the kept one): a
 * search is read once, not once for each of some 330 names. The first name written wins, and of
 * names that start at one place, the longest ('BUET' before 'BU').
 */
const patterns = new WeakMap<readonly Campus[], { named: RegExp; campusOf: Map<string, string> }>();
function patternOf(campuses: readonly Campus[]) {
  let made = patterns.get(campuses);
  if (!made) {
    const campusOf = new Map<string, string>();
    for (const campus of campuses)
      for (const name of [campus.name, campus.nameBn, campus.short, campus.shortBn])
        if (!campusOf.has(plain(name))) campusOf.set(plain(name), campus.id);
    const names = [...campusOf.keys()].sort((a, b) => b.length - a.length).map(escape);
    made = {
      // A word of its own: not inside another word, nor the letters before a course's number.
      named: new RegExp(
        `(?<![\\p{L}\\p{M}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{M}\\p{N}]|\\s*-?\\s*\\p{N})`,
        'u',
      ),
      campusOf,
    };
    patterns.set(campuses, made);
  }
  return made;
}
