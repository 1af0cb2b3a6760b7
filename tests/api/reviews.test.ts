// After a completed sale buyer and seller rate each other, once each, changeable for 7 days; a
// seller's public page shows what buyers say. Only the parties to a completed sale rate.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { review } from '../../src/server/db/schema/reviews';
import { addBook } from '../support/books';
import { bookIt, call, sellByCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAsAdmin, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Sumaiya Seller');
  buyer = await signUp(t.app, 'buyer', 'Bashir Ahmed');
  stranger = await signUp(t.app, 'buyer', 'Someone Else');
  admin = await signInAsAdmin(t.app, t.db);
});
afterAll(() => t.close());

/** A sale from `seller` to `buyer` (or another buyer), paid by card and handed over: the booking's id. */
async function completedSale(name = 'Sold And Rated', to = buyer) {
  const listed = await addBook(t.app, seller, { name });
  const bookingId = await bookIt(t.app, to, listed.id);
  await sellByCard(t.app, to, seller, bookingId);
  return bookingId;
}
const rate = (who: TestUser, bookingId: string, body: object) =>
  call(t.app, who, 'PUT', `/api/bookings/${bookingId}/review`, body);
type OrderLike = { id: string; myStars: number | null; conversationId: string };
const profile = async () =>
  (await call(t.app, stranger, 'GET', `/api/sellers/${seller.id}`)).json();

