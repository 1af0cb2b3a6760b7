// Reads are kept in each server's memory until the database says they changed. These hold that
// nobody sees an answer the database has moved past: on the server that made the change, on
// another server on the same database, and after changes made straight in SQL.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATALOG } from '../../src/server/cache/changes';
import { addBook } from '../support/books';
import { agreeMeetup, bookIt, call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signIn, signUp, cookieFrom, PASSWORD, type TestUser } from '../support/users';

let t: TestApp;
let other: FastifyInstance;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherServer();
  seller = await signUp(t.app, 'seller');
  buyer = await signUp(t.app, 'buyer');
});
afterAll(() => t.close());

const get = (app: FastifyInstance, url: string, user: TestUser | null = buyer) =>
  app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const countIn = async (app: FastifyInstance, categoryId: string) =>
  ((await get(app, '/api/categories')).json() as { id: string; availableBooks: number }[]).find(
    (c) => c.id === categoryId,
  )!.availableBooks;
const idsIn = async (app: FastifyInstance, url: string) =>
  ((await get(app, url)).json() as { items: { id: string }[] }).items.map((b) => b.id);

describe('what one server changes, every server shows', () => {
  it('a book deleted through one server leaves the other server’s lists, page and counts', async () => {
    const kept = await addBook(t.app, seller, { name: 'Kept', categoryId: 'admission-test' });
    const gone = await addBook(t.app, seller, { name: 'Gone', categoryId: 'admission-test' });
    // Read everywhere first, so both servers hold the answers.
    for (const app of [t.app, other]) {
      expect(await idsIn(app, '/api/categories/admission-test/books')).toEqual([gone.id, kept.id]);
      expect(await idsIn(app, '/api/books?q=Gone')).toEqual([gone.id]);
      expect(await countIn(app, 'admission-test')).toBe(2);
      expect((await get(app, `/api/books/${gone.id}`)).statusCode).toBe(200);
    }
    const deleted = await other.inject({
      method: 'DELETE',
      url: `/api/books/${gone.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    for (const app of [other, t.app]) {
      expect(await idsIn(app, '/api/categories/admission-test/books')).toEqual([kept.id]);
      expect(await idsIn(app, '/api/books?q=Gone')).toEqual([]);
      expect(await countIn(app, 'admission-test')).toBe(1);
      // Taken down: its address says it is gone, on both servers.
      expect((await get(app, `/api/books/${gone.id}`)).statusCode).toBe(410);
    }
  });

  it('a price changed straight in the database shows on the book page and in the list', async () => {
    const created = await addBook(t.app, seller, { name: 'Repriced', price: 300 });
    expect((await get(t.app, `/api/books/${created.id}`)).json().price).toBe(30000);
    await t.db.execute(sql`update book set price = 25000 where id = ${created.id}`);
    expect((await get(t.app, `/api/books/${created.id}`)).json().price).toBe(25000);
    expect((await get(other, `/api/books/${created.id}`)).json().price).toBe(25000);
  });

  it('a seller’s new name shows on their books at once', async () => {
    const created = await addBook(t.app, seller, { name: 'Renamed seller' });
    expect((await get(t.app, `/api/books/${created.id}`)).json().seller.name).toBe(seller.name);
    await t.db.execute(sql`update "user" set name = 'Nadia Rahman' where id = ${seller.id}`);
    expect((await get(t.app, `/api/books/${created.id}`)).json().seller.name).toBe('Nadia Rahman');
  });
});

describe('what one person does, every server knows of them', () => {
  it('a session signed out through one server is refused by the other', async () => {
    const signedIn = await signIn(t.app, buyer.email, PASSWORD);
    const cookie = cookieFrom(signedIn.headers);
    const me = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await me(t.app)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    const out = await other.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(t.app)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('a role an admin changes in the database takes effect on the next request', async () => {
    const user = await signUp(t.app, 'buyer');
    const wishlist = () =>
      t.app.inject({ method: 'GET', url: '/api/me/wishlist', headers: { cookie: user.cookie } });
    expect((await wishlist()).statusCode).toBe(200);
    await t.db.execute(sql`update "user" set role = 'seller' where id = ${user.id}`);
    expect((await wishlist()).statusCode).toBe(403);
  });

  it('a book saved to the wishlist on one server shows as saved on the other', async () => {
    const created = await addBook(t.app, seller, { name: 'Saved elsewhere' });
    const saved = () => get(t.app, `/api/books/${created.id}`).then((r) => r.json().inMyWishlist);
    expect(await saved()).toBe(false);
    const put = await other.inject({
      method: 'PUT',
      url: `/api/me/wishlist/${created.id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(put.statusCode).toBe(200);
    expect(await saved()).toBe(true);
    // Another buyer's view of the same book, and of the page it is on, is not theirs.
    const stranger = await signUp(t.app, 'buyer');
    expect((await get(t.app, `/api/books/${created.id}`, stranger)).json().inMyWishlist).toBe(
      false,
    );
    const savedOnPage = async (user: TestUser) =>
      (
        (await get(t.app, '/api/categories/university-academic/books', user)).json() as {
          items: { id: string; inMyWishlist: boolean }[];
        }
      ).items.find((b) => b.id === created.id)!.inMyWishlist;
    expect(await savedOnPage(stranger)).toBe(false);
    expect(await savedOnPage(buyer)).toBe(true);
    expect(await savedOnPage(stranger)).toBe(false);
  });
});

describe('a person’s deals, kept per person, show every change on every server', () => {
  type Order = { id: string; status: string; meetAt: string | null; sellerPhone: string | null };
  type Thread = {
    messages: { body: string }[];
    deal: { order?: { status: string }; booking?: { status: string } } | null;
    blocked: string | null;
  };
  const ordersOf = async (app: FastifyInstance, user: TestUser) =>
    (await call(app, user, 'GET', '/api/me/bookings')).json() as Order[];
  const buyersOf = async (app: FastifyInstance, user: TestUser) =>
    (await call(app, user, 'GET', '/api/me/buyers')).json() as Order[];
  const threadOf = async (app: FastifyInstance, user: TestUser, id: string) =>
    (await call(app, user, 'GET', `/api/conversations/${id}`)).json() as Thread;
  /** A booking of a new book, with both sides' lists and thread read (and so kept) on both servers. */
  async function dealRead() {
    const sellerHere = await signUp(t.app, 'seller');
    const buyerHere = await signUp(t.app, 'buyer');
    const created = await addBook(t.app, sellerHere, { name: 'Kept deal' });
    const bookingId = await bookIt(t.app, buyerHere, created.id);
    const [order] = await ordersOf(t.app, buyerHere);
    const conversationId = (order as Order & { conversationId: string }).conversationId;
    for (const app of [t.app, other]) {
      await ordersOf(app, buyerHere);
      await buyersOf(app, sellerHere);
      await threadOf(app, buyerHere, conversationId);
      await threadOf(app, sellerHere, conversationId);
    }
    return { seller: sellerHere, buyer: buyerHere, bookingId, conversationId };
  }

  it('a meet-up agreed through one server shows in both sides’ lists and thread on the other', async () => {
    const deal = await dealRead();
    await agreeMeetup(other, deal.buyer, deal.seller, deal.bookingId);
    for (const app of [t.app, other]) {
      const [order] = await ordersOf(app, deal.buyer);
      expect(order!.status).toBe('accepted');
      expect(order!.meetAt).not.toBeNull();
      expect((await buyersOf(app, deal.seller))[0]!.status).toBe('accepted');
      const asBuyer = await threadOf(app, deal.buyer, deal.conversationId);
      expect(asBuyer.deal!.order!.status).toBe('accepted');
      expect((await threadOf(app, deal.seller, deal.conversationId)).deal!.booking!.status).toBe(
        'accepted',
      );
    }
  });

  it('a message written through one server is in the thread its reader opens on the other', async () => {
    const deal = await dealRead();
    const sent = await call(
      other,
      deal.seller,
      'POST',
      `/api/conversations/${deal.conversationId}/messages`,
      {
        body: 'Tomorrow at the library?',
      },
    );
    expect(sent.statusCode).toBe(201);
    const thread = await threadOf(t.app, deal.buyer, deal.conversationId);
    expect(thread.messages.at(-1)!.body).toBe('Tomorrow at the library?');
  });

  it('a block, a phone kept private and a cancelled booking made straight in SQL show at once', async () => {
    const deal = await dealRead();
    await agreeMeetup(t.app, deal.buyer, deal.seller, deal.bookingId);
    expect((await ordersOf(other, deal.buyer))[0]!.sellerPhone).not.toBeNull();
    await t.db.execute(sql`update "user" set phone_private = true where id = ${deal.seller.id}`);
    await t.db.execute(
      sql`insert into user_block (blocker_id, blocked_id) values (${deal.seller.id}, ${deal.buyer.id})`,
    );
    await Promise.all([t.app.cache.sync(), other.cache.sync()]);
    expect((await ordersOf(other, deal.buyer))[0]!.sellerPhone).toBeNull();
    expect((await threadOf(other, deal.buyer, deal.conversationId)).blocked).toBe('byThem');
    await t.db.execute(sql`update booking set status = 'cancelled' where id = ${deal.bookingId}`);
    await Promise.all([t.app.cache.sync(), other.cache.sync()]);
    for (const app of [t.app, other]) {
      expect((await ordersOf(app, deal.buyer))[0]!.status).toBe('cancelled');
      expect((await buyersOf(app, deal.seller))[0]!.status).toBe('cancelled');
    }
  });

  it('a thread read once is unread no more, and its kept copy is not unread again', async () => {
    const deal = await dealRead();
    await call(t.app, deal.seller, 'POST', `/api/conversations/${deal.conversationId}/messages`, {
      body: 'Still interested?',
    });
    const unread = async () =>
      (await call(t.app, deal.buyer, 'GET', `/api/conversations/${deal.conversationId}`)).json()
        .unread as number;
    expect(await unread()).toBe(1);
    expect(await unread()).toBe(0);
    expect((await call(other, deal.buyer, 'GET', '/api/conversations/unread')).json().unread).toBe(
      0,
    );
  });
});

describe('the cache never answers from before a change it may have missed', () => {
  it('a read that began before a change was heard is answered but not kept', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const load = async () => {
      loads++;
      await slow;
      return 'before';
    };
    const inCatalog = () => ({ topic: CATALOG });
    const first = t.app.cache.remember('race-test', load, inCatalog);
    await t.db.execute(sql`select pg_notify('boipoka_changes', ${CATALOG})`);
    await t.app.cache.sync();
    release();
    expect(await first).toBe('before');
    expect(await t.app.cache.remember('race-test', async () => 'after', inCatalog)).toBe('after');
    expect(loads).toBe(1);
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'while the change feed is lost nothing is served from memory, and caching resumes when it is back',
    async () => {
      const created = await addBook(t.app, seller, { name: 'Feed lost', price: 100 });
      const price = async () => (await get(t.app, `/api/books/${created.id}`)).json().price;
      expect(await price()).toBe(10000);
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      // Changed with no notice the servers could hear: only a fresh read can know.
      await t.db.execute(sql`update book set price = 9000 where id = ${created.id}`);
      // The feed comes back a second after it was lost (RELISTEN_AFTER_MS), later on a busy machine.
      const meanwhile = { timeout: 15_000 };
      await expect.poll(price, meanwhile).toBe(9000);
      await expect
        .poll(async () => {
          const rows = await t.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and query like 'LISTEN%'`,
          );
          return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
        }, meanwhile)
        .toBe(2);
      await t.db.execute(sql`update book set price = 8000 where id = ${created.id}`);
      expect(await price()).toBe(8000);
    },
  );
});
