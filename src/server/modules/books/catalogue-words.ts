/**
 * The catalogue's own words (`search_word`: those of the titles and authors of the books on sale,
 * and of their Latin spellings, with how many books use each), kept in each server's memory so that
 * a typo is corrected without asking the database: a stream of searches nobody made before costs
 * a lookup here, not a statement there. Told by the database when a word comes or goes (migration
 * 0029); the counts, which only break ties, are read again within a minute.
 */
import type { ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { searchWord } from '../../db/schema/search';

/** What `search_word` tells the servers of, on the change channel. */
export const SEARCH_WORDS = 'search-words';

/** As PostgreSQL's pg_trgm sets it by default: the least likeness of a candidate. */
const SIMILARITY_THRESHOLD = 0.3;
/** The likest words by trigrams that are candidates for one typo. */
const LIKEST = 5;

/** A catalogue word near a typed one: how many books use it, and how like the typed one it is. */
export type NearWord = { word: string; books: number; likeness: number };

/**
 * A word's trigrams as pg_trgm makes them (`show_trgm`): the word with two spaces before it and
 * one after, every three letters in a row, each once.
 */
function trigramsOf(word: string): string[] {
  const letters = [' ', ' ', ...word, ' '];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i++) found.add(letters.slice(i, i + 3).join(''));
  return [...found];
}

export class CatalogueWords {
  private readonly books = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly sizes: number[] = [];
  /** Each trigram's words, by their place in `words`. */
  private readonly withTrigram = new Map<string, number[]>();

  constructor(rows: readonly { word: string; books: number }[]) {
    for (const { word, books } of rows) {
      const at = this.words.push(word) - 1;
      this.books.set(word, books);
      const trigrams = trigramsOf(word);
      this.sizes.push(trigrams.length);
      for (const trigram of trigrams) {
        const list = this.withTrigram.get(trigram);
        if (list) list.push(at);
        else this.withTrigram.set(trigram, [at]);
      }
    }
  }

  has(word: string): boolean {
    return this.books.has(word);
  }

  /**
   * About how many books a search of these words finds: as many as use its least used word, or
   * null when a word is not the catalogue's (it may be in a description: nothing is known).
   */
  booksUsingAll(words: readonly string[]): number | null {
    let fewest = Infinity;
    for (const word of words) fewest = Math.min(fewest, this.books.get(word) ?? NaN);
    return Number.isFinite(fewest) ? fewest : null;
  }

  /**
   * The candidates for a word the catalogue does not hold: the LIKEST words most like it by
   * trigrams (pg_trgm's similarity, at least its default threshold; the word more books use first
   * among equals), and those of `slips` (the word with one slip undone) that it holds.
   */
  near(typed: string, slips: readonly string[]): NearWord[] {
    const own = trigramsOf(typed);
    const shared = new Map<number, number>();
    for (const trigram of own)
      for (const at of this.withTrigram.get(trigram) ?? [])
        shared.set(at, (shared.get(at) ?? 0) + 1);
    const likest: NearWord[] = [];
    for (const [at, count] of shared) {
      const likeness = count / (own.length + this.sizes[at]! - count);
      if (likeness >= SIMILARITY_THRESHOLD)
        likest.push({ word: this.words[at]!, books: this.books.get(this.words[at]!)!, likeness });
    }
    likest.sort((a, b) => b.likeness - a.likeness || b.books - a.books);
    const near = likest.slice(0, LIKEST);
    for (const slip of slips) {
      const books = this.books.get(slip);
      if (books !== undefined && !near.some((candidate) => candidate.word === slip))
        near.push({ word: slip, books, likeness: this.likeness(typed, slip) });
    }
    return near;
  }

  private likeness(a: string, b: string): number {
    const x = trigramsOf(a);
    const y = new Set(trigramsOf(b));
    const shared = x.filter((trigram) => y.has(trigram)).length;
    return shared / (x.length + y.size - shared);
  }
}

/** The catalogue's words as this server keeps them, read from the database when told to. */
export const catalogueWords = (db: Database, cache: ChangeCache): Promise<CatalogueWords> =>
  cache.remember(
    'catalogue-words',
    async () =>
      new CatalogueWords(
        await db.select({ word: searchWord.word, books: searchWord.books }).from(searchWord),
      ),
    () => ({ topic: SEARCH_WORDS }),
  );
