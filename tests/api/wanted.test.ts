// Saved searches ('Wanted'): a new book matching one brings its owner one notification and an
// e-mail, sent at once the first time and then at most hourly.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../src/server/db/schema/site';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller');
  buyer = await signUp(t.app, 'buyer');
  other = await signUp(t.app, 'buyer');
});
afterAll(() => t.close());

const save = (who: TestUser, body: object) =>
  call(t.app, who, 'POST', '/api/me/saved-searches', body);
const notifications = async (who: TestUser) =>
  (await call(t.app, who, 'GET', '/api/me/notifications')).json();
const mailsFor = async (savedSearchId: string) =>
  t.db.select().from(mailQueue).where(eq(mailQueue.aboutId, savedSearchId));

describe('saved searches and alerts', () => {
  it('a saved search is refused when it searches for nothing, and kept with its course written as CSE 101', async () => {
    const empty = await save(buyer, {});
    expect(empty.statusCode).toBe(400);
    const kept = await save(buyer, { course: 'cse101', maxPrice: 500 });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ course: 'CSE 101', maxPrice: 500 });
    expect(kept.json().link).toBe('/search?course=CSE+101&maxPrice=500');
    const listed = (await call(t.app, buyer, 'GET', '/api/me/saved-searches')).json();
    expect(listed.map((s: { id: string }) => s.id)).toContain(kept.json().id);
  });

  it('a new matching book notifies the search’s owner once and queues one e-mail; a book that does not match notifies nobody', async () => {
    const search = (await save(other, { q: 'Thermodynamics', maxPrice: 600 })).json();
    await addBook(t.app, seller, { name: 'Organic Chemistry Basics', price: 300 });
    await addBook(t.app, seller, { name: 'Thermodynamics, Cengel', price: 900 });
    expect(await notifications(other)).toEqual([]);
    const listed = await addBook(t.app, seller, { name: 'Engineering Thermodynamics', price: 450 });
    const seen = await notifications(other);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ book: { id: listed.id }, read: false });
    expect((await call(t.app, other, 'GET', '/api/me/notifications/unread')).json()).toEqual({
      unread: 1,
      wanted: 1,
    });
    const mails = await mailsFor(search.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('wanted-match');
    // Due at once: still waiting for its turn, or already taken by the queue's worker (which
    // puts a taken mail's next try five minutes on).
    const [mail] = mails;
    expect(mail!.attempts > 0 || mail!.sendAfter.getTime() <= Date.now() + 1000).toBe(true);

    // A second match adds a notification; of e-mails, at most one waits: the first, or (if the
    // server sent that already) the next, an hour after it.
    await addBook(t.app, seller, { name: 'Thermodynamics Workbook', price: 200 });
    expect(await notifications(other)).toHaveLength(2);
    const queued = await mailsFor(search.id);
    const waiting = queued.filter((m) => m.sentAt === null);
    expect(waiting.length).toBeLessThanOrEqual(1);
    const sent = queued.find((m) => m.sentAt !== null);
    if (sent && waiting[0])
      expect(waiting[0].sendAfter.getTime()).toBeGreaterThanOrEqual(
        sent.sentAt!.getTime() + 59 * 60_000,
      );
    expect(queued.length).toBeLessThanOrEqual(2);

    // Once that e-mail is sent, the next waits an hour from it.
    await t.db
      .update(mailQueue)
      .set({ sentAt: new Date() })
      .where(eq(mailQueue.aboutId, search.id));
    await addBook(t.app, seller, { name: 'Applied Thermodynamics', price: 250 });
    const later = (await mailsFor(search.id)).find((m) => m.sentAt === null)!;
    expect(later.sendAfter.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);

    await call(t.app, other, 'POST', '/api/me/notifications/read');
    expect((await notifications(other)).every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('a seller is not told of their own book, and someone else’s saved search cannot be removed', async () => {
    const own = (await save(seller, { q: 'Own Listing Alert' })).json();
    await addBook(t.app, seller, { name: 'Own Listing Alert' });
    expect(await notifications(seller)).toEqual([]);
    expect(
      (await call(t.app, buyer, 'DELETE', `/api/me/saved-searches/${own.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, seller, 'DELETE', `/api/me/saved-searches/${own.id}`)).statusCode,
    ).toBe(204);
  });
});
