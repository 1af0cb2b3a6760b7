// A booking's two sides reach each other outside Messages only once they agreed to meet: neither
// side's phone or e-mail goes to the other before a meet-up is accepted, nor after a request that
// was cancelled or declined unheard, and never a side's who keeps to messages. Every answer and
// e-mail that carries contact details holds the same rule.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking } from '../../src/server/db/schema/orders';
import { lapseStaleBookings } from '../../src/server/modules/trade/meetups';
import { addBook } from '../support/books';
import { call, payWithCard } from '../support/orders';
import { mailsTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BUYER_PHONE = '01812345678';
const SELLER_PHONE = '01711112222';

type BuyerRow = {
  id: string;
  buyerEmail: string | null;
  buyerPhone: string | null;
  contactWithheld: string | null;
};
type Order = { id: string; sellerPhone: string | null; contactWithheld: string | null };

/** A seller with a book of their own phone, and a buyer: fresh for each test. */
async function sides(name: string) {
  const [seller, buyer] = await Promise.all([
    signUp(t.app, 'seller', `${name} Seller`),
    signUp(t.app, 'buyer', `${name} Buyer`),
  ]);
  const listed = await addBook(t.app, seller, { name, sellerPhone: SELLER_PHONE });
  return { seller, buyer, bookId: listed.id };
}

/** A request with a meet-up time a day on, for the seller to accept. */
async function request(buyer: TestUser, bookId: string) {
  const answer = await call(t.app, buyer, 'POST', '/api/bookings', {
    bookId,
    phone: BUYER_PHONE,
    meetingLocation: 'TSC, Dhaka University',
    meetAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as string;
}

const act = async (who: TestUser, id: string, step: string, body?: object) => {
  const answer = await call(t.app, who, 'POST', `/api/bookings/${id}/${step}`, body);
  expect(answer.statusCode, answer.body).toBe(200);
};

/** The seller's My Buyers row for a booking, and all it says under any name. */
async function myBuyers(seller: TestUser, id: string) {
  const answer = await call(t.app, seller, 'GET', '/api/me/buyers');
  expect(answer.statusCode).toBe(200);
  const row = (answer.json() as BuyerRow[]).find((r) => r.id === id)!;
  return { row, text: JSON.stringify(row) };
}

/** The buyer's My Orders row for a booking, their booking page's answer, and all they say. */
async function buyerViews(buyer: TestUser, id: string) {
  const [orders, detail] = await Promise.all([
    call(t.app, buyer, 'GET', '/api/me/bookings'),
    call(t.app, buyer, 'GET', `/api/bookings/${id}`),
  ]);
  expect(detail.statusCode, detail.body).toBe(200);
  return {
    order: (orders.json() as Order[]).find((o) => o.id === id)!,
    detail: detail.json() as Order,
    text: JSON.stringify((orders.json() as Order[]).find((o) => o.id === id)) + detail.body,
  };
}

const expectBuyerHidden = async (
  seller: TestUser,
  buyer: TestUser,
  id: string,
  withheld: string,
) => {
  const { row, text } = await myBuyers(seller, id);
  expect(row).toMatchObject({ buyerPhone: null, buyerEmail: null, contactWithheld: withheld });
  expect(text).not.toContain(BUYER_PHONE);
  expect(text).not.toContain(buyer.email);
};

const expectSellerHidden = async (buyer: TestUser, id: string, withheld: string) => {
  const { order, detail, text } = await buyerViews(buyer, id);
  expect(order).toMatchObject({ sellerPhone: null, contactWithheld: withheld });
  expect(detail).toMatchObject({ sellerPhone: null, contactWithheld: withheld });
  expect(text).not.toContain(SELLER_PHONE);
};

const expectBothShown = async (seller: TestUser, buyer: TestUser, id: string) => {
  const { row } = await myBuyers(seller, id);
  expect(row).toMatchObject({
    buyerPhone: BUYER_PHONE,
    buyerEmail: buyer.email,
    contactWithheld: null,
  });
  const { order, detail } = await buyerViews(buyer, id);
  expect(order).toMatchObject({ sellerPhone: SELLER_PHONE, contactWithheld: null });
  expect(detail).toMatchObject({ sellerPhone: SELLER_PHONE, contactWithheld: null });
};

/** The e-mails sent to the seller about a book, once the queue has run. */
async function sellerMails(seller: TestUser, bookName: string) {
  await t.app.mail.flush();
  return mailsTo(t.config.dataDir, seller.email, `“${bookName}”`);
}

describe('before a meet-up is accepted', () => {
  it('a seller does not see a requesting buyer’s phone or e-mail', async () => {
    const { seller, buyer, bookId } = await sides('Asked Not Agreed');
    const id = await request(buyer, bookId);
    await expectBuyerHidden(seller, buyer, id, 'untilAgreed');
  });

  it('a seller does not see a requesting buyer’s phone or e-mail in the booking e-mail', async () => {
    const { seller, buyer, bookId } = await sides('Mailed Not Agreed');
    await request(buyer, bookId);
    const [mail, ...more] = await sellerMails(seller, 'Mailed Not Agreed');
    expect(more).toHaveLength(0);
    expect(mail).toContain('booked your book “Mailed Not Agreed”');
    expect(mail).not.toContain(BUYER_PHONE);
    expect(mail).not.toContain(buyer.email);
    expect(mail).toContain('You see their phone number once a meet-up time is agreed');
  });

  it('a buyer does not see the seller’s phone in My Orders or on the booking', async () => {
    const { buyer, bookId } = await sides('Seller Not Yet');
    const id = await request(buyer, bookId);
    await expectSellerHidden(buyer, id, 'untilAgreed');
  });

  it('the seller proposing another time shows neither side the other’s phone', async () => {
    const { seller, buyer, bookId } = await sides('Proposed Not Agreed');
    const id = await request(buyer, bookId);
    await act(seller, id, 'propose', {
      meetAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
    });
    await expectBuyerHidden(seller, buyer, id, 'untilAgreed');
    await expectSellerHidden(buyer, id, 'untilAgreed');
  });
});

describe('a request that ended unagreed', () => {
  it('a seller does not see a buyer’s phone or e-mail after the buyer cancels a request', async () => {
    const { seller, buyer, bookId } = await sides('Cancelled Unheard');
    const id = await request(buyer, bookId);
    await act(buyer, id, 'cancel');
    await expectBuyerHidden(seller, buyer, id, 'notAgreed');
    await expectSellerHidden(buyer, id, 'notAgreed');
  });

  it('a seller does not see a buyer’s phone or e-mail after declining a request', async () => {
    const { seller, buyer, bookId } = await sides('Declined Unheard');
    const id = await request(buyer, bookId);
    await act(seller, id, 'decline', { reason: 'Promised to a friend' });
    await expectBuyerHidden(seller, buyer, id, 'notAgreed');
    await expectSellerHidden(buyer, id, 'notAgreed');
  });

  it('a request cancelled because the book went to another buyer shows neither side', async () => {
    const { seller, buyer, bookId } = await sides('Sold To Another');
    const rival = await signUp(t.app, 'buyer', 'Rival Buyer');
    const id = await request(buyer, bookId);
    const theirs = await request(rival, bookId);
    await act(seller, theirs, 'accept');
    const { record } = await payWithCard(t.app, rival, theirs);
    expect(record.statusCode, record.body).toBe(200);
    await expectBuyerHidden(seller, buyer, id, 'notAgreed');
    await expectSellerHidden(buyer, id, 'notAgreed');
    await expectBothShown(seller, rival, theirs);
  });
});

describe('once they agreed', () => {
  it('after acceptance both sides see each other’s phone', async () => {
    const { seller, buyer, bookId } = await sides('Agreed To Meet');
    const id = await request(buyer, bookId);
    await act(seller, id, 'accept');
    await expectBothShown(seller, buyer, id);
  });

  it('a booking agreed and then lapsed keeps showing what was agreed', async () => {
    const { seller, buyer, bookId } = await sides('Agreed Then Lapsed');
    const id = await request(buyer, bookId);
    await act(seller, id, 'accept');
    await t.db
      .update(booking)
      .set({ acceptedAt: sql`now() - interval '1000 hours'` })
      .where(eq(booking.id, id));
    expect(await lapseStaleBookings(t.db, 999)).toBe(1);
    await expectBothShown(seller, buyer, id);
  });

  it('a booking agreed and then ended as a no-show keeps showing what was agreed', async () => {
    const { seller, buyer, bookId } = await sides('Agreed Then Missed');
    const id = await request(buyer, bookId);
    await act(seller, id, 'accept');
    await t.db
      .update(booking)
      .set({ meetAt: sql`now() - interval '1 hour'` })
      .where(eq(booking.id, id));
    await act(seller, id, 'no-show');
    await expectBothShown(seller, buyer, id);
  });

  it('a sale by card, even of an unaccepted request, shows both sides each other’s phone for the handover', async () => {
    const { seller, buyer, bookId } = await sides('Paid Outright');
    const id = await request(buyer, bookId);
    const { record } = await payWithCard(t.app, buyer, id);
    expect(record.statusCode, record.body).toBe(200);
    await expectBothShown(seller, buyer, id);
  });
});

describe('a side who keeps to messages', () => {
  it('a buyer who keeps to messages is never shown, not even after acceptance', async () => {
    const { seller, buyer, bookId } = await sides('Buyer Keeps To Messages');
    const saved = await call(t.app, buyer, 'PUT', '/api/me/settings', { phonePrivate: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await request(buyer, bookId);
    await expectBuyerHidden(seller, buyer, id, 'messagesOnly');
    await act(seller, id, 'accept');
    await expectBuyerHidden(seller, buyer, id, 'messagesOnly');
    // The buyer still sees the seller's, who shares it.
    const { order } = await buyerViews(buyer, id);
    expect(order.sellerPhone).toBe(SELLER_PHONE);
  });

  it('a buyer who keeps to messages is never shown in the booking e-mail', async () => {
    const { seller, buyer, bookId } = await sides('Mailed Messages Only');
    await call(t.app, buyer, 'PUT', '/api/me/settings', { phonePrivate: true });
    await request(buyer, bookId);
    const [mail] = await sellerMails(seller, 'Mailed Messages Only');
    expect(mail).toContain('booked your book “Mailed Messages Only”');
    expect(mail).not.toContain(BUYER_PHONE);
    expect(mail).not.toContain(buyer.email);
    expect(mail).toContain('They keep to messages');
  });

  it('a seller who keeps to messages is never shown to the buyer, not even after acceptance', async () => {
    const { seller, buyer, bookId } = await sides('Seller Keeps To Messages');
    await call(t.app, seller, 'PUT', '/api/me/settings', { phonePrivate: true });
    const id = await request(buyer, bookId);
    await act(seller, id, 'accept');
    await expectSellerHidden(buyer, id, 'messagesOnly');
    // The seller still sees the buyer's, who shares it.
    expect((await myBuyers(seller, id)).row.buyerPhone).toBe(BUYER_PHONE);
  });
});
