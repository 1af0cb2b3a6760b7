import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { user } from './auth';
import { book, category } from './catalog';

/**
 * A search someone keeps (their 'Wanted' list): each new book it matches brings them a
 * notification, and an e-mail at most hourly. Every part may be empty; prices are in poisha.
 */
export const savedSearch = pgTable(
  'saved_search',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    q: text('q'),
    categoryId: text('category_id').references(() => category.id),
    course: text('course'),
    author: text('author'),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    createdAt: createdAt(),
  },
  (t) => [index('saved_search_user_idx').on(t.userId, t.createdAt)],
);

/** A book listed that matches one of someone's saved searches; read once they have seen it. */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    savedSearchId: uuid('saved_search_id').references(() => savedSearch.id, {
      onDelete: 'set null',
    }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One notification per person and book, however many of their searches it matches.
    unique('notification_user_book_unique').on(t.userId, t.bookId),
    index('notification_user_idx').on(t.userId, t.createdAt.desc()),
    index('notification_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
