import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CATEGORIES } from '../../../shared/constants';
import { normaliseCourseCode } from '../../../shared/book-details';
import { POISHA_PER_TAKA, takaToPoisha } from '../../../shared/money';
import {
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchInput,
} from '../../../shared/schemas/wanted';
import type { Database, Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book, findable } from '../../db/schema/catalog';
import { mailQueue } from '../../db/schema/site';
import { notification } from '../../db/schema/notifications';
import { savedSearch } from '../../db/schema/wanted';
import { appError } from '../../errors';
import { pushNowFor, ring } from '../notifications/service';

type SavedSearchRow = typeof savedSearch.$inferSelect;

/** The search page's address for a saved search. */
function linkOf(row: SavedSearchRow): string {
  const params = new URLSearchParams();
  if (row.q) params.set('q', row.q);
  if (row.categoryId) params.set('category', row.categoryId);
  if (row.author) params.set('author', row.author);
  if (row.course) params.set('course', row.course);
  if (row.minPrice !== null) params.set('minPrice', String(row.minPrice / POISHA_PER_TAKA));
  if (row.maxPrice !== null) params.set('maxPrice', String(row.maxPrice / POISHA_PER_TAKA));
  return `/search?${params}`;
}

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  q: row.q,
  category: CATEGORIES.find((c) => c.id === row.categoryId) ?? null,
  course: row.course,
  author: row.author,
  minPrice: row.minPrice === null ? null : row.minPrice / POISHA_PER_TAKA,
  maxPrice: row.maxPrice === null ? null : row.maxPrice / POISHA_PER_TAKA,
  link: linkOf(row),
  createdAt: row.createdAt.toISOString(),
});

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearch)
    .where(eq(savedSearch.userId, userId))
    .orderBy(desc(savedSearch.createdAt));
  return rows.map(toSavedSearch);
}

/**
 * Keeps a search (at most MAX_SAVED_SEARCHES each); course codes kept as 'CSE 101'. The saver's
 * row is locked while counting, so saves sent at once queue and the cap holds.
 */
export async function saveSearch(
  db: Database,
  userId: string,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const [low, high] = [input.minPrice, input.maxPrice];
  if (low !== undefined && high !== undefined && low > high) throw appError('BAD_PRICE_RANGE');
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
    const [{ kept } = { kept: 0 }] = await tx
      .select({ kept: count() })
      .from(savedSearch)
      .where(eq(savedSearch.userId, userId));
    if (kept >= MAX_SAVED_SEARCHES)
      throw appError('TOO_MANY_SAVED_SEARCHES', { params: { max: MAX_SAVED_SEARCHES } });
    const [row] = await tx
      .insert(savedSearch)
      .values({
        userId,
        q: input.q || null,
        categoryId: input.category ?? null,
        course: input.course ? (normaliseCourseCode(input.course) ?? input.course) : null,
        author: input.author || null,
        minPrice: low === undefined ? null : takaToPoisha(low),
        maxPrice: high === undefined ? null : takaToPoisha(high),
      })
      .returning();
    return toSavedSearch(row!);
  });
}

export async function removeSavedSearch(db: Database, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(savedSearch)
    .where(and(eq(savedSearch.id, id), eq(savedSearch.userId, userId)))
    .returning({ id: savedSearch.id });
  if (removed.length === 0) throw appError('SAVED_SEARCH_NOT_FOUND');
}

/**
 * A new book against everyone's saved searches, in the transaction that lists it: each person one
 * of whose searches it matches gets one notification (not its seller), and each matched search
 * queues one e-mail, sent at once the first time and then at most hourly (one waits per search,
 * however many books match meanwhile). The words match as the search does: full text, or a title
 * or author like them.
 */
export async function notifyWanted(tx: Executor, bookId: string): Promise<void> {
  const s = savedSearch;
  const b = book;
  const matched = await tx.execute<{ user_id: string; saved_search_id: string }>(sql`
    with matches as (
      select distinct on (${s.userId}) ${s.userId} as user_id, ${s.id} as saved_search_id
      from ${s} join ${b} on ${b.id} = ${bookId}
      where ${s.userId} <> ${b.sellerId}
        and (${s.categoryId} is null or ${s.categoryId} = ${b.categoryId})
        and (${s.minPrice} is null or ${b.price} >= ${s.minPrice})
        and (${s.maxPrice} is null or ${b.price} <= ${s.maxPrice})
        and (${s.course} is null or ${b.courseCodes} @> array[${s.course}])
        and (${s.author} is null or ${s.author} <% ${b.author})
        and (${s.q} is null or ${b.search} @@ websearch_to_tsquery('english', ${s.q})
          or ${s.q} <% ${findable(b)})
      order by ${s.userId}, ${s.createdAt}
    ), noted as (
      insert into ${notification} (user_id, saved_search_id, book_id, push_after)
      select user_id, saved_search_id, ${bookId}, ${pushNowFor(sql`user_id`)} from matches
      on conflict (user_id, book_id) where kind = 'wanted' do nothing
      returning user_id, saved_search_id
    )
    select user_id, saved_search_id from noted`);
  const searches = (matched as unknown as { rows: { user_id: string; saved_search_id: string }[] })
    .rows;
  await ring(
    tx,
    searches.map((row) => row.user_id),
  );
  for (const { saved_search_id: id } of searches) {
    await tx.execute(sql`insert into ${mailQueue} (kind, about_id, send_after)
      values ('wanted-match', ${id}, greatest(now(), (
        select max(sent_at) + interval '1 hour' from ${mailQueue}
        where kind = 'wanted-match' and about_id = ${id})))
      on conflict (kind, about_id)
        where sent_at is null and (kind like 'unread-%' or kind = 'wanted-match')
      do nothing`);
  }
}
