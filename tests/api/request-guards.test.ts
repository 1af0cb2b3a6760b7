import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { contactMessage } from '../../src/server/db/schema/site';
import { addBook, bookInput } from '../support/books';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, uploadPhoto, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller');
  buyer = await signUp(t.app, 'buyer');
});
afterAll(() => t.close());

const advertised = async (id: string) =>
  (await t.db.select({ advertised: book.advertised }).from(book).where(eq(book.id, id)))[0]!
    .advertised;

describe("a request made with a visitor's cookie from another site changes nothing", () => {
  const FOREIGN = [
    ['another site', { origin: 'http://evil.test' }],
    ['a sibling subdomain', { origin: 'http://evil.localhost:3000' }],
    ['no Origin at all', { origin: undefined }],
    ['a null Origin', { origin: 'null' }],
    ['a foreign Referer and no Origin', { origin: undefined, referer: 'http://evil.test/page' }],
    ['Fetch Metadata saying same-site', { 'sec-fetch-site': 'same-site' }],
    ['Fetch Metadata saying cross-site', { 'sec-fetch-site': 'cross-site' }],
  ] as const;

  it.each(FOREIGN)('advertise from %s is refused with 403', async (_, headers) => {
    const { id } = await addBook(t.app, seller);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/books/${id}/advertise`,
      headers: { cookie: seller.cookie, ...headers },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE');
    expect(await advertised(id)).toBe(false);
  });

  it.each([
    ['a text/plain form', 'text/plain', 'x'],
    ['a multipart form with no body', 'multipart/form-data; boundary=x', ''],
    ['a url-encoded form', 'application/x-www-form-urlencoded', 'a=b'],
  ])('advertise sent as %s from another site is refused', async (_, type, payload) => {
    const { id } = await addBook(t.app, seller);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/books/${id}/advertise`,
      headers: { cookie: seller.cookie, origin: 'http://evil.test', 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(await advertised(id)).toBe(false);
  });

  it('edit, wishlist and delete from another site are refused and change nothing', async () => {
    const { id } = await addBook(t.app, seller, { name: 'Untouched' });
    const evil = { origin: 'http://evil.test' };
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/books/${id}`,
      headers: { cookie: seller.cookie, ...evil },
      payload: { name: 'Defaced' },
    });
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/me/wishlist/${id}`,
      headers: { cookie: buyer.cookie, ...evil },
    });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/books/${id}`,
      headers: { cookie: seller.cookie, ...evil },
    });
    expect([edit.statusCode, save.statusCode, remove.statusCode]).toEqual([403, 403, 403]);
    const [row] = await t.db.select().from(book).where(eq(book.id, id));
    expect(row).toMatchObject({ name: 'Untouched', deletedAt: null });
  });

  it('the same request from our own pages works', async () => {
    const { id } = await addBook(t.app, seller);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/books/${id}/advertise`,
      headers: {
        cookie: seller.cookie,
        origin: t.config.publicUrl,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await advertised(id)).toBe(true);
  });

  it('a request without a cookie (a server, a webhook) needs no Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: undefined },
      payload: { firstName: 'A', lastName: 'B', email: 'a@b.test', message: 'Hello there' },
    });
    expect(response.statusCode).toBeLessThan(300);
  });
});

describe('a body comes only in a content type its route declares', () => {
  it('refuses a text/plain book with 415 and writes nothing', async () => {
    const image = await uploadPhoto(t.app, { cookie: seller.cookie, purpose: 'book' });
    const name = 'Sent as text/plain';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: { cookie: seller.cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify({ ...bookInput({ name }), image }),
    });
    expect(response.statusCode).toBe(415);
    expect(await t.db.select().from(book).where(eq(book.name, name))).toEqual([]);
  });

  it('refuses multipart on a JSON route and JSON on the upload route', async () => {
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(multipart.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/avatar',
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('a NUL byte or a lone surrogate is refused with 400, never a 500', () => {
  it.each([
    '/api/books?q=%00',
    '/api/books?q=abc%00def',
    '/api/books?category=%00',
    '/api/categories/%00/books',
    '/api/books/%00',
    '/api/books?q=a&q=%00',
  ])('GET %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toMatch(/^BAD_(TEXT|PATH)$/);
  });

  it.each([
    ['a book name', '/api/books', 'POST', () => ({ ...bookInput({ name: 'Bad\u0000Name' }) })],
    ['a book location', '/api/books', 'POST', () => ({ ...bookInput({ location: '\uD800' }) })],
    [
      'a booking place',
      '/api/bookings',
      'POST',
      () => ({
        bookId: '00000000-0000-4000-8000-000000000000',
        phone: '01712345678',
        meetingLocation: 'Library\u0000',
      }),
    ],
    [
      'a report reason',
      '/api/books/00000000-0000-4000-8000-000000000000/report',
      'POST',
      () => ({ reason: '\u0000' }),
    ],
    [
      'a payment intent id',
      '/api/bookings/00000000-0000-4000-8000-000000000000/payment',
      'POST',
      () => ({ paymentIntentId: 'pi_\u0000' }),
    ],
  ])('in %s', async (_, url, method, payload) => {
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { cookie: (url === '/api/books' ? seller : buyer).cookie },
      payload: payload(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_TEXT');
  });

  it('in a contact message, anonymously, and nothing is stored', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Nul\u0000',
        lastName: 'B',
        email: 'nul@b.test',
        message: 'Hello there',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(
      await t.db.select().from(contactMessage).where(eq(contactMessage.email, 'nul@b.test')),
    ).toEqual([]);
  });

  it('in a user id an admin acts on', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/admin/users/%00',
        payload: method === 'PATCH' ? { role: 'admin' } : undefined,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
