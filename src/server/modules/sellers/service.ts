import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BookPage } from '../../../shared/schemas/books';
import { CATALOG, type ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { actsAsSql, user } from '../../db/schema/auth';
import { book, category } from '../../db/schema/catalog';
import { appError } from '../../errors';
import { cursorCodec } from '../../paging';
import { bookColumns, markPage, onSale, seller, toBook, viewerMarks } from '../books/queries';

/**
 * Where the next page starts: the last book shown, by the moment it was listed to the
 * microsecond (as the database keeps it: a millisecond would skip books listed within one) and
 * its id.
 */
const ZCursor = z.object({ value: z.iso.datetime(), id: z.uuid() });

type Cursor = z.infer<typeof ZCursor>;
const { encode: encodeCursor, decode: decodeCursor } = cursorCodec(ZCursor);

/** When a book was listed, in UTC to the microsecond, as a cursor keeps it. */
const listedAt = sql<string>`to_char(${book.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A seller's shop: their books for sale, newest first, a page at a time, the first page with how
 * many there are. Anyone may read it, as they may the seller's page; someone who is not a seller
 * (or no longer here) has no shop. A page is the same for every viewer until the catalog changes,
 * so it is kept; the viewer's own marks (saved, reported) are laid over it.
 */
export async function listSellerBooks(
  db: Database,
  cache: ChangeCache,
  sellerId: string,
  query: { cursor?: string; limit: number },
  viewerId: string | null,
): Promise<BookPage> {
  // Asked each time: a seller who leaves or stops selling changes no book at once.
  const [person] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, sellerId), actsAsSql('seller'), isNull(user.deletedAt)));
  if (!person) throw appError('SELLER_NOT_FOUND');
  const cursor = decodeCursor(query.cursor);
  const [page, marks] = await Promise.all([
    cache.remember(
      `seller-books:${sellerId}:${query.limit}:${query.cursor ?? ''}`,
      () => readSellerBooks(db, sellerId, query.limit, cursor),
      () => ({ topic: CATALOG }),
    ),
    viewerMarks(db, cache, viewerId),
  ]);
  return markPage(page, marks);
}

async function readSellerBooks(
  db: Database,
  sellerId: string,
  limit: number,
  cursor: Cursor | null,
): Promise<BookPage> {
  const theirs = and(eq(book.sellerId, sellerId), onSale());
  const after = cursor
    ? or(
        sql`${book.createdAt} < ${cursor.value}::timestamptz`,
        and(sql`${book.createdAt} = ${cursor.value}::timestamptz`, lt(book.id, cursor.id)),
      )
    : undefined;
  const rows = await db
    .select({ ...bookColumns, listedAt })
    .from(book)
    .innerJoin(category, eq(category.id, book.categoryId))
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .where(and(theirs, after))
    .orderBy(desc(book.createdAt), desc(book.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((row) => toBook(row));
  const last = rows.length > limit ? rows[limit - 1]! : null;
  const nextCursor = last ? encodeCursor({ value: last.listedAt, id: last.id }) : null;
  if (cursor) return { items, nextCursor };
  // One seller's books are few: counting them is a short walk of their index.
  const total = nextCursor
    ? ((await db.select({ n: count() }).from(book).where(theirs))[0]?.n ?? 0)
    : items.length;
  return { items, nextCursor, total: { count: total, exact: true } };
}
