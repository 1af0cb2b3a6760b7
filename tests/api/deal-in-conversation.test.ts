// The deal in the conversation: a thread carries its buyer's booking of the book, as each side
// sees it, with the steps that side may take now; admins reading a reported thread see no steps.
// The e-mails about it name the proposed time (in Dhaka's time) and speak to each side as theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventText } from '../../src/server/i18n';
import type { Conversation } from '../../src/shared/schemas/messages';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { mailsTo } from '../support/outbox';
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

/** 3 pm in Dhaka the day after tomorrow, as a phone there sends it. */
const meetAt = () => {
  const day = new Date(Date.now() + 48 * 3600_000).toISOString().slice(0, 10);
  return `${day}T15:00:00+06:00`;
};

const thread = async (who: TestUser, id: string) => {
  const answer = await call(t.app, who, 'GET', `/api/conversations/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Conversation;
};

async function booked(name: string, time = meetAt()) {
  const listed = await addBook(t.app, seller, { name });
  const made = await call(t.app, buyer, 'POST', '/api/bookings', {
    bookId: listed.id,
    phone: '01812345678',
    meetingLocation: 'Central Library, front steps',
    meetAt: time,
  });
  expect(made.statusCode, made.body).toBe(201);
  const orders = (await call(t.app, buyer, 'GET', '/api/me/bookings')).json() as {
    id: string;
    conversationId: string;
  }[];
  const order = orders.find((o) => o.id === made.json().id)!;
  return { bookId: listed.id, bookingId: order.id, conversationId: order.conversationId };
}

describe('the deal at the top of the thread', () => {
  it('each side sees the booking and only its own steps; after the seller accepts, the buyer may pay', async () => {
    const { bookingId, conversationId } = await booked('Deal In The Thread');

    const buyers = await thread(buyer, conversationId);
    expect(buyers.deal?.as).toBe('buyer');
    if (buyers.deal?.as !== 'buyer') return;
    expect(buyers.deal.order).toMatchObject({ id: bookingId, status: 'pending' });
    expect(buyers.deal.order.actions).toEqual(['propose', 'cancel', 'pay']);

    const sellers = await thread(seller, conversationId);
    expect(sellers.deal?.as).toBe('seller');
    if (sellers.deal?.as !== 'seller') return;
    expect(sellers.deal.booking).toMatchObject({ id: bookingId, buyerName: 'Bashir Buyer' });
    expect(sellers.deal.booking.actions).toEqual(['propose', 'accept', 'decline']);

    const accepted = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await thread(buyer, conversationId);
    expect(after.deal?.as === 'buyer' && after.deal.order).toMatchObject({
      status: 'accepted',
      actions: ['cancel', 'pay', 'pay-in-person'],
    });
    // The request and the acceptance are events in the same thread, in that order.
    const told = after.messages
      .filter((m) => m.kind === 'event')
      .map((m) => eventText('en', m.body));
    expect(told).toHaveLength(2);
    expect(told[0]).toMatch(
      /^Bashir Buyer booked this book and proposed to meet on .* \(Dhaka time\)/,
    );
    expect(told[1]).toMatch(/^Sumaiya Seller agreed to meet on/);
  });

  it('after a declined booking the thread shows the buyer’s new one, not the old', async () => {
    const first = await booked('Booked Twice');
    const declined = await call(t.app, seller, 'POST', `/api/bookings/${first.bookingId}/decline`, {
      reason: 'It was promised to a friend',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const again = await call(t.app, buyer, 'POST', '/api/bookings', {
      bookId: first.bookId,
      phone: '01812345678',
      meetingLocation: 'TSC',
    });
    expect(again.statusCode, again.body).toBe(201);
    const seen = await thread(buyer, first.conversationId);
    expect(seen.deal?.as === 'buyer' && seen.deal.order).toMatchObject({
      id: again.json().id,
      status: 'pending',
    });
  });

  it('an admin reading a reported thread sees no deal to act on', async () => {
    const { conversationId } = await booked('Reported Deal');
    const reported = await call(
      t.app,
      buyer,
      'POST',
      `/api/conversations/${conversationId}/report`,
      {
        reason: 'Asked me to pay outside Boipoka',
      },
    );
    expect(reported.statusCode, reported.body).toBe(200);
    const admin = await signInAsAdmin(t.app, t.db);
    expect((await thread(admin, conversationId)).deal).toBeNull();
  });

  it('the seller’s booking e-mail names the proposed time in Dhaka’s time; an update about their own book is not called their booking', async () => {
    const { bookingId } = await booked('Timed Request', meetAt());
    await t.app.mail.flush();
    const [request] = mailsTo(t.config.dataDir, seller.email, 'Timed Request');
    expect(request).toMatch(/Time they suggest: .*15:00 \(Dhaka time\)/);

    // The seller proposes another time; the buyer accepts it, and the seller is told.
    const other = new Date(Date.now() + 72 * 3600_000).toISOString();
    const proposed = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/propose`, {
      meetAt: other,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const accepted = await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.app.mail.flush();
    const toSeller = mailsTo(t.config.dataDir, seller.email, 'agreed to meet');
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]).toMatch(/Subject: Bashir Buyer’s booking of your book “Timed Request”/);
    expect(toSeller[0]).not.toMatch(/Subject: Your booking/);
  });
});
