// Every number and code field takes Bangla digits as a Bangla keyboard types them (BANGLA.md): the
// server reads ০–৯ as 0–9 and keeps, compares and answers Latin digits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { banglaDigits } from '../../src/shared/digits';
import type { Order } from '../../src/shared/schemas/bookings';
import { addBook } from '../support/books';
import { agreeMeetup, bookIt, call, handoverCodeOf, payWithCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer] = await Promise.all([
    signUp(t.app, 'seller', 'Shirin Seller'),
    signUp(t.app, 'buyer', 'Bappy Buyer'),
  ]);
});
afterAll(() => t.close());

const orderOf = async (bookingId: string) => {
  const orders = (await call(t.app, buyer, 'GET', '/api/me/bookings')).json() as Order[];
  return orders.find((order) => order.id === bookingId)!;
};

describe('Bangla digits in every number and code field', () => {
  it('a book listed with its prices, year, ISBN, phone and course in Bangla digits is kept in Latin ones', async () => {
    const listed = await addBook(t.app, seller, {
      name: 'Effective Java',
      price: '৪২০',
      originalPrice: '১২০০.৫০',
      offerFloor: '৩০০',
      purchaseYear: '২০২৩',
      isbn: '৯৭৮০১৩৪৬৮৫৯৯১',
      sellerPhone: '০১৭১২৩৪৫৬৭৮',
      courseCodes: 'CSE ১০১',
    });
    const [row] = await t.db.select().from(book).where(eq(book.id, listed.id));
    expect(row).toMatchObject({
      price: 42_000,
      originalPrice: 120_050,
      offerFloor: 30_000,
      purchaseYear: 2023,
      isbn: '9780134685991',
      sellerPhone: '01712345678',
      courseCodes: ['CSE 101'],
    });

    // An edit takes them too, and a search finds the book by its ISBN and price in Bangla digits.
    const edited = await call(t.app, seller, 'PATCH', `/api/books/${listed.id}`, { price: '৪৫০' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().price).toBe(45_000);
    const found = await call(
      t.app,
      buyer,
      'GET',
      `/api/books?isbn=${encodeURIComponent('৯৭৮-০-১৩৪-৬৮৫৯৯-১')}&minPrice=${encodeURIComponent('৪০০')}&maxPrice=${encodeURIComponent('৫০০')}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([listed.id]);
  });

  it('a Bangla ISBN that fails its check digit is refused as any wrong ISBN is', async () => {
    const refused = await call(t.app, seller, 'POST', '/api/books', {
      name: 'Wrong Digit',
      price: '৪২০',
      originalPrice: '৫০০',
      location: 'Curzon Hall',
      sellerPhone: '01712345678',
      categoryId: 'university-academic',
      purchaseYear: '২০২০',
      description: 'The last digit is wrong.',
      isbn: '৯৭৮০১৩৪৬৮৫৯৯২',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toContain('isbn');
  });

  it('an offer and a counter-offer in Bangla digits are prices in taka', async () => {
    const listed = await addBook(t.app, seller, { name: 'Offered In Bangla', price: 450 });
    const made = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: listed.id,
      phone: '০১৮১২৩৪৫৬৭৮',
      meetingLocation: 'TSC, Dhaka University',
      offer: '৩৮০',
    });
    expect(made.statusCode, made.body).toBe(201);
    const bookingId = made.json().id as string;
    expect((await orderOf(bookingId)).offer).toMatchObject({ price: 38_000, by: 'buyer' });

    const countered = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/counter`, {
      price: '৪২০.৫০',
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect((await orderOf(bookingId)).offer).toMatchObject({ price: 42_050, by: 'seller' });
  });

  it('a card payment with its number, expiry and CVC in Bangla digits goes through', async () => {
    const listed = await addBook(t.app, seller, { name: 'Paid In Bangla' });
    const bookingId = await bookIt(t.app, buyer, listed.id);
    const { charged, record } = await payWithCard(t.app, buyer, bookingId, {
      cardNumber: '৪২৪২ ৪২৪২ ৪২৪২ ৪২৪২',
      expiry: '১২/৩৪',
      cvc: '১২৩',
    });
    expect(charged).toEqual({ status: 'succeeded', error: null });
    expect(record.statusCode, record.body).toBe(200);
    expect((await orderOf(bookingId)).money).toBe('held');
  });

  it('the handover code entered in Bangla digits completes the sale', async () => {
    const listed = await addBook(t.app, seller, { name: 'Handed Over In Bangla' });
    const bookingId = await bookIt(t.app, buyer, listed.id);
    await agreeMeetup(t.app, buyer, seller, bookingId);
    const chosen = await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/pay-in-person`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    // The buyer's code is shown in Latin digits; the seller types it on a Bangla keyboard.
    const code = await handoverCodeOf(t.app, buyer, bookingId);
    expect(code).toMatch(/^\d{6}$/);

    const handedOver = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/handover`, {
      code: banglaDigits(code!),
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    expect(await orderOf(bookingId)).toMatchObject({ status: 'paid', money: 'succeeded' });
  });
});
