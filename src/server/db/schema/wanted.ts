import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { user } from './auth';
import { category } from './catalog';

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
