import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { payment, testPaymentIntent } from '../../src/server/db/schema/orders';
import { addBook } from '../support/books';
import { bookIt, call, CARDS } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

// PGlite serves one connection, so requests there never truly overlap: these races run where they
// can happen, on PostgreSQL (CI runs the API suite on it with TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('payments racing on real PostgreSQL', () => {
  let t: TestApp;
  let seller: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signUp(t.app, 'seller');
  });
  afterAll(() => t.close());

  /** A buyer with a booking whose card has been charged, ready to record the payment. */
  async function chargedBooking(bookId: string) {
    const buyer = await signUp(t.app, 'buyer');
    const bookingId = await bookIt(t.app, buyer, bookId);
    const intent = (
      await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/payment-intent`)
    ).json();
    const charged = await call(
      t.app,
      buyer,
      'POST',
      `/api/test-payments/${intent.intentId}/confirm`,
      { cardNumber: CARDS.ok, expiry: '12/34', cvc: '123', name: 'Racer' },
    );
    expect(charged.json().status).toBe('succeeded');
    return { buyer, bookingId, intentId: intent.intentId as string };
  }

  it('fifty buyers paying for one book at once: one sale, forty-nine refunds and 409s, no duplicate rows', async () => {
    const contested = await addBook(t.app, seller, { name: 'The Last Copy', price: 999 });
    const racers = await Promise.all(
      Array.from({ length: 50 }, () => chargedBooking(contested.id)),
    );
    const responses = await Promise.all(
      racers.map((r) =>
        call(t.app, r.buyer, 'POST', `/api/bookings/${r.bookingId}/payment`, {
          paymentIntentId: r.intentId,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().error.message).toBe('This book has already been sold');

    const rows = await t.db.select().from(payment).where(eq(payment.bookId, contested.id));
    // The one sale holds its money until the handover.
    expect(rows.filter((p) => p.status === 'held')).toHaveLength(1);
    expect(rows.filter((p) => p.status === 'refunded')).toHaveLength(49);
    expect(new Set(rows.map((p) => p.bookingId)).size).toBe(50);
    const intents = await Promise.all(
      racers.map((r) =>
        t.db.select().from(testPaymentIntent).where(eq(testPaymentIntent.id, r.intentId)),
      ),
    );
    const winner = rows.find((p) => p.status === 'held')!.providerRef;
    for (const [row] of intents) expect(row!.refundedAt === null).toBe(row!.id === winner);
    const [sold] = await t.db.select().from(book).where(eq(book.id, contested.id));
    expect(sold!.status).toBe('sold');
  });

  it('one booking confirmed ten times at once: one payment, the same transaction for all', async () => {
    const single = await addBook(t.app, seller, { name: 'Clicked Ten Times' });
    const r = await chargedBooking(single.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, r.buyer, 'POST', `/api/bookings/${r.bookingId}/payment`, {
          paymentIntentId: r.intentId,
        }),
      ),
    );
    expect(responses.map((x) => x.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((x) => x.json().transactionId))).toEqual(new Set([r.intentId]));
    expect(await t.db.$count(payment, eq(payment.bookingId, r.bookingId))).toBe(1);
  });
});
