// The booking process (src/shared/booking-process.ts), cell by cell: in every state a booking can
// be in, each side (and a stranger) tries every step. A step the booking offers its viewer in
// `actions` goes through and leads where the table says, doing to the copy what the table says;
// every other step is refused with the table's code and changes nothing. Which steps each side is
// offered in each state is written out here by hand, so the table itself is checked too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_ACTIONS,
  outcomeOf,
  type BookingAction,
  type Side,
} from '../../src/shared/booking-process';
import type { BookingStatus } from '../../src/shared/booking-statuses';
import { book } from '../../src/server/db/schema/catalog';
import { booking, payment } from '../../src/server/db/schema/orders';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let template: typeof book.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer, stranger] = await Promise.all([
    signUp(t.app, 'seller', 'Sumaiya Seller'),
    signUp(t.app, 'buyer', 'Bashir Buyer'),
    signUp(t.app, 'buyer', 'Shamim Stranger'),
  ]);
  const listed = await addBook(t.app, seller);
  template = (await t.db.select().from(book).where(eq(book.id, listed.id)))[0]!;
});
afterAll(() => t.close());

const HOUR = 3600_000;
const CODE = '123456';
/** An offer on the table, in poisha, below the template's price. */
const OFFER = 10_000;

type Scenario = {
  name: string;
  status: BookingStatus;
  row?: Partial<typeof booking.$inferInsert>;
  /** The steps each side is offered, as the product means it. */
  buyer: BookingAction[];
  seller: BookingAction[];
};

const future = () => new Date(Date.now() + 48 * HOUR);
const SCENARIOS: Scenario[] = [
  {
    name: 'offered: the buyer named a lower price',
    status: 'offered',
    row: { offerPrice: OFFER, offerBy: 'buyer', offeredAt: new Date() },
    buyer: ['propose', 'cancel'],
    seller: ['accept-offer', 'counter', 'propose', 'decline'],
  },
  {
    name: 'offered: the seller countered with another price',
    status: 'offered',
    row: { offerPrice: OFFER, offerBy: 'seller', offeredAt: new Date() },
    buyer: ['accept-offer', 'counter', 'propose', 'cancel'],
    seller: ['propose', 'decline'],
  },
  {
    name: 'requested, no time proposed',
    status: 'pending',
    buyer: ['propose', 'cancel', 'pay'],
    seller: ['propose', 'decline'],
  },
  {
    name: 'requested, the buyer proposed a time',
    status: 'pending',
    row: { meetAt: future(), meetProposedBy: 'buyer' },
    buyer: ['propose', 'cancel', 'pay'],
    seller: ['propose', 'accept', 'decline'],
  },
  {
    name: 'requested, the seller proposed a time',
    status: 'pending',
    row: { meetAt: future(), meetProposedBy: 'seller' },
    buyer: ['propose', 'accept', 'cancel', 'pay'],
    seller: ['propose', 'decline'],
  },
  {
    name: 'meet-up agreed, to come',
    status: 'accepted',
    row: { meetAt: future(), meetProposedBy: 'buyer' },
    buyer: ['cancel', 'pay', 'pay-in-person'],
    seller: ['decline'],
  },
  {
    name: 'meet-up agreed, paying in person',
    status: 'accepted',
    row: { meetAt: future(), meetProposedBy: 'buyer', handoverCode: CODE },
    buyer: ['cancel', 'pay', 'pay-in-person'],
    seller: ['decline', 'handover'],
  },
  {
    name: 'meet-up agreed, paying in person, five wrong codes entered',
    status: 'accepted',
    row: { meetAt: future(), meetProposedBy: 'buyer', handoverCode: CODE, handoverFailures: 5 },
    buyer: ['cancel', 'pay', 'pay-in-person'],
    seller: ['decline'],
  },
  {
    name: 'meet-up agreed, its time an hour past',
    status: 'accepted',
    row: { meetAt: new Date(Date.now() - HOUR), meetProposedBy: 'buyer' },
    buyer: ['cancel', 'pay', 'pay-in-person', 'no-show'],
    seller: ['decline', 'no-show'],
  },
  {
    name: 'requested, paid by card (the money held)',
    status: 'pending',
    row: { cardPaidAt: new Date(), handoverCode: CODE },
    buyer: ['propose', 'cancel'],
    seller: ['propose', 'decline'],
  },
  {
    name: 'meet-up agreed, paid by card (the money held)',
    status: 'accepted',
    row: { meetAt: future(), meetProposedBy: 'buyer', cardPaidAt: new Date(), handoverCode: CODE },
    buyer: ['cancel'],
    seller: ['decline', 'handover'],
  },
  {
    name: 'meet-up agreed, paid by card, its time an hour past',
    status: 'accepted',
    row: {
      meetAt: new Date(Date.now() - HOUR),
      meetProposedBy: 'buyer',
      cardPaidAt: new Date(),
      handoverCode: CODE,
    },
    buyer: ['cancel', 'no-show'],
    seller: ['decline', 'handover', 'no-show'],
  },
  { name: 'completed', status: 'paid', buyer: ['review'], seller: ['review'] },
  { name: 'declined', status: 'declined', buyer: [], seller: [] },
  { name: 'cancelled', status: 'cancelled', buyer: [], seller: [] },
  { name: 'lapsed', status: 'lapsed', buyer: [], seller: [] },
  {
    name: 'ended as a no-show, the seller said absent an hour ago',
    status: 'no_show',
    row: { noShow: 'seller', noShowAt: new Date(Date.now() - HOUR) },
    buyer: [],
    seller: ['dispute-no-show'],
  },
  {
    name: 'ended as a no-show, the seller said absent three days ago',
    status: 'no_show',
    row: { noShow: 'seller', noShowAt: new Date(Date.now() - 72 * HOUR) },
    buyer: [],
    seller: [],
  },
];

