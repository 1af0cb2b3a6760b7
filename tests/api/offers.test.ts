// Offers: a buyer names a price below the asking one, the seller accepts, counters or declines,
// each side answering the other's price in turn, between the seller's hidden floor and the asking
// price. The price both accept is the booking's, and the card payment charges it, read from the
// database; an offer nobody answers lapses.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking } from '../../src/server/db/schema/orders';
import { lapseStaleBookings } from '../../src/server/modules/trade/meetups';
import { addBook } from '../support/books';
import { agreeMeetup, call, handoverCodeOf, payWithCard } from '../support/orders';
import { mailsTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer] = await Promise.all([
    signUp(t.app, 'seller', 'Sumaiya Seller'),
    signUp(t.app, 'buyer', 'Bashir Buyer'),
  ]);
});
afterAll(() => t.close());

/** A book at TK 450 (the test listing's price), with the seller's floor if given (taka). */
const listed = (offerFloor?: number) => addBook(t.app, seller, { price: 450, offerFloor });

const offer = (bookId: string, price: number) =>
  call(t.app, buyer, 'POST', '/api/bookings', {
    bookId,
    phone: '01812345678',
    meetingLocation: 'TSC, Dhaka University',
    offer: price,
  });

type Row = {
  id: string;
  status: string;
  price: number;
  offer: { price: number; by: string; asking?: number } | null;
  actions: string[];
  conversationId: string;
};
const orderOf = async (id: string) =>
  ((await call(t.app, buyer, 'GET', '/api/me/bookings')).json() as Row[]).find((o) => o.id === id)!;
const buyerRowOf = async (id: string) =>
  ((await call(t.app, seller, 'GET', '/api/me/buyers')).json() as Row[]).find((o) => o.id === id)!;
const bookingsOf = (bookId: string) =>
  t.db.select().from(booking).where(eq(booking.bookId, bookId));

