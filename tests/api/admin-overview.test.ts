// The admins' overview counts what happened on Dhaka's calendar: people who joined, books listed,
// bookings made and sales completed per day or week; what became of the bookings; how soon
// sellers first answer; and the same by campus. Only admins may read it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { conversation } from '../../src/server/db/schema/messages';
import { booking } from '../../src/server/db/schema/orders';
import { readOverview } from '../../src/server/modules/overview/service';
import { lapseStaleBookings } from '../../src/server/modules/trade/meetups';
import type { Overview, OverviewFigures } from '../../src/shared/schemas/overview';
import { addBook } from '../support/books';
import { bookIt, call, sellByCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAsAdmin, signUp, type TestUser } from '../support/users';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t.app, t.db);
  seller = await signUp(t.app, 'seller', 'Overview Seller', { campusId: 'du' });
  buyer = await signUp(t.app, 'buyer', 'Overview Buyer');
});
afterAll(() => t.close());

async function overview(range = '30d'): Promise<Overview> {
  const answer = await call(t.app, admin, 'GET', `/api/admin/overview?range=${range}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
const today = (read: Overview) => read.buckets.at(-1)!;
const act = (who: TestUser, bookingId: string, step: string) =>
  call(t.app, who, 'POST', `/api/bookings/${bookingId}/${step}`);
/** A booking of a new book of the seller's, its meet-up tomorrow accepted by the seller. */
async function acceptedBooking(name: string) {
  const listed = await addBook(t.app, seller, { name });
  const booked = await call(t.app, buyer, 'POST', '/api/bookings', {
    bookId: listed.id,
    phone: '01812345678',
    meetingLocation: 'TSC',
    meetAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().id as string;
  expect((await act(seller, id, 'accept')).statusCode).toBe(200);
  return id;
}
/** The figures of `after` less those of `before`. */
const grown = (after: OverviewFigures, before: OverviewFigures | undefined) =>
  Object.fromEntries(
    Object.entries(after).map(([name, value]) => [
      name,
      typeof value === 'number'
        ? value - ((before?.[name as keyof OverviewFigures] as number) ?? 0)
        : value,
    ]),
  );

describe('the admin overview', () => {
  it('a sale completed today shows in today’s sales, count and taka, in the totals and under the seller’s campus', async () => {
    const before = await overview();
    const listed = await addBook(t.app, seller, { name: 'Counted Sale', price: 450 });
    await sellByCard(t.app, buyer, seller, await bookIt(t.app, buyer, listed.id));
    const after = await overview();

    expect(after.range).toBe('30d');
    expect(after.bucketDays).toBe(1);
    expect(after.buckets).toHaveLength(30);
    expect(today(after).start).toBe(after.to);
    expect(grown(today(after), today(before))).toMatchObject({
      booksListed: 1,
      bookings: 1,
      sales: 1,
      salesAmount: 45000,
    });
    expect(grown(after.totals, before.totals)).toMatchObject({ sales: 1, salesAmount: 45000 });
    // The seller listed at the University of Dhaka: the book, its booking and its sale are its.
    const du = after.campuses.find((row) => row.campusId === 'du');
    expect(du).toMatchObject({ booksListed: 1, bookings: 1, sales: 1, salesAmount: 45000 });
    // A completed sale went all the way down the funnel.
    expect(after.funnel.requested - before.funnel.requested).toBe(1);
    expect(after.funnel.accepted - before.funnel.accepted).toBe(1);
    expect(after.funnel.completed - before.funnel.completed).toBe(1);
    // The days add up to the totals.
    for (const name of ['newUsers', 'booksListed', 'bookings', 'sales', 'salesAmount'] as const)
      expect(after.buckets.reduce((sum, day) => sum + day[name], 0)).toBe(after.totals[name]);
  });

  it('people who join count on the day they joined, under the campus they chose', async () => {
    const before = await overview();
    await signUp(t.app, 'buyer', 'New Student', { campusId: 'buet' });
    const after = await overview();
    expect(today(after).newUsers - today(before).newUsers).toBe(1);
    const buet = (read: Overview) => read.campuses.find((row) => row.campusId === 'buet');
    expect((buet(after)?.newUsers ?? 0) - (buet(before)?.newUsers ?? 0)).toBe(1);
  });

  it('a booking that lapsed counts in the lapsed rate; a no-show in the no-show rate of those accepted', async () => {
    const before = await overview();
    const lapsing = await acceptedBooking('Lapses');
    await t.db
      .update(booking)
      .set({ acceptedAt: sql`now() - interval '1000 hours'` })
      .where(eq(booking.id, lapsing));
    expect(await lapseStaleBookings(t.db, 999)).toBe(1);

    const missed = await acceptedBooking('Missed');
    await t.db
      .update(booking)
      .set({ meetAt: sql`now() - interval '1 hour'` })
      .where(eq(booking.id, missed));
    expect((await act(seller, missed, 'no-show')).statusCode).toBe(200);

    const after = await overview();
    const { funnel } = after;
    expect(funnel.requested - before.funnel.requested).toBe(2);
    expect(funnel.accepted - before.funnel.accepted).toBe(2);
    expect(funnel.completed - before.funnel.completed).toBe(0);
    expect(funnel.lapsed - before.funnel.lapsed).toBe(1);
    expect(funnel.noShow - before.funnel.noShow).toBe(1);
    expect(funnel.lapsedRate).toBeCloseTo(funnel.lapsed / funnel.requested, 4);
    expect(funnel.noShowRate).toBeCloseTo(funnel.noShow / funnel.accepted, 4);
    expect(funnel.completedRate).toBeCloseTo(funnel.completed / funnel.requested, 4);
  });

  it('the median first reply is the middle wait of the conversations the seller answered', async () => {
    const before = await overview();
    const waits = [10, 30, 90];
    for (const [i, minutes] of waits.entries()) {
      const listed = await addBook(t.app, seller, { name: `Asked About ${i}` });
      const opened = await call(t.app, buyer, 'POST', '/api/conversations', { bookId: listed.id });
      const id = opened.json().id as string;
      await call(t.app, buyer, 'POST', `/api/conversations/${id}/messages`, {
        body: 'Still there?',
      });
      // Opened `minutes` ago: the seller's answer now waited that long.
      await t.db
        .update(conversation)
        .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(conversation.id, id));
      await call(t.app, seller, 'POST', `/api/conversations/${id}/messages`, { body: 'Yes.' });
      // A second answer is no first reply.
      await call(t.app, seller, 'POST', `/api/conversations/${id}/messages`, { body: 'At TSC?' });
    }
    // Asked and never answered: counted as opened, not in the median.
    const unanswered = await addBook(t.app, seller, { name: 'Never Answered' });
    await call(t.app, buyer, 'POST', '/api/conversations', { bookId: unanswered.id });

    const after = await overview();
    expect(after.replies.conversations - before.replies.conversations).toBe(4);
    expect(after.replies.replied - before.replies.replied).toBe(3);
    expect(before.replies.replied).toBe(0);
    expect(after.replies.medianMinutes).toBeGreaterThanOrEqual(30);
    expect(after.replies.medianMinutes).toBeLessThan(31);
  });

  it('days follow Dhaka’s calendar, and twelve weeks reach back where thirty days do not', async () => {
    // A fixed day long past, so what is written here shows in no other test's span.
    const now = new Date('2025-03-10T12:00:00+06:00');
    const listed = async (at: string) => {
      const added = await addBook(t.app, seller, { name: `Listed ${at}` });
      await t.db
        .update(book)
        .set({ createdAt: new Date(at) })
        .where(eq(book.id, added.id));
    };
    // Ten minutes either side of Dhaka's midnight: 17:50 and 18:10 the day before in UTC.
    await listed('2025-03-09T23:50:00+06:00');
    await listed('2025-03-10T00:10:00+06:00');
    await listed('2025-01-29T12:00:00+06:00'); // 40 days back
    await listed('2024-11-30T12:00:00+06:00'); // 100 days back

    const days = await readOverview(t.db, '30d', now);
    expect(days.from).toBe('2025-02-09');
    expect(days.to).toBe('2025-03-10');
    expect(days.buckets.slice(-2).map((day) => [day.start, day.booksListed])).toEqual([
      ['2025-03-09', 1],
      ['2025-03-10', 1],
    ]);
    expect(days.totals.booksListed).toBe(2);

    const weeks = await readOverview(t.db, '12w', now);
    expect(weeks.bucketDays).toBe(7);
    expect(weeks.buckets).toHaveLength(12);
    // The last week is the seven days ending today.
    expect(weeks.buckets.at(-1)).toMatchObject({ start: '2025-03-04', booksListed: 2 });
    expect(weeks.from).toBe('2024-12-17');
    expect(weeks.totals.booksListed).toBe(3);
    expect(weeks.campuses).toMatchObject([{ campusId: 'du', booksListed: 3 }]);
  });

  it('a campus merged into another takes its books’ bookings and sales along', async () => {
    const student = await signUp(t.app, 'seller', 'Rajshahi Seller', { campusId: 'ru' });
    const listed = await addBook(t.app, student, { name: 'Moved Along', price: 300 });
    await sellByCard(t.app, buyer, student, await bookIt(t.app, buyer, listed.id));
    const campusOf = (read: Overview, id: string) =>
      read.campuses.find((row) => row.campusId === id);
    const before = await overview();
    expect(campusOf(before, 'ru')).toMatchObject({ bookings: 1, sales: 1, salesAmount: 30000 });

    const merged = await call(t.app, admin, 'POST', '/api/admin/campuses/ru/merge', { into: 'ju' });
    expect(merged.statusCode, merged.body).toBe(200);
    const after = await overview();
    expect(campusOf(after, 'ru')).toBeUndefined();
    expect(grown(campusOf(after, 'ju')!, campusOf(before, 'ju'))).toMatchObject({
      newUsers: 1,
      booksListed: 1,
      bookings: 1,
      sales: 1,
      salesAmount: 30000,
    });
  });

  it('only an admin reads it: a seller or buyer is refused (403), someone signed out asked to sign in (401)', async () => {
    const url = '/api/admin/overview?range=12w';
    expect((await call(t.app, seller, 'GET', url)).statusCode).toBe(403);
    expect((await call(t.app, buyer, 'GET', url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call(t.app, admin, 'GET', '/api/admin/overview?range=1y')).statusCode).toBe(400);
    expect((await overview('12w')).buckets).toHaveLength(12);
  });
});