/**
 * A new copy, and a booking of it by the buyer in the scenario's state; paid by card, the copy is
 * sold to the buyer and the payment held.
 */
async function bookingIn(scenario: Scenario) {
  const { id: _id, search: _search, createdAt: _c, updatedAt: _u, ...copy } = template;
  const byCard = scenario.row?.cardPaidAt != null;
  const sold = scenario.status === 'paid' || byCard;
  const [made] = await t.db
    .insert(book)
    .values({
      ...copy,
      status: sold ? 'sold' : 'available',
      reserved: scenario.status === 'accepted',
    })
    .returning({ id: book.id });
  const [row] = await t.db
    .insert(booking)
    .values({
      bookId: made!.id,
      buyerId: buyer.id,
      buyerPhone: '01812345678',
      meetingLocation: 'TSC, Dhaka University',
      price: copy.price,
      status: scenario.status,
      ...(scenario.status === 'accepted' && { acceptedAt: new Date() }),
      ...(sold && { completedAt: new Date() }),
      ...scenario.row,
    })
    .returning();
  if (byCard)
    await t.db.insert(payment).values({
      bookingId: row!.id,
      bookId: made!.id,
      buyerId: buyer.id,
      amount: copy.price,
      provider: 'test',
      providerRef: `pi_held_${row!.id}`,
      status: 'held',
    });
  return row!;
}

const BODIES: Partial<Record<BookingAction, object>> = {
  // Taka, at most the price (the template's is above it).
  counter: { price: 120 },
  propose: { meetAt: new Date(Date.now() + 72 * HOUR).toISOString() },
  decline: { reason: 'Found it had water damage' },
  handover: { code: CODE },
  'dispute-no-show': { reason: 'I was there at the gate on time' },
  review: { stars: 5 },
};

/** A step, as the client takes it. */
function take(who: TestUser, id: string, action: BookingAction) {
  const body = BODIES[action] ?? {};
  if (action === 'pay') return call(t.app, who, 'POST', `/api/bookings/${id}/payment-intent`);
  if (action === 'dispute-no-show')
    return call(t.app, who, 'POST', `/api/bookings/${id}/no-show/dispute`, body);
  if (action === 'review') return call(t.app, who, 'PUT', `/api/bookings/${id}/review`, body);
  return call(t.app, who, 'POST', `/api/bookings/${id}/${action}`, body);
}

