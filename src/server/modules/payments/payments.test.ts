import { and, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addBook } from '../../../../tests/support/books';
import { bookIt, call, CARDS, payWithCard } from '../../../../tests/support/orders';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { mailsTo } from '../../../../tests/support/outbox';
import { signUp, type TestUser } from '../../../../tests/support/users';
import { book } from '../../db/schema/catalog';
import { booking, payment, testPaymentIntent } from '../../db/schema/orders';
import { mailQueue } from '../../db/schema/site';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Selina Seller');
  buyer = await signUp(t.app, 'buyer', 'Bashir Buyer');
  other = await signUp(t.app, 'buyer', 'Other Buyer');
});
afterAll(() => t.close());

/** E-mails are queued with the sale and sent after the answer: send what is due, then look. */
const mailTo = (email: string, ...words: string[]) =>
  vi.waitFor(async () => {
    await t.app.mail.flush();
    const [found] = mailsTo(t.config.dataDir, email, ...words);
    if (!found) throw new Error(`no e-mail to ${email} with ${words.join(', ')}`);
    return found;
  });

describe('booking a book', () => {
  it('takes the price from the book, not from the request, and e-mails the seller', async () => {
    const listed = await addBook(t.app, seller, { name: 'Booked Once', price: 520 });
    const response = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: listed.id,
      phone: '01812345678',
      meetingLocation: 'Curzon Hall gate',
      price: 1,
      buyerEmail: 'someone@else.test',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(booking).where(eq(booking.id, response.json().id));
    expect(row).toMatchObject({ price: 52000, buyerId: buyer.id, status: 'pending' });
    const mail = await mailTo(seller.email, 'Booked Once');
    expect(mail).toContain('Bashir Buyer booked your book');
    expect(mail).toContain('Curzon Hall gate');
    expect(mail).toContain('TK 520');
  });

  it('refuses the same book twice while the first booking is open', async () => {
    const listed = await addBook(t.app, seller, { name: 'Twice' });
    await bookIt(t.app, buyer, listed.id);
    const again = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: listed.id,
      phone: '01812345678',
      meetingLocation: 'TSC',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'You have already booked this book. Find it in My Orders.',
    );
  });

  it('refuses a sold or deleted book with a clear message', async () => {
    const sold = await addBook(t.app, seller, { name: 'Gone Sold' });
    await t.db.update(book).set({ status: 'sold' }).where(eq(book.id, sold.id));
    const soldResponse = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: sold.id,
      phone: '01812345678',
      meetingLocation: 'TSC',
    });
    expect(soldResponse.statusCode).toBe(409);
    expect(soldResponse.json().error.message).toBe('This book has already been sold');
    const deleted = await addBook(t.app, seller, { name: 'Gone Deleted' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/books/${deleted.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(
      (
        await call(t.app, buyer, 'POST', '/api/bookings', {
          bookId: deleted.id,
          phone: '01812345678',
          meetingLocation: 'TSC',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets a buyer book 30 copies an hour and refuses the 31st with 429, booking and e-mailing nothing', async () => {
    const keen = await signUp(t.app, 'buyer');
    const template = await addBook(t.app, seller, { name: 'Hourly Cap' });
    // 29 bookings made in the last hour, on copies of the same listing.
    await t.db.execute(sql`
      with copies as (
        insert into book (seller_id, category_id, name, condition, location, price,
          original_price, seller_phone, description, purchase_year)
        select seller_id, category_id, name, condition, location, price, original_price,
          seller_phone, description, purchase_year
        from book, generate_series(1, 30) where id = ${template.id}
        returning id, price
      ), covers as (
        insert into book_photo (book_id, upload_id, position)
        select copies.id, cover.upload_id, 0
        from copies, book_photo cover where cover.book_id = ${template.id} and cover.position = 0
      )
      insert into booking (book_id, buyer_id, buyer_phone, meeting_location, price, created_at)
      select id, ${keen.id}, '01812345678', 'TSC', price, now() - interval '50 minutes'
      from copies limit 29`);
    const spare = await t.db
      .select({ id: book.id })
      .from(book)
      .where(
        and(
          eq(book.name, 'Hourly Cap'),
          notExists(t.db.select().from(booking).where(eq(booking.bookId, book.id))),
        ),
      );
    const bookOne = (bookId: string) =>
      call(t.app, keen, 'POST', '/api/bookings', {
        bookId,
        phone: '01812345678',
        meetingLocation: 'TSC',
      });

    expect((await bookOne(spare[0]!.id)).statusCode).toBe(201);
    const mailsBefore = await t.db.$count(mailQueue);
    const refused = await bookOne(spare[1]!.id);

    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again later. Try again in 10 minutes.',
      key: 'tooManyRequests',
      detail: { key: 'tryAgainInMinutes', params: { minutes: 10 } },
    });
    expect(await t.db.$count(booking, eq(booking.buyerId, keen.id))).toBe(30);
    expect(await t.db.$count(mailQueue)).toBe(mailsBefore);
  });

  it.each([
    [{ phone: '123' }, 'phone', 'Enter a Bangladeshi mobile number, like 01712345678'],
    [{ meetingLocation: ' ' }, 'meetingLocation', 'Where should you meet? Name a place on campus'],
  ])('checks %j', async (change, field, message) => {
    const listed = await addBook(t.app, seller);
    const response = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: listed.id,
      phone: '01812345678',
      meetingLocation: 'TSC',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it("shows the order to its buyer and the buyer to the book's seller", async () => {
    const listed = await addBook(t.app, seller, { name: 'Seen Both Ways', price: 300 });
    const id = await bookIt(t.app, buyer, listed.id);
    const orders = (await call(t.app, buyer, 'GET', '/api/me/bookings')).json();
    expect(orders.find((o: { id: string }) => o.id === id)).toMatchObject({
      book: { name: 'Seen Both Ways' },
      price: 30000,
      seller: { name: 'Selina Seller' },
      status: 'pending',
      soldToSomeoneElse: false,
      transactionId: null,
    });
    const buyers = (await call(t.app, seller, 'GET', '/api/me/buyers')).json();
    expect(buyers.find((b: { id: string }) => b.id === id)).toMatchObject({
      buyerName: 'Bashir Buyer',
      // Shown only once a meet-up is agreed.
      buyerEmail: null,
      buyerPhone: null,
      meetingLocation: 'TSC, Dhaka University',
      bookName: 'Seen Both Ways',
    });
    expect((await call(t.app, other, 'GET', '/api/me/buyers')).statusCode).toBe(403);
  });
});

describe('paying for a booking', () => {
  it("charges the booking's price in BDT, and a declined card leaves the booking unpaid", async () => {
    const listed = await addBook(t.app, seller, { name: 'Declined First', price: 410.5 });
    const id = await bookIt(t.app, buyer, listed.id);
    const declined = await payWithCard(t.app, buyer, id, CARDS.declined);
    expect(declined.intent).toMatchObject({ amount: 41050, currency: 'bdt', provider: 'test' });
    expect(declined.charged).toEqual({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    expect(declined.record.statusCode).toBe(402);
    expect(declined.record.json().error.message).toBe('Your card was declined.');
    const noFunds = await payWithCard(t.app, buyer, id, CARDS.noFunds);
    expect(noFunds.charged.error).toBe('Your card has insufficient funds.');
    expect(await t.db.$count(payment)).toBe(0);
  });

  it('sells the book on a good card: payment held, sold book, other bookings closed, e-mails', async () => {
    const listed = await addBook(t.app, seller, { name: 'Sold Atomically', price: 800 });
    const mine = await bookIt(t.app, buyer, listed.id);
    const theirs = await bookIt(t.app, other, listed.id);
    const paid = await payWithCard(t.app, buyer, mine);
    expect(paid.record.statusCode).toBe(200);
    const { transactionId } = paid.record.json();
    expect(transactionId).toBe(paid.intent.intentId);
    const [sale] = await t.db.select().from(payment).where(eq(payment.bookingId, mine));
    expect(sale).toMatchObject({
      amount: 80000,
      currency: 'bdt',
      provider: 'test',
      // Held until the handover (decision 0016); the booking goes on to its meet-up.
      status: 'held',
      bookId: listed.id,
    });
    const bookings = await t.db.select().from(booking).where(eq(booking.bookId, listed.id));
    expect(Object.fromEntries(bookings.map((b) => [b.id, b.status]))).toEqual({
      [mine]: 'pending',
      [theirs]: 'cancelled',
    });
    const [soldBook] = await t.db.select().from(book).where(eq(book.id, listed.id));
    expect(soldBook!.status).toBe('sold');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/books?q=Sold Atomically' })).json().items,
    ).toEqual([]);
    const theirOrder = (await call(t.app, other, 'GET', '/api/me/bookings'))
      .json()
      .find((o: { id: string }) => o.id === theirs);
    expect(theirOrder).toMatchObject({ status: 'cancelled', soldToSomeoneElse: true });
    expect(await mailTo(seller.email, 'Bashir Buyer paid TK 800', transactionId)).toBeTruthy();
    expect(
      await mailTo(buyer.email, 'You paid TK 800', 'Sold Atomically', transactionId),
    ).toBeTruthy();
  });

  it('confirming the same payment again returns the same transaction and charges nothing more', async () => {
    const listed = await addBook(t.app, seller, { name: 'Confirmed Twice' });
    const id = await bookIt(t.app, buyer, listed.id);
    const first = await payWithCard(t.app, buyer, id);
    const again = await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment`, {
      paymentIntentId: first.intent.intentId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().transactionId).toBe(first.record.json().transactionId);
    expect(await t.db.$count(payment, eq(payment.bookingId, id))).toBe(1);
    // A paid booking asks for no new intent.
    expect(
      (await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment-intent`)).statusCode,
    ).toBe(409);
  });

  it('asking for an intent twice resumes the same one', async () => {
    const listed = await addBook(t.app, seller);
    const id = await bookIt(t.app, buyer, listed.id);
    const a = (await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment-intent`)).json();
    const b = (await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment-intent`)).json();
    expect(a.intentId).toBe(b.intentId);
  });

  it("another buyer cannot see, pay or confirm someone else's booking", async () => {
    const listed = await addBook(t.app, seller, { name: 'Not Yours' });
    const id = await bookIt(t.app, buyer, listed.id);
    expect((await call(t.app, other, 'GET', `/api/bookings/${id}`)).statusCode).toBe(403);
    expect(
      (await call(t.app, other, 'POST', `/api/bookings/${id}/payment-intent`)).statusCode,
    ).toBe(403);
    const intent = (await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment-intent`)).json();
    const card = { cardNumber: CARDS.ok, expiry: '12/34', cvc: '123', name: 'Thief' };
    expect(
      (await call(t.app, other, 'POST', `/api/test-payments/${intent.intentId}/confirm`, card))
        .statusCode,
    ).toBe(404);
    await call(t.app, buyer, 'POST', `/api/test-payments/${intent.intentId}/confirm`, card);
    expect(
      (
        await call(t.app, other, 'POST', `/api/bookings/${id}/payment`, {
          paymentIntentId: intent.intentId,
        })
      ).statusCode,
    ).toBe(403);
    expect(await t.db.$count(payment, eq(payment.bookingId, id))).toBe(0);
  });

  it("cannot pay one booking with another booking's payment", async () => {
    const cheap = await addBook(t.app, seller, { price: 10 });
    const dear = await addBook(t.app, seller, { price: 2000 });
    const cheapBooking = await bookIt(t.app, buyer, cheap.id);
    const dearBooking = await bookIt(t.app, buyer, dear.id);
    const { intent } = await payWithCard(t.app, buyer, cheapBooking);
    const response = await call(t.app, buyer, 'POST', `/api/bookings/${dearBooking}/payment`, {
      paymentIntentId: intent.intentId,
    });
    expect(response.statusCode).toBe(400);
    const [dearBook] = await t.db.select().from(book).where(eq(book.id, dear.id));
    expect(dearBook!.status).toBe('available');
  });

  it.each([
    ['4242 4242 4242 4241', 'Your card number is invalid.'],
    ['4242', 'Your card number is incomplete.'],
    [
      '5105 1051 0510 5100',
      'Your card was declined. Test mode accepts only test card numbers, such as 4242 4242 4242 4242.',
    ],
  ])('the test-mode card form answers %s with %j', async (cardNumber, message) => {
    const listed = await addBook(t.app, seller);
    const id = await bookIt(t.app, buyer, listed.id);
    const { charged } = await payWithCard(t.app, buyer, id, cardNumber);
    expect(charged.error).toBe(message);
  });

  it('the test-mode card form refuses a past expiry and a short CVC', async () => {
    const listed = await addBook(t.app, seller);
    const id = await bookIt(t.app, buyer, listed.id);
    const intent = (await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment-intent`)).json();
    const attempt = (card: object) =>
      call(t.app, buyer, 'POST', `/api/test-payments/${intent.intentId}/confirm`, {
        cardNumber: CARDS.ok,
        name: 'A',
        ...card,
      });
    expect((await attempt({ expiry: '01/20', cvc: '123' })).json().error).toBe(
      "Your card's expiration date is in the past.",
    );
    expect((await attempt({ expiry: '12/34', cvc: '12' })).json().error).toBe(
      "Your card's security code is incomplete.",
    );
    const [row] = await t.db
      .select()
      .from(testPaymentIntent)
      .where(eq(testPaymentIntent.id, intent.intentId));
    expect(row!.status).toBe('requires_payment_method');
  });
});