describe('rating each other after a sale', () => {
  it('each side rates the other once; the seller’s page shows the mean, the count and the words', async () => {
    const bookingId = await completedSale('Linear Algebra Done Right');
    const byBuyer = await rate(buyer, bookingId, {
      stars: 5,
      comment: 'On time, book as described',
    });
    expect(byBuyer.statusCode).toBe(201);
    expect(Date.parse(byBuyer.json().editableUntil)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await rate(seller, bookingId, { stars: 4 })).statusCode).toBe(201);

    const page = await profile();
    expect(page).toMatchObject({
      name: 'Sumaiya Seller',
      completedSales: 1,
      rating: { average: 5, count: 1 },
    });
    expect(page.recentReviews[0]).toMatchObject({
      stars: 5,
      comment: 'On time, book as described',
      reviewer: { firstName: 'Bashir', side: 'buyer' },
      bookName: 'Linear Algebra Done Right',
    });
    // The seller's word on the buyer is not on the seller's own page.
    expect(page.recentReviews).toHaveLength(1);
  });

  it('each side’s row of the sale, in My Orders, My Buyers and the thread, carries the stars that side gave', async () => {
    const bookingId = await completedSale('Stars On The Row');
    const orderRow = async () =>
      ((await call(t.app, buyer, 'GET', '/api/me/bookings')).json() as OrderLike[]).find(
        (o) => o.id === bookingId,
      )!;
    const buyerRow = async () =>
      ((await call(t.app, seller, 'GET', '/api/me/buyers')).json() as OrderLike[]).find(
        (o) => o.id === bookingId,
      )!;
    expect((await orderRow()).myStars).toBe(null);
    expect((await buyerRow()).myStars).toBe(null);

    await rate(buyer, bookingId, { stars: 3 });
    expect((await orderRow()).myStars).toBe(3);
    // The buyer's stars are the buyer's: the seller's row still asks the seller to rate.
    expect((await buyerRow()).myStars).toBe(null);
    await rate(seller, bookingId, { stars: 5 });
    expect((await buyerRow()).myStars).toBe(5);
    const thread = await call(
      t.app,
      seller,
      'GET',
      `/api/conversations/${(await orderRow()).conversationId}`,
    );
    expect(thread.json().deal.booking.myStars).toBe(5);
  });

  it('rating again within 7 days changes the review instead of adding one; after that it is locked', async () => {
    const bookingId = await completedSale();
    await rate(buyer, bookingId, { stars: 2 });
    const changed = await rate(buyer, bookingId, { stars: 4, comment: 'Sorted it out' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ stars: 4, comment: 'Sorted it out' });
    const rows = await t.db.select().from(review).where(eq(review.bookingId, bookingId));
    expect(rows.filter((r) => r.reviewerId === buyer.id)).toHaveLength(1);

    await t.db
      .update(review)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(review.bookingId, bookingId));
    const late = await rate(buyer, bookingId, { stars: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'REVIEW_LOCKED' });
    expect(
      (await call(t.app, buyer, 'GET', `/api/bookings/${bookingId}/review`)).json(),
    ).toMatchObject({
      stars: 4,
    });
  });

  it('nobody rates without a completed sale: an unpaid booking is refused, a stranger is told there is no such booking', async () => {
    const listed = await addBook(t.app, seller);
    const unpaid = await bookIt(t.app, buyer, listed.id);
    const early = await rate(buyer, unpaid, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('NOT_COMPLETED');

    const paid = await completedSale();
    expect((await rate(stranger, paid, { stars: 1 })).statusCode).toBe(404);
    expect((await rate(admin, paid, { stars: 1 })).statusCode).toBe(403);
    const rows = await t.db.select().from(review).where(eq(review.bookingId, paid));
    expect(rows).toEqual([]);
  });

  it('stars are whole numbers from 1 to 5 and a comment at most 500 characters, each refused with its reason', async () => {
    const bookingId = await completedSale();
    for (const [body, message] of [
      [{ stars: 0 }, 'Choose from 1 to 5 stars'],
      [{ stars: 6 }, 'Choose from 1 to 5 stars'],
      [{ stars: 3.5 }, 'Choose from 1 to 5 stars'],
      [{ stars: 3, comment: 'x'.repeat(501) }, 'A review can be at most 500 characters'],
    ] as const) {
      const refused = await rate(buyer, bookingId, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect(await t.db.select().from(review).where(eq(review.bookingId, bookingId))).toEqual([]);
  });

  it('an admin removes a review: it is no longer shown or counted', async () => {
    const before = (await profile()).rating.count;
    const bookingId = await completedSale();
    await rate(buyer, bookingId, { stars: 1, comment: 'Rude' });
    const shown = (await profile()).recentReviews.find(
      (r: { comment: string }) => r.comment === 'Rude',
    );
    expect(shown).toBeDefined();
    expect((await call(t.app, seller, 'DELETE', `/api/admin/reviews/${shown.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(t.app, admin, 'DELETE', `/api/admin/reviews/${shown.id}`)).statusCode).toBe(
      200,
    );
    const after = await profile();
    expect(after.rating.count).toBe(before);
    expect(after.recentReviews.some((r: { id: string }) => r.id === shown.id)).toBe(false);
  });

  it("every book of a seller shows the seller's rating, changed at once when a rating is given or removed", async () => {
    const listed = await addBook(t.app, seller, { name: 'Rated Seller Card' });
    const card = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/books?q=Rated Seller Card' })).json().items[0]
        .seller.rating;
    const page = async () =>
      (await call(t.app, buyer, 'GET', `/api/books/${listed.id}`)).json().seller.rating;
    const before = (await profile()).rating;
    expect(await card()).toEqual(before);
    // A buyer new to this seller: each buyer's rating counts once (decision 0011).
    const newcomer = await signUp(t.app, 'buyer', 'Nadia Newcomer');
    const bookingId = await completedSale('Rated By A Newcomer', newcomer);
    const given = await rate(newcomer, bookingId, { stars: 5 });
    expect(given.statusCode).toBe(201);
    const after = (await profile()).rating;
    expect(after.count).toBe(before.count + 1);
    expect(await card()).toEqual(after);
    expect(await page()).toEqual(after);
    const [newest] = (await profile()).recentReviews;
    const removed = await call(t.app, admin, 'DELETE', `/api/admin/reviews/${newest.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await card()).toEqual(before);
  });

  it('a seller page is for sellers: a buyer’s id or an unknown one is not found', async () => {
    expect((await call(t.app, stranger, 'GET', `/api/sellers/${buyer.id}`)).statusCode).toBe(404);
    expect((await call(t.app, stranger, 'GET', '/api/sellers/nobody')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` });
    expect(anonymous.statusCode).toBe(200);
  });
});
