/**
 * What a search finds, as students type it: words in Bangla or English letters (each script finds
 * a book written in the other, through the Latin spellings books keep), a course code in any
 * spelling, and, when the words find next to nothing, the same words with their typos corrected
 * to the catalogue's own words (`search_word`, migration 0021).
 */
import DataLoader from 'dataloader';
import { sql, type SQL } from 'drizzle-orm';
import { normaliseCourseCode, toIsbn13 } from '../../../shared/book-details';
import { latinDigits } from '../../../shared/digits';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import type { ChangeCache } from '../../cache/changes';
import { BOOK_COUNT_CAP } from '../../../shared/schemas/books';
import { book } from '../../db/schema/catalog';
import { catalogueWords, type NearWord } from './catalogue-words';
import { hasBangla, romanise } from './transliterate';

/** Words that stand before numbers in sentences ('in 2019'): never a course (as in migration 0021). */
const NOT_COURSES = new Set(
  'in on at of by to for from and the till upto year page vol ed edn no tk bdt only was is'.split(
    ' ',
  ),
);

/** The course a search names when it is a code and nothing else ('ACT201', 'act-201'), else null. */
export function courseSearched(q: string): string | null {
  const code = normaliseCourseCode(q);
  return code && !NOT_COURSES.has(code.split(' ')[0]!.toLowerCase()) ? code : null;
}

/**
 * A course code among other words ('ACT201 lecture', 'notes for cse-101'), read as migration 0021
 * reads one in a title or a description.
 */
const CODE_AMONG_WORDS =
  /(?<![\p{L}\p{N}])(\p{Script=Latin}{2,4})\s?-?\s?([0-9০-৯]{3,4}\p{Script=Latin}?)(?![\p{L}\p{N}])/gu;

/** The course codes among a search's words, as 'ACT 201', and the words besides them. */
function codesAmong(q: string): { codes: string[]; rest: string } {
  const codes: string[] = [];
  const rest = q.replace(CODE_AMONG_WORDS, (written, letters: string, digits: string) => {
    if (NOT_COURSES.has(letters.toLowerCase())) return written;
    codes.push(`${letters} ${latinDigits(digits)}`.toUpperCase());
    return ' ';
  });
  return { codes, rest };
}

/** The words as a text query; a search with Bangla in it looks for its Latin spelling as well. */
function wordsQuery(words: string): SQL {
  const typed = sql`websearch_to_tsquery('english', ${words})`;
  return hasBangla(words)
    ? sql`(${typed} || websearch_to_tsquery('english', ${romanise(words)}))`
    : typed;
}

/**
 * The books a search finds. A search that is one course code finds the books that name that
 * course, and no others ('MAT101' is not 'MAT 120' nor 'ECO 101'). Otherwise each course among
 * its words is named by the book or written in its text, and the other words are all in its
 * title, author, either's Latin spelling, course tags, department or description (stemmed:
 * 'algorithm' finds 'Algorithms'); or it is an ISBN, and the book with it is found too.
 */
export function searchCondition(q: string): SQL {
  const code = courseSearched(q);
  if (code) return sql`${book.searchCodes} @> array[${code}]::text[]`;
  const { codes, rest } = codesAmong(q);
  const found = codes.map(
    (named) =>
      // Or its letters and digits as words: 'HSC 2024 physics' finds 'HSC Physics 2024'.
      sql`(${book.searchCodes} @> array[${named}]::text[] or ${book.search} @@ websearch_to_tsquery('english', ${named}))`,
  );
  if (codes.length === 0 || /[\p{L}\p{N}]/u.test(rest))
    found.push(sql`${book.search} @@ ${wordsQuery(rest)}`);
  const isbn = toIsbn13(q);
  const words = sql.join(found, sql` and `);
  return isbn ? sql`((${words}) or ${book.isbn} = ${isbn})` : sql`(${words})`;
}

