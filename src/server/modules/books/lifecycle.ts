import { and, eq, isNull, ne } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import type { Executor } from '../../db/client';
import { book } from '../../db/schema/catalog';
import { booking } from '../../db/schema/orders';
import { notFound } from '../../errors';

/**
 * A book's and its bookings' life, in one place: every service (and the demo seeder) finds, sells
 * and withdraws books through these, one function per transition, so the rules of what "for sale",
 * "sold" and "withdrawn" mean are written once.
 *
 * A book is *live* until it is withdrawn (its seller or an admin deleted it, or its seller's account
 * was deleted): its row stays for history with `deletedAt` set. A live book is *for sale* until it
 * is sold. A booking is *open* (pending) until it is paid or cancelled.
 */
export type BookRow = typeof book.$inferSelect;

/** The condition that keeps only live books in a query. */
export const liveBook = () => isNull(book.deletedAt);

/** A live book, or nothing. `lock` holds its row for the transaction, so sales queue behind it. */
export async function findLiveBook(
  db: Executor,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<BookRow | undefined> {
  const query = db
    .select()
    .from(book)
    .where(and(eq(book.id, id), liveBook()));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A live book, or a 404 with the spec's message. */
export async function getLiveBook(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<BookRow> {
  const row = await findLiveBook(db, id, options);
  if (!row) throw notFound(MESSAGES.bookNotFound);
  return row;
}

/** Whether a book (live or not) can still be bought. */
export const isForSale = (row: Pick<BookRow, 'status' | 'deletedAt'>) =>
  row.status !== 'sold' && !row.deletedAt;

/** Closes a book's open bookings, but for `except` (the one that bought it). */
export async function cancelOpenBookings(
  tx: Executor,
  bookId: string,
  { except }: { except?: string } = {},
): Promise<void> {
  await tx
    .update(booking)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(booking.bookId, bookId),
        eq(booking.status, 'pending'),
        except ? ne(booking.id, except) : undefined,
      ),
    );
}

/** Closes one booking if it is still open (a payment that lost the race, a buyer who left). */
export async function cancelBooking(tx: Executor, bookingId: string): Promise<void> {
  await tx
    .update(booking)
    .set({ status: 'cancelled' })
    .where(and(eq(booking.id, bookingId), eq(booking.status, 'pending')));
}

/** Takes a live book off the site, keeping its row, and closes its open bookings. */
export async function withdrawBook(tx: Executor, bookId: string, at = new Date()): Promise<void> {
  await tx.update(book).set({ deletedAt: at }).where(eq(book.id, bookId));
  await cancelOpenBookings(tx, bookId);
}

/**
 * Withdraws every book a seller still has for sale (their account is being deleted); sold books
 * stay as they were sold. Answers how many were withdrawn.
 */
export async function withdrawSellersBooks(
  tx: Executor,
  sellerId: string,
  at = new Date(),
): Promise<number> {
  const withdrawn = await tx
    .update(book)
    .set({ deletedAt: at })
    .where(and(eq(book.sellerId, sellerId), eq(book.status, 'available'), liveBook()))
    .returning({ id: book.id });
  for (const { id } of withdrawn) await cancelOpenBookings(tx, id);
  return withdrawn.length;
}

/** Closes every open booking a buyer has (their account is being deleted). */
export async function cancelBuyersBookings(tx: Executor, buyerId: string): Promise<void> {
  await tx
    .update(booking)
    .set({ status: 'cancelled' })
    .where(and(eq(booking.buyerId, buyerId), eq(booking.status, 'pending')));
}

/**
 * The sale's own writes, inside the caller's transaction (which holds the book's row lock and has
 * recorded the payment): the booking is paid, the book sold and no longer advertised, and the
 * book's other open bookings are closed.
 */
export async function sellBook(
  tx: Executor,
  { bookId, bookingId }: { bookId: string; bookingId: string },
): Promise<void> {
  await tx.update(booking).set({ status: 'paid' }).where(eq(booking.id, bookingId));
  await tx.update(book).set({ status: 'sold', advertised: false }).where(eq(book.id, bookId));
  await cancelOpenBookings(tx, bookId, { except: bookingId });
}
