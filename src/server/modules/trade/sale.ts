// Recording a sale, however it is paid, and paying out a card payment held for the handover: the
// trade's side of a payment (the provider's side is in ../payments).
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { booking, payment } from '../../db/schema/orders';
import { queueMail } from '../../mail/queue';
import { postBookingEvent } from '../conversations/post';
import { completeBooking, findLiveBook, isForSale, sellBook, sellCopy } from './lifecycle';
import { newHandoverCode } from './process';

export type SaleOutcome = { kind: 'sold'; transactionId: string } | { kind: 'lost' };

/**
 * A sale to record: the booking, and how it was paid (`ref` names the payment, once). A card
 * payment is held (`held`): the copy is the buyer's, the money theirs until the handover.
 */
export type Sale = {
  bookingRow: typeof booking.$inferSelect;
  held: boolean;
  provider: string;
  ref: string;
  amount: number;
  currency: string;
  /** Who completed it, and what the booking's thread is told (an `eventBody`). */
  actorId: string;
  told: string;
};

/**
 * The sale, in one transaction, however it was paid: payment recorded, book sold, the book's other
 * open bookings closed and told. In person at the handover, the booking is completed there and
 * then; by card, the payment is held, the buyer gets the handover code that will pay it out, and
 * the booking goes on to its meet-up (decision 0016). The book row is locked first, so concurrent
 * payers queue; the partial unique index on payment(book_id) is the last word should anything
 * slip past. A copy reserved for one buyer goes to no other.
 */
export async function recordSale(db: Database, sale: Sale): Promise<SaleOutcome> {
  const { bookingRow } = sale;
  try {
    return await db.transaction(async (tx) => {
      const target = await findLiveBook(tx, bookingRow.bookId, { lock: true });
      const [already] = await tx.select().from(payment).where(eq(payment.providerRef, sale.ref));
      if (already?.status === 'succeeded' || already?.status === 'held')
        return { kind: 'sold', transactionId: already.providerRef };
      // Re-read under the lock: the book may have been sold, withdrawn or reserved for another,
      // the booking closed or already paid by card.
      const [current] = await tx
        .select({ status: booking.status, cardPaidAt: booking.cardPaidAt })
        .from(booking)
        .where(eq(booking.id, bookingRow.id));
      const open =
        (current?.status === 'pending' || current?.status === 'accepted') && !current.cardPaidAt;
      if (!target || !isForSale(target) || !open) return { kind: 'lost' };
      if (target.reserved && current.status !== 'accepted') return { kind: 'lost' };
      await tx.insert(payment).values({
        bookingId: bookingRow.id,
        bookId: bookingRow.bookId,
        buyerId: bookingRow.buyerId,
        amount: sale.amount,
        currency: sale.currency,
        provider: sale.provider,
        providerRef: sale.ref,
        status: sale.held ? 'held' : 'succeeded',
      });
      const parties = {
        bookId: bookingRow.bookId,
        bookingId: bookingRow.id,
        sellerId: target.sellerId,
      };
      if (sale.held) {
        await sellCopy(tx, parties);
        // The code the buyer may already hold (they chose to pay in person) stays theirs.
        await tx
          .update(booking)
          .set({
            cardPaidAt: new Date(),
            handoverCode: sql`coalesce(${booking.handoverCode}, ${newHandoverCode()})`,
          })
          .where(eq(booking.id, bookingRow.id));
      } else await sellBook(tx, parties);
      // The paid and receipt e-mails tell both sides; the thread shows it without a third.
      await postBookingEvent(
        tx,
        { bookId: target.id, buyerId: bookingRow.buyerId, sellerId: target.sellerId },
        sale.actorId,
        sale.told,
        { email: false },
      );
      await queueMail(tx, 'book-paid', bookingRow.id);
      await queueMail(tx, 'receipt', bookingRow.id);
      return { kind: 'sold', transactionId: sale.ref };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'lost' };
    throw error;
  }
}

/**
 * At the handover, the buyer's code pays out the card payment held for it: the payment is the
 * seller's, the booking completed. Inside the caller's transaction; answers the payment's
 * reference, or null when the booking holds no card payment.
 */
export async function payOut(
  tx: Executor,
  parties: { bookId: string; bookingId: string; sellerId: string },
): Promise<string | null> {
  const [paid] = await tx
    .update(payment)
    .set({ status: 'succeeded' })
    .where(and(eq(payment.bookingId, parties.bookingId), eq(payment.status, 'held')))
    .returning({ ref: payment.providerRef });
  if (!paid) return null;
  await completeBooking(tx, parties);
  return paid.ref;
}
