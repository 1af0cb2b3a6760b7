import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The words of the titles and authors on sale (and of their Latin spellings), each with how many
 * books for sale use it: what a search that finds nothing is corrected to, the way pg_trgm's
 * documentation suggests. Kept by a trigger on book (migration 0021).
 */
export const searchWord = pgTable(
  'search_word',
  {
    word: text('word').primaryKey(),
    books: integer('books').notNull(),
  },
  (t) => [
    index('search_word_trgm_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
