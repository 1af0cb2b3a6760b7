// A seller's page is their shop: anyone may page through the books they have for sale, newest
// first, and learn nothing there that the seller keeps to themselves (phone, e-mail).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import type { BookPage } from '../../src/shared/schemas/books';
import { addBook } from '../support/books';
import { bookIt, call, sellByCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
/** The seller's books for sale, newest first. */
const forSale: string[] = [];
let sold: string;
let withdrawn: string;
let someoneElses: string;

const visit = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
const shopOf = (id: string, query = '') => visit(`/api/sellers/${id}/books${query}`);

/** Every page of a shop, `limit` books at a time, as 'Load more' walks it. */
async function walk(id: string, limit: number) {
  const pages: BookPage[] = [];
  let cursor: string | null = null;
  do {
    const query = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await shopOf(id, query);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as BookPage;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

beforeAll(async () => {
  t = await createTestApp();
  [seller, otherSeller, buyer] = await Promise.all([
    signUp(t.app, 'seller', 'Shopna Seller'),
    signUp(t.app, 'seller', 'Onno Seller'),
    signUp(t.app, 'buyer', 'Bokul Buyer'),
  ]);
  // One at a time, so each is listed after the one before.
  for (const name of ['Gitanjali', 'Pather Panchali', 'Devdas', 'Sesher Kobita', 'Chokher Bali'])
    forSale.unshift((await addBook(t.app, seller, { name })).id);
  sold = (await addBook(t.app, seller, { name: 'Sold Already' })).id;
  await sellByCard(t.app, buyer, seller, await bookIt(t.app, buyer, sold));
  withdrawn = (await addBook(t.app, seller, { name: 'Taken Down' })).id;
  expect((await call(t.app, seller, 'DELETE', `/api/books/${withdrawn}`)).statusCode).toBe(200);
  someoneElses = (await addBook(t.app, otherSeller, { name: 'Not Shopna’s' })).id;
});
afterAll(() => t.close());

describe("a seller's shop", () => {
  it('lists only that seller’s books for sale, newest first, for a visitor too', async () => {
    const response = await shopOf(seller.id);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as BookPage;
    expect(page.items.map((item) => item.id)).toEqual(forSale);
    expect(page.total).toEqual({ count: 5, exact: true });
    expect(page.nextCursor).toBeNull();
    const ids = page.items.map((item) => item.id);
    for (const gone of [sold, withdrawn, someoneElses]) expect(ids).not.toContain(gone);
    expect(page.items.every((item) => item.seller.id === seller.id)).toBe(true);
  });

  it('pages through every book once with its cursor, the first page saying how many', async () => {
    const pages = await walk(seller.id, 2);
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(forSale);
    expect(pages[0]!.total).toEqual({ count: 5, exact: true });
    expect(pages.slice(1).every((page) => page.total === undefined)).toBe(true);
  });

  it('loses no book listed within the same millisecond as the last one of a page', async () => {
    const shop = await signUp(t.app, 'seller', 'Quick Lister');
    const first = await addBook(t.app, shop, { name: 'Listed First' });
    const second = await addBook(t.app, shop, { name: 'Listed Second' });
    // The database keeps microseconds: 0.4 ms apart, one millisecond to a browser's clock.
    await t.db
      .update(book)
      .set({ createdAt: sql`'2026-02-01T10:00:00.123400Z'::timestamptz` })
      .where(eq(book.id, first.id));
    await t.db
      .update(book)
      .set({ createdAt: sql`'2026-02-01T10:00:00.123800Z'::timestamptz` })
      .where(eq(book.id, second.id));
    const pages = await walk(shop.id, 1);
    expect(pages.flatMap((page) => page.items.map((item) => item.name))).toEqual([
      'Listed Second',
      'Listed First',
    ]);
  });

  it('drops a book from the shop once it is sold or taken down', async () => {
    const shop = await signUp(t.app, 'seller', 'Closing Shop');
    const listed = await addBook(t.app, shop, { name: 'Soon Gone' });
    const before = (await shopOf(shop.id)).json() as BookPage;
    expect(before.items.map((item) => item.id)).toEqual([listed.id]);
    expect((await call(t.app, shop, 'DELETE', `/api/books/${listed.id}`)).statusCode).toBe(200);
    const after = (await shopOf(shop.id)).json() as BookPage;
    expect(after.items).toEqual([]);
    expect(after.total).toEqual({ count: 0, exact: true });
  });

  it('shows a visitor no phone number or e-mail address of the seller', async () => {
    const body = (await shopOf(seller.id)).body;
    expect(body).not.toContain('01712345678');
    expect(body).not.toContain(seller.email);
    const page = JSON.parse(body) as BookPage;
    expect(page.items.every((item) => item.sellerPhone === null && item.offerFloor === null)).toBe(
      true,
    );
  });

  it('marks the books a signed-in buyer saved, and only for them', async () => {
    const saved = await call(t.app, buyer, 'PUT', `/api/me/wishlist/${forSale[0]}`);
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const theirs = (await call(t.app, buyer, 'GET', `/api/sellers/${seller.id}/books`)).json();
    expect(theirs.items.find((item: { id: string }) => item.id === forSale[0]).inMyWishlist).toBe(
      true,
    );
    const visitors = (await shopOf(seller.id)).json() as BookPage;
    expect(visitors.items.some((item) => item.inMyWishlist)).toBe(false);
  });

  it('answers 404 for someone who is not a seller, or nobody', async () => {
    for (const id of [buyer.id, 'nobody', '00000000-0000-4000-8000-000000000000']) {
      const response = await shopOf(id);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe('SELLER_NOT_FOUND');
    }
  });

  it('refuses a cursor it did not make with 400', async () => {
    const forged = Buffer.from(JSON.stringify({ value: 'yesterday', id: 'x' })).toString(
      'base64url',
    );
    for (const cursor of ['not-a-cursor', forged]) {
      const response = await shopOf(seller.id, `?cursor=${cursor}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('BAD_CURSOR');
    }
    expect((await shopOf(seller.id, '?limit=500')).statusCode).toBe(400);
  });
});
