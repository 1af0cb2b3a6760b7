// A shared book link opens the book for anyone (issue: open doors): a visitor reads every field but
// the seller's own (phone, lowest offer); a book sold to someone else, or taken down, is gone (410)
// and says which book it was, so its page can offer others like it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../support/books';
import { bookIt, call, sellByCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer, otherBuyer] = await Promise.all([
    signUp(t.app, 'seller', 'Shapla Seller'),
    signUp(t.app, 'buyer', 'Bithi Buyer'),
    signUp(t.app, 'buyer', 'Opu Other'),
  ]);
});
afterAll(() => t.close());

const visit = (bookId: string) =>
  t.app.inject({ method: 'GET', url: `/api/books/${bookId}`, remoteAddress: nextAddress() });

describe('a shared book link', () => {
  it('opens the book for a visitor, without the seller’s phone or lowest offer', async () => {
    const listed = await addBook(t.app, seller, { name: 'Padma Nadir Majhi', offerFloor: 300 });
    const response = await visit(listed.id);
    expect(response.statusCode, response.body).toBe(200);
    const book = response.json();
    expect(book).toMatchObject({ id: listed.id, name: 'Padma Nadir Majhi', status: 'available' });
    expect(book.seller.name).toBe('Shapla Seller');
    expect(book.sellerPhone).toBeNull();
    expect(book.offerFloor).toBeNull();
    expect(book.inWishlist).not.toBe(true);
    expect(JSON.stringify(book)).not.toContain('01712345678');
    expect(JSON.stringify(book)).not.toContain(seller.email);
  });

  it('answers 410 with the book’s name once its seller takes it down', async () => {
    const listed = await addBook(t.app, seller, { name: 'Taken Down Title' });
    const removed = await call(t.app, seller, 'DELETE', `/api/books/${listed.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    for (const response of [
      await visit(listed.id),
      await call(t.app, buyer, 'GET', `/api/books/${listed.id}`),
    ]) {
      expect(response.statusCode, response.body).toBe(410);
      expect(response.json().error).toMatchObject({
        code: 'BOOK_GONE',
        params: { name: 'Taken Down Title' },
      });
    }
  });

  it('is gone (410) once sold, but for its seller and its buyer, whose record it is', async () => {
    const listed = await addBook(t.app, seller, { name: 'Sold On Campus' });
    const bookingId = await bookIt(t.app, buyer, listed.id);
    await sellByCard(t.app, buyer, seller, bookingId);
    for (const response of [
      await visit(listed.id),
      await call(t.app, otherBuyer, 'GET', `/api/books/${listed.id}`),
    ]) {
      expect(response.statusCode, response.body).toBe(410);
      expect(response.json().error.code).toBe('BOOK_GONE');
    }
    for (const party of [seller, buyer]) {
      const response = await call(t.app, party, 'GET', `/api/books/${listed.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe('sold');
    }
  });

  it('still answers 404 for a book that never was', async () => {
    const response = await visit('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('BOOK_NOT_FOUND');
  });
});