/** What the booking's lists show its side: its actions. */
async function offered(side: Side, id: string): Promise<BookingAction[]> {
  const who = side === 'buyer' ? buyer : seller;
  const list = await call(
    t.app,
    who,
    'GET',
    side === 'buyer' ? '/api/me/bookings' : '/api/me/buyers',
  );
  const found = (list.json() as { id: string; actions: BookingAction[] }[]).find(
    (b) => b.id === id,
  );
  return found!.actions;
}

async function stateOf(id: string) {
  const [row] = await t.db
    .select({
      status: booking.status,
      price: booking.price,
      offerPrice: booking.offerPrice,
      reserved: book.reserved,
      sold: book.status,
      money: payment.status,
    })
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .leftJoin(payment, eq(payment.bookingId, booking.id))
    .where(eq(booking.id, id));
  return row!;
}

describe('the booking process, every state by every side and every step', () => {
  it.each(SCENARIOS)('$name', async (scenario) => {
    for (const side of ['buyer', 'seller'] as const) {
      const who = side === 'buyer' ? buyer : seller;
      const expected = scenario[side];
      const refused = await bookingIn(scenario);
      expect(await offered(side, refused.id), `${side} is offered`).toEqual(
        BOOKING_ACTIONS.filter((action) => expected.includes(action)),
      );
      const before = await stateOf(refused.id);
      for (const action of BOOKING_ACTIONS.filter((a) => !expected.includes(a))) {
        const answer = await take(who, refused.id, action);
        expect(answer.statusCode, `${side} ${action}: ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${side} ${action}`).toBeLessThan(500);
        // Refused by the process, not by the request's shape: every body here is well formed.
        expect(answer.json().error.code, `${side} ${action}`).not.toBe('VALIDATION');
        expect(await stateOf(refused.id), `${side} ${action} changes nothing`).toEqual(before);
      }
      for (const action of expected) {
        const fresh = await bookingIn(scenario);
        const answer = await take(who, fresh.id, action);
        expect(answer.statusCode, `${side} ${action}: ${answer.body}`).toBeLessThan(300);
        const { to, effects } = outcomeOf(action, scenario.status);
        const after = await stateOf(fresh.id);
        // Paying by card is two calls: the intent here, the sale once the card is charged.
        if (action !== 'pay') expect(after.status, `${side} ${action} leads to`).toBe(to);
        if (effects.includes('set-price'))
          expect(after.price, `${action} makes the offer the price`).toBe(after.offerPrice);
        if (action === 'counter') expect(after.offerPrice, 'the price countered').toBe(12_000);
        if (effects.includes('reserve')) expect(after.reserved, `${action} reserves`).toBe(true);
        if (effects.includes('release')) expect(after.reserved, `${action} releases`).toBe(false);
        if (effects.includes('sell') && action !== 'pay')
          expect(after.sold, `${action} sells`).toBe('sold');
        // The money follows the book: paid out at the handover, refunded at any other end.
        if (scenario.row?.cardPaidAt) {
          if (effects.includes('pay-out'))
            expect(after.money, `${action} pays out`).toBe('succeeded');
          if (effects.includes('refund')) {
            expect(after.money, `${action} refunds`).toBe('refunded');
            expect(after.sold, `${action} puts the copy back on sale`).toBe('available');
          }
        }
      }
    }
    // Someone else takes no step on a booking that is not theirs, and learns nothing of it.
    const theirs = await bookingIn(scenario);
    const before = await stateOf(theirs.id);
    for (const action of BOOKING_ACTIONS) {
      const answer = await take(stranger, theirs.id, action);
      expect([403, 404], `a stranger's ${action}`).toContain(answer.statusCode);
    }
    expect(await stateOf(theirs.id)).toEqual(before);
  });
});
