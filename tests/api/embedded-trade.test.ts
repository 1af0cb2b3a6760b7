// The API's smoke pass on the embedded engine (`npm run test:pglite`; the rest of the suite runs on
// PostgreSQL in CI). One trade from start to end touches what PGlite must do as PostgreSQL does:
// accounts and sessions, a photo, a listing found by a misspelt search (pg_trgm) and by a Bangla
// one, a conversation, the meet-up, a card payment in one locking transaction, a review, the
// admin's lists and a refusal that writes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { payment } from '../../src/server/db/schema/orders';
import { addBook } from '../support/books';
import { call, handoverCodeOf, payWithCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAsAdmin, signUp, type TestUser } from '../support/users';

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

const inTwoDays = () => {
  const at = new Date(Date.now() + 48 * 3600_000 + 6 * 3600_000);
  return at.toISOString().replace('Z', '+06:00');
};

describe('a whole trade on the embedded engine', () => {
  it('a book is listed, found, talked over, booked, met for, paid by card and rated; the admin sees both people', async () => {
    const listed = await addBook(t.app, seller, { name: 'Concepts of Physics' });
    await addBook(t.app, seller, { name: 'হিমু সমগ্র' });

    const found = async (q: string) =>
      (
        (await call(t.app, buyer, 'GET', `/api/books?${new URLSearchParams({ q })}`)).json() as {
          items: { name: string }[];
        }
      ).items.map((item) => item.name);
    expect(await found('physcs')).toContain('Concepts of Physics');
    expect(await found('হিমু')).toEqual(['হিমু সমগ্র']);

    const opened = await call(t.app, buyer, 'POST', '/api/conversations', {
      bookId: listed.id,
      body: 'Is it still there?',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const unread = await call(t.app, seller, 'GET', '/api/conversations/unread');
    expect(unread.json()).toEqual({ unread: 1 });

    const booked = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: listed.id,
      phone: '01812345678',
      meetingLocation: 'TSC, Dhaka University',
      meetAt: inTwoDays(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().id as string;
    // A second booking of the same copy by the same buyer is refused and adds nothing.
    const again = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: listed.id,
      phone: '01812345678',
      meetingLocation: 'TSC, Dhaka University',
    });
    expect(again.statusCode).toBe(409);

    const accepted = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { record } = await payWithCard(t.app, buyer, bookingId);
    expect(record.statusCode, record.body).toBe(200);
    const [sold] = await t.db.select().from(book).where(eq(book.id, listed.id));
    expect(sold?.status).toBe('sold');
    expect(await t.db.$count(payment, eq(payment.bookingId, bookingId))).toBe(1);
    // They meet: the seller enters the buyer's code, which pays the held money out.
    const handedOver = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/handover`, {
      code: await handoverCodeOf(t.app, buyer, bookingId),
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);

    const rated = await call(t.app, buyer, 'PUT', `/api/bookings/${bookingId}/review`, {
      stars: 5,
      comment: 'On time, as described.',
    });
    expect(rated.statusCode, rated.body).toBe(201);

    const admin = await signInAsAdmin(t.app, t.db);
    for (const role of ['seller', 'buyer'] as const) {
      const listedUsers = await call(t.app, admin, 'GET', `/api/admin/users?role=${role}`);
      expect(listedUsers.statusCode, listedUsers.body).toBe(200);
      expect(JSON.stringify(listedUsers.json())).toContain(
        role === 'seller' ? seller.email : buyer.email,
      );
    }
  });
});