/**
 * How well a book matches the words: its whole title first (in either script), then the text rank.
 * For a course, every book found names it and only a title that is the code itself stands out;
 * the rank is still worked out per book, never a constant: ordered by newest alone, the planner
 * may walk the newest-first index through every book to find the few that name a course (100 ms
 * at 100,000 books for a code nobody carries, against 0.2 ms through the codes' index).
 */
export function relevance(q: string): SQL {
  const title = sql`(lower(${book.name}) = lower(${q}) or ${book.nameLatin} is not distinct from ${romanise(q)})`;
  if (courseSearched(q)) return sql`${title}::int`;
  return sql`${title}::int * 10 + ts_rank(${book.search}, ${wordsQuery(q)})`;
}

/** A search that finds fewer books than this is tried again with its typos corrected. */
export const FEW_FOUND = 3;

/** A search in double quotes is taken as typed: 'Search instead for …' links to it so. */
const quoted = (q: string) => /^".+"$/su.test(q.trim());

/** Words as the catalogue counts them: letters (and Bangla's vowel signs), no digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const countable = (word: string) => word.length >= 3 && word.length <= 40 && !/\p{N}/u.test(word);

/** A search's words as the catalogue counts them, each once. */
const countedWords = (q: string) => [
  ...new Set((q.normalize('NFC').toLowerCase().match(WORD) ?? []).filter(countable)),
];

/** A search's typos corrected, and how many books (up to FEW_FOUND) the search finds as typed. */
export type Correction = { words: string; found: number };

/**
 * The word with one slip undone: two neighbouring letters swapped back, or one letter too many
 * taken out. Trigrams miss these in short words (pather and patehr share 3 of 11), so they are
 * looked up as they are.
 */
function slipsOf(word: string): string[] {
  const letters = [...word];
  const near = new Set<string>();
  letters.forEach((_, i) => {
    near.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
    if (i + 1 < letters.length)
      near.add(
        [...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''),
      );
  });
  near.delete(word);
  return [...near];
}

/** Edits (a letter added, dropped, changed, or two neighbours swapped) from one word to another. */
function editsBetween(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[x.length]![y.length]!;
}

type Candidate = NearWord & { typed: string; edits: number };

type Terms = { terms: string; latinTerms: string | null };

/**
 * How many books (up to FEW_FOUND) the words find as typed, whatever the filters: a word unknown
 * to the titles may be in a description, or share its stem with a title's word ('algorithm'),
 * and is then no typo (`search_found`, migration 0029: through the text index only). One statement,
 * prepared once per connection, counts for every search that asked in one turn of the event loop:
 * a stream of new typos costs few round trips, not one each.
 */
const foundAsTyped = preparedSql<{ found: number }>(
  'search_found_as_typed',
  sql`select search_found(q.words, ${FEW_FOUND}) as found
    from unnest(${sql.placeholder('terms')}::text[], ${sql.placeholder('latinTerms')}::text[])
      with ordinality as t(terms, latin, at)
    cross join lateral (select websearch_to_tsquery('english', t.terms) as typed) w
    cross join lateral (select coalesce(w.typed || websearch_to_tsquery('english', t.latin), w.typed)
      as words) q
    order by t.at`,
);

const counters = new WeakMap<Database, DataLoader<Terms, number>>();
function countFound(db: Database, terms: Terms): Promise<number> {
  let counter = counters.get(db);
  if (!counter) {
    counter = new DataLoader(
      async (asked: readonly Terms[]) =>
        (
          await foundAsTyped(db, {
            terms: asked.map((one) => one.terms),
            latinTerms: asked.map((one) => one.latinTerms),
          })
        ).map((row) => row.found),
      { cache: false, maxBatchSize: 64, batchScheduleFn: (send) => setImmediate(send) },
    );
    counters.set(db, counter);
  }
  return counter.load(terms);
}

/** The fewest edits first, then the likest by trigrams, then the word more books use. */
const nearer = (a: Candidate, b: Candidate) =>
  a.edits - b.edits || b.likeness - a.likeness || b.books - a.books || a.word.localeCompare(b.word);

