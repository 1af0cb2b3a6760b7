// Buyer protection for card payments (decision 0016): a card payment marks the booking paid and
// sells the copy to the buyer, but the money is held until the handover; the code the buyer shows
// pays it out to the seller. Every other end of the deal refunds the buyer in full, at once, and
// puts the copy back on sale.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { booking, payment, testPaymentIntent } from '../../src/server/db/schema/orders';
import { lapseStaleBookings } from '../../src/server/modules/trade/meetups';
import type { Order, BuyerRow } from '../../src/shared/schemas/bookings';
import { addBook } from '../support/books';
import { agreeMeetup, bookIt, call, handoverCodeOf, payWithCard } from '../support/orders';
import { mailsTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer] = await Promise.all([
    signUp(t.app, 'seller', 'Sadia Seller'),
    signUp(t.app, 'buyer', 'Babul Buyer'),
  ]);
});
afterAll(() => t.close());

const orderOf = async (bookingId: string) => {
  const orders = (await call(t.app, buyer, 'GET', '/api/me/bookings')).json() as Order[];
  return orders.find((order) => order.id === bookingId)!;
};
const rowOf = async (bookingId: string) => {
  const rows = (await call(t.app, seller, 'GET', '/api/me/buyers')).json() as BuyerRow[];
  return rows.find((row) => row.id === bookingId)!;
};
const bookStatus = async (bookId: string) =>
  (await call(t.app, buyer, 'GET', `/api/books/${bookId}`)).json().status as string;
/** Whether the provider was asked to give the charge back (the test provider keeps the intent). */
const refundedAtProvider = async (intentId: string) => {
  const [intent] = await t.db
    .select({ refundedAt: testPaymentIntent.refundedAt })
    .from(testPaymentIntent)
    .where(eq(testPaymentIntent.id, intentId));
  return intent?.refundedAt != null;
};

async function paidByCard(name: string) {
  const book = await addBook(t.app, seller, { name });
  const bookingId = await bookIt(t.app, buyer, book.id);
  const paid = await payWithCard(t.app, buyer, bookingId);
  expect(paid.record.statusCode, paid.record.body).toBe(200);
  return { bookId: book.id, bookingId, intentId: paid.intent.intentId as string };
}

describe('a card payment is held until the handover', () => {
  it('marks the booking paid and sells the copy, but the deal stays open until the code pays the seller', async () => {
    const { bookId, bookingId, intentId } = await paidByCard('Held Until The Handover');

    const order = await orderOf(bookingId);
    // The spec's Paid, and the money's whereabouts in words both sides read.
    expect(order.transactionId).toBe(intentId);
    expect(order.money).toBe('held');
    expect(order.status).toBe('pending');
    expect(order.soldToSomeoneElse).toBe(false);
    expect(order.actions).not.toContain('pay');
    expect(order.actions).not.toContain('review');
    expect(await bookStatus(bookId)).toBe('sold');
    const row = await rowOf(bookingId);
    expect(row.money).toBe('held');
    // The seller may still agree a time, or decline (which would refund); not yet a handover.
    expect(row.actions).toEqual(expect.arrayContaining(['propose', 'decline']));
    expect(row.actions).not.toContain('handover');

    // Paying again charges nothing.
    const again = await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/payment-intent`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_PAID');

    await agreeMeetup(t.app, buyer, seller, bookingId);
    const code = await handoverCodeOf(t.app, buyer, bookingId);
    expect(code).toMatch(/^\d{6}$/);
    expect((await rowOf(bookingId)).actions).toContain('handover');
    // The buyer pays by card, so in person is not offered.
    expect((await orderOf(bookingId)).payInPerson).toBe(false);

    const wrong = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/handover`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect((await orderOf(bookingId)).money).toBe('held');

    const handedOver = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/handover`, {
      code,
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    expect(handedOver.json().transactionId).toBe(intentId);
    const done = await orderOf(bookingId);
    expect(done.status).toBe('paid');
    expect(done.money).toBe('succeeded');
    expect(done.actions).toContain('review');
    // Sold and handed over: the copy is held for nobody.
    const [copy] = await t.db.select().from(book).where(eq(book.id, bookId));
    expect(copy).toMatchObject({ status: 'sold', reserved: false });
    expect(await refundedAtProvider(intentId)).toBe(false);
    // The same code again (a double tap) answers the same sale.
    const repeat = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/handover`, {
      code,
    });
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json().transactionId).toBe(intentId);
    const payments = await t.db.select().from(payment).where(eq(payment.bookingId, bookingId));
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
  });
});

