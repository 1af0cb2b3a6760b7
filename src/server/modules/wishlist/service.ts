import { appError } from '../../errors';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { WishlistItem } from '../../../shared/schemas/books';
import type { Database } from '../../db/client';
import { book, report, wishlistItem } from '../../db/schema/catalog';
import { selectBooks, toBook, withMarks } from '../books/queries';
import { getLiveBook, liveBook } from '../trade/lifecycle';

/** The buyer's saved books with their status now: a sold book shows as sold; deleted ones drop out. */
export async function listWishlist(db: Database, userId: string): Promise<WishlistItem[]> {
  const saved = await db
    .select({ bookId: wishlistItem.bookId, savedAt: wishlistItem.createdAt })
    .from(wishlistItem)
    .where(eq(wishlistItem.userId, userId))
    .orderBy(desc(wishlistItem.createdAt));
  if (saved.length === 0) return [];
  const rows = await selectBooks(db).where(
    and(
      inArray(
        book.id,
        saved.map((s) => s.bookId),
      ),
      liveBook(),
    ),
  );
  // Every book here is in the wishlist; reported ones are marked as the book page marks them.
  const reported = await db
    .select({ bookId: report.bookId })
    .from(report)
    .where(eq(report.reporterId, userId));
  const marks = {
    wishlist: new Set(saved.map((s) => s.bookId)),
    reported: new Set(reported.map((r) => r.bookId)),
  };
  const books = new Map(rows.map((row) => [row.id, withMarks(toBook(row), marks)]));
  return saved.flatMap(({ bookId, savedAt }) => {
    const found = books.get(bookId);
    return found ? [{ book: found, savedAt: savedAt.toISOString() }] : [];
  });
}

export async function saveToWishlist(db: Database, userId: string, bookId: string): Promise<void> {
  const found = await getLiveBook(db, bookId);
  // A seller who also buys keeps their own books in My Products, not in their wishlist.
  if (found.sellerId === userId) throw appError('OWN_BOOK', { message: 'cannotSaveOwnBook' });
  await db.insert(wishlistItem).values({ userId, bookId }).onConflictDoNothing();
}

export async function removeFromWishlist(
  db: Database,
  userId: string,
  bookId: string,
): Promise<void> {
  await db
    .delete(wishlistItem)
    .where(and(eq(wishlistItem.userId, userId), eq(wishlistItem.bookId, bookId)));
}