/**
 * The search with each word the catalogue does not know replaced by the catalogue word nearest
 * it, or null when no word needs or finds a correction. The candidates are the words most like it
 * by trigrams and the words one slip away (`slipsOf`), from the words this server keeps
 * (catalogue-words.ts); the fewest edits win, then the likest, then the one more books use. A word
 * keeps its capital: 'Calculas' → 'Calculus'. A course or a quoted search is never corrected.
 * `found` counts the books its words find as typed (`countFound`).
 */
export async function correctedSearch(
  db: Database,
  cache: ChangeCache,
  q: string,
): Promise<Correction | null> {
  if (quoted(q) || courseSearched(q)) return null;
  const typed = countedWords(q);
  if (typed.length === 0) return null;
  const words = await catalogueWords(db, cache);
  const nearest = new Map<string, Candidate>();
  for (const word of typed) {
    if (words.has(word)) continue;
    for (const near of words.near(word, slipsOf(word))) {
      const candidate = { ...near, typed: word, edits: editsBetween(word, near.word) };
      const best = nearest.get(word);
      if (!best || nearer(candidate, best) < 0) nearest.set(word, candidate);
    }
  }
  if (nearest.size === 0) return null;
  const { rest } = codesAmong(q);
  const found = await countFound(db, {
    terms: rest,
    // A Bangla search also finds the words its Latin spelling does, as wordsQuery says.
    latinTerms: hasBangla(rest) ? romanise(rest) : null,
  });
  const corrected = q.normalize('NFC').replace(WORD, (word) => {
    const fix = nearest.get(word.toLowerCase())?.word;
    if (!fix) return word;
    const capital = word[0] !== word[0]!.toLowerCase();
    return capital ? fix[0]!.toUpperCase() + fix.slice(1) : fix;
  });
  return { words: corrected, found };
}

/** Matches a broad search ranks, about: twice the count a list shows before it says '1,000+'. */
const RANKED_POOL = 2 * BOOK_COUNT_CAP;

/**
 * When the newest books were listed, as the planner's statistics have them: `pg_stats` keeps a
 * hundred and one listing times that cut the books into a hundred equal shares, oldest first.
 * Empty before the table was first analysed. Nobody tells of a new analysis: read again within
 * a minute (the cache's safety net).
 */
const listingTimes = (db: Database, cache: ChangeCache): Promise<Date[]> =>
  cache.remember(
    'listing-times',
    async () => {
      const result = await db.execute(
        sql`select extract(epoch from b.at)::float8 * 1000 as at
            from pg_stats, unnest(histogram_bounds::text::timestamptz[]) with ordinality b(at, n)
            where schemaname = current_schema() and tablename = 'book' and attname = 'created_at'
            order by b.n`,
      );
      return (result as unknown as { rows: { at: number }[] }).rows.map(
        (row) => new Date(Number(row.at)),
      );
    },
    () => ({ topic: 'planner-statistics' }),
  );

/**
 * Where a broad search's ranking starts: a search whose every word is the catalogue's and whose
 * least used word is in more books than RANKED_POOL twice over ranks only the matches among the
 * newest books, as many of them as should hold about RANKED_POOL matches ('calculus' at a million
 * books: some 2,000 of its 22,000). Ranking every match read each of them from the table, a
 * third of a second for one new search. Null for any other search: all its matches are ranked.
 * `like`: the words to count instead of the search's own, when those are not the catalogue's
 * but find what these do (a misspelling that is still a word once stemmed, and its correction).
 */
export async function broadSearchSince(
  db: Database,
  cache: ChangeCache,
  q: string,
  like?: string,
): Promise<Date | null> {
  if (courseSearched(q)) return null;
  const words = countedWords(codesAmong(like ?? q).rest);
  if (words.length === 0) return null;
  const estimate = (await catalogueWords(db, cache)).booksUsingAll(words);
  if (estimate === null || estimate < 2 * RANKED_POOL) return null;
  const times = await listingTimes(db, cache);
  if (times.length < 2) return null;
  // The newest share of the books that should hold RANKED_POOL of the matches.
  const share = RANKED_POOL / estimate;
  return times[Math.floor((times.length - 1) * (1 - share))] ?? null;
}