describe('every other end of a deal paid by card refunds the buyer in full, at once', () => {
  it('the seller declines: refunded at the provider, the copy back on sale, the buyer told by e-mail', async () => {
    const { bookId, bookingId, intentId } = await paidByCard('Declined After Paying');
    const declined = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/decline`, {
      reason: 'The copy is damaged after all.',
    });
    expect(declined.statusCode, declined.body).toBe(200);

    expect(await refundedAtProvider(intentId)).toBe(true);
    const order = await orderOf(bookingId);
    expect(order.status).toBe('declined');
    expect(order.money).toBe('refunded');
    expect(order.transactionId).toBeNull();
    expect((await rowOf(bookingId)).money).toBe('refunded');
    expect(await bookStatus(bookId)).toBe('available');
    // Another buyer may book it again.
    const other = await signUp(t.app, 'buyer');
    expect(
      (
        await call(t.app, other, 'POST', '/api/bookings', {
          bookId,
          phone: '01812345678',
          meetingLocation: 'TSC',
        })
      ).statusCode,
    ).toBe(201);

    await t.app.mail.flush();
    const [refund] = mailsTo(t.config.dataDir, buyer.email, 'Refunded', 'Declined After Paying');
    expect(refund).toContain('ended before the book was handed over');
  });

  it('the buyer cancels, or says the seller did not come: refunded the same way', async () => {
    const cancelled = await paidByCard('Cancelled After Paying');
    expect(
      (await call(t.app, buyer, 'POST', `/api/bookings/${cancelled.bookingId}/cancel`)).statusCode,
    ).toBe(200);
    expect(await refundedAtProvider(cancelled.intentId)).toBe(true);
    expect((await orderOf(cancelled.bookingId)).money).toBe('refunded');

    const absent = await paidByCard('Seller Never Came');
    await agreeMeetup(t.app, buyer, seller, absent.bookingId);
    // The meet-up time passed long ago.
    await t.db
      .update(booking)
      .set({ meetAt: sql`now() - interval '2 hours'` })
      .where(eq(booking.id, absent.bookingId));
    const claimed = await call(t.app, buyer, 'POST', `/api/bookings/${absent.bookingId}/no-show`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await refundedAtProvider(absent.intentId)).toBe(true);
    expect((await orderOf(absent.bookingId)).money).toBe('refunded');
    expect(await bookStatus(absent.bookId)).toBe('available');
  });

  it('no meet-up agreed within the lapse time: the booking lapses and the reconciler sends the refund', async () => {
    const { bookId, bookingId, intentId } = await paidByCard('Nobody Agreed A Time');
    // Longer ago than any other booking here, so only this one is due.
    await t.db
      .update(booking)
      .set({ cardPaidAt: sql`now() - interval '1000 hours'` })
      .where(eq(booking.id, bookingId));
    expect(await lapseStaleBookings(t.db, 999)).toBe(1);
    const lapsed = await orderOf(bookingId);
    expect(lapsed.status).toBe('lapsed');
    expect(lapsed.money).toBe('refunding');
    const pass = await t.app.paymentReconciler.runPass();
    expect(pass.skipped).toBe(false);
    expect(!pass.skipped && pass.returned).toEqual([intentId]);
    expect(await refundedAtProvider(intentId)).toBe(true);
    expect((await orderOf(bookingId)).money).toBe('refunded');
    expect(await bookStatus(bookId)).toBe('available');
  });
});
