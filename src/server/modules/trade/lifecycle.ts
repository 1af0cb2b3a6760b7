import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { eventBody } from '../../../shared/booking-events';
import { OPEN_STATUSES } from '../../../shared/booking-process';
import type { BookingStatus } from '../../../shared/booking-statuses';
import type { Executor } from '../../db/client';
import { book } from '../../db/schema/catalog';
import { booking, payment } from '../../db/schema/orders';
import { queueMail } from '../../mail/queue';
import { appError } from '../../errors';
import { postBookingEvent } from '../conversations/post';
import { judgeSale } from '../reviews/arms-length';

/**
 * A book's and its bookings' life, in one place: every service (and the demo seeder) finds, sells
 * and withdraws books through these, one function per transition, so the rules of what "for sale",
 * "sold" and "withdrawn" mean are written once.
 *
 * A book is *live* until it is withdrawn (its seller or an admin deleted it, or its seller's account
 * was deleted): its row stays for history with `deletedAt` set. A live book is *for sale* until it
 * is sold; while a seller has accepted a booking's meet-up it is *reserved* for that buyer. A
 * booking is *open* while pending (requested) or accepted, until it is paid (completed) or ends
 * declined, cancelled, lapsed or as a no-show; each end is told in the booking's thread.
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
  if (!row) throw appError('BOOK_NOT_FOUND');
  return row;
}

/** Whether a book (live or not) can still be bought. */
export const isForSale = (row: Pick<BookRow, 'status' | 'deletedAt'>) =>
  row.status !== 'sold' && !row.deletedAt;

/** The states in which a booking still holds a claim on its copy. */
export const openBooking = () => inArray(booking.status, [...OPEN_STATUSES]);

/**
 * A booking's end: its state, and what its thread is told (an `eventBody`; `actorId` made it,
 * null: Boipoka).
 */
type Ending = {
  status: Extract<BookingStatus, 'declined' | 'cancelled' | 'lapsed' | 'no_show'>;
  tell: string;
  actorId: string | null;
  reason?: string | null;
  noShow?: 'buyer' | 'seller';
};

type ClosedBooking = { id: string; book_id: string; buyer_id: string; seller_id: string };

/**
 * Ends the open bookings `which` picks, frees the copy any of them had reserved, and tells each
 * booking's thread (and so both sides, by e-mail) why. Answers the bookings it ended.
 */
async function endBookings(tx: Executor, which: SQL, ending: Ending): Promise<ClosedBooking[]> {
  const result = await tx.execute<ClosedBooking>(sql`update ${booking}
    set status = ${ending.status}, end_reason = ${ending.reason ?? null},
      no_show = ${ending.noShow ?? null}, no_show_at = ${ending.noShow ? sql`now()` : null},
      updated_at = now()
    from ${book}
    where ${book.id} = ${booking.bookId} and ${openBooking()}
      and ${which}
    returning ${booking.id}, ${booking.bookId}, ${booking.buyerId}, ${book.sellerId},
      (select status from ${booking} b where b.id = ${booking.id}) as was`);
  const closed = (result as unknown as { rows: (ClosedBooking & { was: string })[] }).rows;
  const freed = closed.filter((row) => row.was === 'accepted').map((row) => row.book_id);
  if (freed.length > 0)
    await tx.update(book).set({ reserved: false }).where(inArray(book.id, freed));
  for (const row of closed) {
    await postBookingEvent(
      tx,
      { bookId: row.book_id, buyerId: row.buyer_id, sellerId: row.seller_id },
      ending.actorId,
      ending.tell,
    );
  }
  if (closed.length > 0) await refundHeldPayments(tx, closed);
  return closed;
}

/**
 * The money follows the book (decision 0016): an ended booking paid by card owes its buyer the
 * whole payment, which the payment reconciler sends back (`refunding`, then `refunded`), and its
 * copy, sold to that buyer, is for sale again unless it was taken off the site. The buyer is told
 * by e-mail.
 */
async function refundHeldPayments(tx: Executor, closed: ClosedBooking[]): Promise<void> {
  const owed = await tx
    .update(payment)
    .set({ status: 'refunding' })
    .where(
      and(
        inArray(
          payment.bookingId,
          closed.map((row) => row.id),
        ),
        eq(payment.status, 'held'),
      ),
    )
    .returning({ bookingId: payment.bookingId, bookId: payment.bookId });
  if (owed.length === 0) return;
  for (const row of closed.filter((c) => owed.some((o) => o.bookingId === c.id)))
    await postBookingEvent(
      tx,
      { bookId: row.book_id, buyerId: row.buyer_id, sellerId: row.seller_id },
      null,
      eventBody('event.refunding'),
      { email: false },
    );
  await tx
    .update(book)
    .set({ status: 'available' })
    .where(
      and(
        inArray(
          book.id,
          owed.map((row) => row.bookId),
        ),
        liveBook(),
      ),
    );
  for (const { bookingId } of owed) await queueMail(tx, 'book-refunded', bookingId);
}

/** Ends one open booking; answers whether it was open. */
export async function endBooking(tx: Executor, bookingId: string, ending: Ending) {
  const closed = await endBookings(tx, eq(booking.id, bookingId), ending);
  return closed.length > 0;
}

