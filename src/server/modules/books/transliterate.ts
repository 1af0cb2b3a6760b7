/**
 * Bangla in Latin letters as a student types it on a phone: পদ্মা → padma, হুমায়ূন আহমেদ →
 * humayun ahmed, পথের পাঁচালী → pather panchali. A book keeps its title and author this way
 * beside them (`book.name_latin`, `book.author_latin`), and a Bangla search is spelt this way too,
 * so either script finds a book written in the other.
 *
 * Our own table, not a library's: the transliteration packages write scholarly IAST, with every
 * inherent vowel and its diacritics (নদীর → nadīra), where a student writes what they hear
 * (nadir). So the vowel a consonant carries unwritten is dropped where Bangla drops it in speech:
 * at the end of a word (নদীর → nadir, not nadira) and between two open syllables (আহমেদ →
 * ahmed, নজরুল → najrul). Both rules are heuristics; typo correction covers the rest.
 */

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
};
/** The letters written with a dot below (after NFC, a letter and U+09BC): ড়, ঢ়, য়. */
const DOTTED: Record<string, string> = { ড: 'r', ঢ: 'rh', য: 'y' };

const VOWELS: Record<string, string> = {
  অ: 'a',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};
const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};
/** Signs that follow a syllable: anusvara, visarga, chandrabindu (বাংলা, পাঁচালী). */
const AFTER_SIGNS: Record<string, string> = { 'ং': 'ng', 'ঃ': 'h', 'ঁ': 'n' };
const HASANTA = '্';
const NUKTA = '়';
const KHANDA_TA = 'ৎ';

/**
 * A syllable of a word: a consonant or a cluster of them (joined by hasanta) with its vowel, or
 * a vowel alone. `vowel` is null where the cluster carries the unwritten vowel, '' where none.
 */
type Syllable = { consonants: string[]; vowel: string | null; after: string };

const isBangla = (c: string) => c >= '\u0980' && c <= '\u09FF';

/** The consonant at `i` (a dotted one as its letter and the dot), or null. */
function consonantAt(text: string, i: number): string | null {
  const c = text[i]!;
  if (text[i + 1] === NUKTA && DOTTED[c]) return c + NUKTA;
  return CONSONANTS[c] ? c : null;
}

/** One word of Bangla letters as its syllables. */
function syllablesOf(word: string): Syllable[] {
  const syllables: Syllable[] = [];
  let i = 0;
  while (i < word.length) {
    const c = word[i]!;
    const last = syllables.at(-1);
    if (AFTER_SIGNS[c] !== undefined) {
      if (last) last.after += AFTER_SIGNS[c];
      i++;
    } else if (VOWELS[c] !== undefined) {
      syllables.push({ consonants: [], vowel: VOWELS[c], after: '' });
      i++;
    } else if (c === KHANDA_TA) {
      syllables.push({ consonants: ['t'], vowel: '', after: '' });
      i++;
    } else {
      const first = consonantAt(word, i);
      if (!first) {
        i++; // a mark with nothing to attach to, or one we do not write
        continue;
      }
      const cluster = [first];
      i += first.length;
      // A hasanta joins the next consonant to this one (পদ্মা, বন্দ্যোপাধ্যায়); at the end of
      // the word it only silences the vowel.
      let vowel: string | null = null;
      while (word[i] === HASANTA) {
        const next = consonantAt(word, i + 1);
        if (!next) {
          vowel = '';
          i++;
          break;
        }
        cluster.push(next);
        i += 1 + next.length;
      }
      if (vowel === null && VOWEL_SIGNS[word[i]!] !== undefined) vowel = VOWEL_SIGNS[word[i++]!]!;
      syllables.push({ consonants: said(cluster), vowel, after: '' });
    }
  }
  return syllables;
}

/**
 * A cluster's letters as they are said: য after a consonant is 'y' (বন্দ্যোপাধ্যায়), ব is 'w'
 * (বিশ্বাস) unless after ম or ব (আম্বর), and ক্ষ and জ্ঞ are said 'ksh' and 'gy' (শিক্ষা, বিজ্ঞান).
 */
function said(cluster: string[]): string[] {
  return cluster
    .map((letter, i) => {
      const before = cluster[i - 1];
      if (letter.length > 1) return DOTTED[letter[0]!]!;
      if (letter === 'জ' && cluster[i + 1] === 'ঞ') return 'g';
      if (before === undefined) return CONSONANTS[letter]!;
      if (letter === 'য') return 'y';
      if (letter === 'ব' && before !== 'ম' && before !== 'ব') return 'w';
      if (letter === 'ষ' && before === 'ক') return 'sh';
      if (letter === 'ঞ' && before === 'জ') return 'y';
      return CONSONANTS[letter]!;
    })
    .map((latin, i, all) =>
      // A doubled ch or th is written once with its first letter doubled: উচ্চ → ucch.
      latin.length === 2 && all[i + 1] === latin ? latin[0]! : latin,
    );
}

/** Where the unwritten vowel is said: dropped at a word's end and between open syllables. */
function spoken(syllables: Syllable[]): string {
  const vowels = syllables.map((s) => s.vowel);
  syllables.forEach((s, i) => {
    if (s.vowel !== null) return;
    const single = s.consonants.length === 1;
    const lastOne = i === syllables.length - 1;
    if (lastOne) {
      // A final consonant is said without it (নদীর); a final cluster keeps it (সমগ্র, পদ্ম).
      vowels[i] = single && i > 0 && !s.after ? '' : 'a';
      return;
    }
    const next = syllables[i + 1]!;
    const before = syllables[i - 1];
    // VCVCV → VCCV: আহমেদ, নজরুল, ইসলাম (not the first, nor before a cluster: উপন্যাস).
    const drop =
      single &&
      !s.after &&
      before !== undefined &&
      vowels[i - 1] !== '' &&
      next.consonants.length === 1 &&
      next.vowel !== null &&
      next.vowel !== '';
    vowels[i] = drop ? '' : 'a';
  });
  return syllables.map((s, i) => s.consonants.join('') + vowels[i] + s.after).join('');
}

/**
 * Text with its Bangla in Latin letters, lower case; anything else kept as it is (lower case),
 * Bangla digits as Latin ones.
 */
export function romanise(text: string): string {
  const normal = text.normalize('NFC').replace(/[\u200C\u200D]/g, '');
  let out = '';
  let word = '';
  const flush = () => {
    if (word) out += spoken(syllablesOf(word));
    word = '';
  };
  for (const c of normal) {
    if (c >= '\u09E6' && c <= '\u09EF') {
      flush();
      out += String(c.charCodeAt(0) - 0x09e6);
    } else if (isBangla(c)) word += c;
    else {
      flush();
      out += c === '।' || c === '॥' ? ' ' : c.toLowerCase();
    }
  }
  flush();
  return out;
}

/** Whether the text has a Bangla letter in it (digits alone are not Bangla words). */
export const hasBangla = (text: string) => /[\u0980-\u09E5\u09F0-\u09FF]/.test(text);

/** A title's or an author's romanisation as the book keeps it: null where it is Latin already. */
export const latinSpelling = (text: string | null | undefined): string | null =>
  text && hasBangla(text) ? romanise(text) : null;