describe('offers', () => {
  it('a buyer offers less than the asking price: the booking waits as an offer, and the seller is the one to answer', async () => {
    const book = await listed();
    const made = await offer(book.id, 380);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;

    expect(await orderOf(id)).toMatchObject({
      status: 'offered',
      price: 45_000,
      offer: { price: 38_000, by: 'buyer', asking: 45_000 },
      actions: ['propose', 'cancel'],
    });
    const row = await buyerRowOf(id);
    expect(row).toMatchObject({ status: 'offered', offer: { price: 38_000, by: 'buyer' } });
    expect(row.actions).toEqual(['accept-offer', 'counter', 'propose', 'decline']);
    // The thread says it, with both prices.
    const thread = await call(t.app, seller, 'GET', `/api/conversations/${row.conversationId}`);
    const events = (thread.json().messages as { kind: string; body: string }[])
      .filter((m) => m.kind === 'event')
      .map((m) => JSON.parse(m.body) as { key: string; params: object });
    expect(events.at(-1)).toEqual({
      key: 'event.offered',
      params: { name: 'Bashir Buyer', offerPrice: 38_000, askingPrice: 45_000 },
    });
    // The seller's e-mail names the offer and the asking price, and where to answer it.
    await t.app.mail.flush();
    expect(
      mailsTo(t.config.dataDir, seller.email, 'Bashir Buyer offers TK 380 for your book'),
    ).toHaveLength(1);
    // Nothing to pay until the price is agreed.
    const early = await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment-intent`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('OFFER_OPEN');
  });

  it('the seller counters, the buyer accepts: the price agreed is the booking’s, and the card is charged exactly that', async () => {
    const book = await listed();
    const id = (await offer(book.id, 300)).json().id as string;
    // Not the buyer's turn: the price on the table is their own, and the seller answers it.
    const ownTurn = await call(t.app, buyer, 'POST', `/api/bookings/${id}/accept-offer`);
    expect(ownTurn.statusCode).toBe(409);
    expect(ownTurn.json().error.code).toBe('OWN_OFFER');

    const countered = await call(t.app, seller, 'POST', `/api/bookings/${id}/counter`, {
      price: 400,
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(await orderOf(id)).toMatchObject({
      offer: { price: 40_000, by: 'seller' },
      actions: ['accept-offer', 'counter', 'propose', 'cancel'],
    });
    const accepted = await call(t.app, buyer, 'POST', `/api/bookings/${id}/accept-offer`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await orderOf(id)).toMatchObject({ status: 'pending', price: 40_000, offer: null });

    // The payment is for the agreed price, whatever the client might send.
    const paid = await payWithCard(t.app, buyer, id);
    expect(paid.intent.amount).toBe(40_000);
    expect(paid.record.statusCode, paid.record.body).toBe(200);
    await agreeMeetup(t.app, buyer, seller, id);
    const code = await handoverCodeOf(t.app, buyer, id);
    const handedOver = await call(t.app, seller, 'POST', `/api/bookings/${id}/handover`, { code });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    const [sold] = await bookingsOf(book.id);
    expect(sold).toMatchObject({ status: 'paid', price: 40_000 });
  });

  it('an offer above the asking price, or below the seller’s floor, is refused with its reason and writes nothing; the floor is never told', async () => {
    const book = await listed(350);
    const above = await offer(book.id, 451);
    expect(above.statusCode).toBe(422);
    expect(above.json().error.code).toBe('OFFER_ABOVE_PRICE');
    const low = await offer(book.id, 349);
    expect(low.statusCode).toBe(422);
    expect(low.json().error.code).toBe('OFFER_TOO_LOW');
    expect(low.body).not.toMatch(/350/);
    expect(await bookingsOf(book.id)).toEqual([]);
    // A buyer reading the book learns the price, not the floor; its seller sees their own floor.
    const asBuyer = await call(t.app, buyer, 'GET', `/api/books/${book.id}`);
    expect(asBuyer.json().offerFloor).toBe(null);
    const asSeller = await call(t.app, seller, 'GET', `/api/books/${book.id}`);
    expect(asSeller.json().offerFloor).toBe(35_000);

    // At the floor is fine; a counter below it is refused as well, and changes nothing.
    const again = await listed(350);
    const id = (await offer(again.id, 350)).json().id as string;
    await call(t.app, seller, 'POST', `/api/bookings/${id}/counter`, { price: 420 });
    const under = await call(t.app, buyer, 'POST', `/api/bookings/${id}/counter`, { price: 300 });
    expect(under.statusCode).toBe(422);
    expect(under.json().error.code).toBe('OFFER_TOO_LOW');
    expect((await orderOf(id)).offer).toMatchObject({ price: 42_000, by: 'seller' });
  });

  it('a buyer names at most three prices for a book in a day, so the hidden floor cannot be found by trying; the seller may go below their own floor', async () => {
    const book = await listed(300);
    // Two refused tries and an offer: the day's three.
    expect((await offer(book.id, 100)).statusCode).toBe(422);
    expect((await offer(book.id, 200)).statusCode).toBe(422);
    const id = (await offer(book.id, 320)).json().id as string;
    const seller400 = await call(t.app, seller, 'POST', `/api/bookings/${id}/counter`, {
      price: 290,
    });
    expect(seller400.statusCode, seller400.body).toBe(200);
    const fourth = await call(t.app, buyer, 'POST', `/api/bookings/${id}/counter`, { price: 280 });
    expect(fourth.statusCode).toBe(429);
    expect((await orderOf(id)).offer).toMatchObject({ price: 29_000, by: 'seller' });
    // Accepting is not naming a price.
    expect((await call(t.app, buyer, 'POST', `/api/bookings/${id}/accept-offer`)).statusCode).toBe(
      200,
    );
  });

  it('a price accepted after the seller lowered the book is never above the book’s price now', async () => {
    const book = await listed();
    const id = (await offer(book.id, 300)).json().id as string;
    await call(t.app, seller, 'POST', `/api/bookings/${id}/counter`, { price: 420 });
    const lowered = await call(t.app, seller, 'PATCH', `/api/books/${book.id}`, { price: 400 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    // Both read the asking price as it is now.
    expect((await orderOf(id)).offer).toEqual({ price: 42_000, by: 'seller', asking: 40_000 });
    await call(t.app, buyer, 'POST', `/api/bookings/${id}/accept-offer`);
    expect(await orderOf(id)).toMatchObject({ status: 'pending', price: 40_000 });
  });

  it('while an offer waits, neither side is told the booking ended unagreed', async () => {
    const book = await listed();
    const id = (await offer(book.id, 300)).json().id as string;
    expect((await orderOf(id)) as unknown).toMatchObject({ contactWithheld: 'untilAgreed' });
    expect((await buyerRowOf(id)) as unknown).toMatchObject({ contactWithheld: 'untilAgreed' });
  });

  it('a seller cannot set a floor above the price, nor bring the price under the floor', async () => {
    const book = await listed(400);
    const lower = await call(t.app, seller, 'PATCH', `/api/books/${book.id}`, { price: 390 });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().error.code).toBe('OFFER_FLOOR_ABOVE_PRICE');
    // Lowered together, or the floor taken away, the change goes through.
    const both = await call(t.app, seller, 'PATCH', `/api/books/${book.id}`, {
      price: 390,
      offerFloor: null,
    });
    expect(both.statusCode, both.body).toBe(200);
    await expect(listed(460)).rejects.toThrow(/OFFER_FLOOR_ABOVE_PRICE/);
  });

  it('the seller declines an offer, or nobody answers it in time: it ends, and the buyer may book again', async () => {
    const declinedBook = await listed();
    const declined = (await offer(declinedBook.id, 200)).json().id as string;
    const no = await call(t.app, seller, 'POST', `/api/bookings/${declined}/decline`, {
      reason: 'Too low for a new copy',
    });
    expect(no.statusCode, no.body).toBe(200);
    expect((await orderOf(declined)).status).toBe('declined');
    expect((await offer(declinedBook.id, 420)).statusCode).toBe(201);

    const quietBook = await listed();
    const quiet = (await offer(quietBook.id, 400)).json().id as string;
    await t.db
      .update(booking)
      .set({ offeredAt: sql`now() - interval '1000 hours'` })
      .where(eq(booking.id, quiet));
    expect(await lapseStaleBookings(t.db, 999)).toBe(1);
    expect((await orderOf(quiet)).status).toBe('lapsed');
    const thread = await call(
      t.app,
      buyer,
      'GET',
      `/api/conversations/${(await orderOf(quiet)).conversationId}`,
    );
    expect(thread.json().messages.at(-1).body).toContain('event.offerLapsed');
  });
});