describe('a payment that arrives too late', () => {
  it('is refunded with 409 when the seller withdrew the book meanwhile, and nothing is sold', async () => {
    const listed = await addBook(t.app, seller, { name: 'Withdrawn Mid-Payment' });
    const id = await bookIt(t.app, buyer, listed.id);
    const intent = (await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment-intent`)).json();
    await call(t.app, buyer, 'POST', `/api/test-payments/${intent.intentId}/confirm`, {
      cardNumber: CARDS.ok,
      expiry: '12/34',
      cvc: '123',
      name: 'Late',
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/books/${listed.id}`,
          headers: { cookie: seller.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const response = await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment`, {
      paymentIntentId: intent.intentId,
    });
    expect(response.statusCode).toBe(409);
    const [row] = await t.db.select().from(book).where(eq(book.id, listed.id));
    expect(row!.status).toBe('available');
    const [sale] = await t.db.select().from(payment).where(eq(payment.bookingId, id));
    expect(sale!.status).toBe('refunded');
    const [charged] = await t.db
      .select()
      .from(testPaymentIntent)
      .where(eq(testPaymentIntent.id, intent.intentId));
    expect(charged!.refundedAt).toBeInstanceOf(Date);
    expect(
      (await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment-intent`)).statusCode,
    ).toBe(409);
    const refunded = await mailTo(
      buyer.email,
      'Withdrawn Mid-Payment',
      'your payment was refunded',
    );
    expect(refunded).toContain('your payment was refunded');
    expect(refunded).toContain(intent.intentId);

    // The same late payment sent again is refused again, and the buyer is not told twice.
    const again = await call(t.app, buyer, 'POST', `/api/bookings/${id}/payment`, {
      paymentIntentId: intent.intentId,
    });
    expect(again.statusCode).toBe(409);
    await t.app.mail.flush();
    expect(
      mailsTo(t.config.dataDir, buyer.email, 'Withdrawn Mid-Payment', 'your payment was refunded'),
    ).toHaveLength(1);
  });
});