/** Closes a book's open bookings, but for `except` (the one that bought it). */
export async function cancelOpenBookings(
  tx: Executor,
  bookId: string,
  { except, tell, actorId }: { except?: string; tell: string; actorId: string | null },
): Promise<void> {
  await endBookings(
    tx,
    and(eq(booking.bookId, bookId), except ? ne(booking.id, except) : undefined)!,
    { status: 'cancelled', tell, actorId },
  );
}

/** Closes one booking if it is still open (a payment that lost the race). */
export async function cancelBooking(tx: Executor, bookingId: string): Promise<void> {
  await tx
    .update(booking)
    .set({ status: 'cancelled' })
    .where(and(eq(booking.id, bookingId), openBooking()));
}

/** Takes a live book off the site, keeping its row, and closes its open bookings. */
export async function withdrawBook(
  tx: Executor,
  bookId: string,
  { at = new Date(), actorId = null }: { at?: Date; actorId?: string | null } = {},
): Promise<void> {
  await tx.update(book).set({ deletedAt: at, reserved: false }).where(eq(book.id, bookId));
  await cancelOpenBookings(tx, bookId, { tell: TOLD.withdrawn, actorId });
}

/**
 * Withdraws every book a seller still has for sale (their account is being deleted), and every one
 * paid by card but not yet handed over (its buyer is refunded); sold books stay as they were sold.
 * Answers how many were withdrawn.
 */
export async function withdrawSellersBooks(
  tx: Executor,
  sellerId: string,
  at = new Date(),
): Promise<number> {
  const withdrawn = await tx
    .update(book)
    .set({ deletedAt: at, reserved: false })
    .where(
      and(
        eq(book.sellerId, sellerId),
        liveBook(),
        // A copy sold by card and not yet handed over goes too: its buyer is refunded.
        or(
          eq(book.status, 'available'),
          sql`exists (select 1 from ${payment} p where p.book_id = ${book.id} and p.status = 'held')`,
        ),
      ),
    )
    .returning({ id: book.id });
  for (const { id } of withdrawn)
    await cancelOpenBookings(tx, id, { tell: TOLD.withdrawn, actorId: sellerId });
  return withdrawn.length;
}

/** Closes every open booking a buyer has (their account is being deleted). */
export async function cancelBuyersBookings(tx: Executor, buyerId: string): Promise<void> {
  await endBookings(tx, eq(booking.buyerId, buyerId), {
    status: 'cancelled',
    tell: TOLD.buyerLeft,
    actorId: buyerId,
  });
}

/**
 * The seller accepted a booking's meet-up: the booking is accepted and its copy reserved for the
 * buyer, if the copy is still for sale and not held for anyone else. Answers what stopped it. A
 * copy the buyer paid for by card is theirs already (sold to them): it needs no reservation.
 */
export async function reserveBook(
  tx: Executor,
  { bookId, bookingId, paidByCard }: { bookId: string; bookingId: string; paidByCard: boolean },
): Promise<'reserved' | 'sold' | 'reserved-for-another'> {
  if (!paidByCard) {
    const [held] = await tx
      .update(book)
      .set({ reserved: true })
      .where(
        and(
          eq(book.id, bookId),
          eq(book.status, 'available'),
          liveBook(),
          eq(book.reserved, false),
        ),
      )
      .returning({ id: book.id });
    if (!held) {
      const target = await findLiveBook(tx, bookId);
      return !target || !isForSale(target) ? 'sold' : 'reserved-for-another';
    }
  }
  await tx
    .update(booking)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(eq(booking.id, bookingId));
  return 'reserved';
}

type SaleParties = { bookId: string; bookingId: string; sellerId: string };

/**
 * The sale's own writes, inside the caller's transaction (which holds the book's row lock and has
 * recorded the payment): the booking completed and the copy sold to its buyer.
 */
export async function sellBook(tx: Executor, sale: SaleParties): Promise<void> {
  await completeBooking(tx, sale);
  await sellCopy(tx, sale);
}

/**
 * A booking completed at the handover: paid, and judged (does it count in the seller's public
 * figures).
 */
export async function completeBooking(
  tx: Executor,
  { bookingId, sellerId }: SaleParties,
): Promise<void> {
  const verdict = await judgeSale(tx, { bookingId, sellerId });
  await tx
    .update(booking)
    .set({ status: 'paid', completedAt: sql`now()`, ...verdict })
    .where(eq(booking.id, bookingId));
}

/**
 * The copy sold to a booking's buyer (paid in person at the handover, or by card before it): no
 * longer advertised or reserved, and the book's other open bookings closed, their buyers told.
 */
export async function sellCopy(
  tx: Executor,
  { bookId, bookingId, sellerId }: SaleParties,
): Promise<void> {
  await tx
    .update(book)
    .set({ status: 'sold', advertised: false, reserved: false })
    .where(eq(book.id, bookId));
  await cancelOpenBookings(tx, bookId, {
    except: bookingId,
    tell: TOLD.soldElsewhere,
    actorId: sellerId,
  });
}

/** What a booking's thread is told when the book, not either side, ended it. */
export const TOLD = {
  withdrawn: eventBody('event.withdrawn'),
  soldElsewhere: eventBody('event.soldElsewhere'),
  buyerLeft: eventBody('event.buyerLeft'),
} as const;
