// A no-show may be claimed from 30 minutes after the agreed meet-up time; the side said not to
// have come may dispute it in the thread, once, within 48 hours; a disputed no-show does not count
// on the seller's public page until an admin upholds it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking } from '../../src/server/db/schema/orders';
import { mailQueue } from '../../src/server/db/schema/site';
import { eventText } from '../../src/server/i18n';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAsAdmin, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Nasrin Seller');
  buyer = await signUp(t.app, 'buyer', 'Kamal Buyer');
  stranger = await signUp(t.app, 'buyer', 'Someone Else');
  admin = await signInAsAdmin(t.app, t.db);
});
afterAll(() => t.close());

const act = (who: TestUser, bookingId: string, step: string, body?: object) =>
  call(t.app, who, 'POST', `/api/bookings/${bookingId}/${step}`, body);
const dispute = (who: TestUser, bookingId: string, reason = 'I was at the gate at 3 pm sharp') =>
  act(who, bookingId, 'no-show/dispute', { reason });
const decide = (who: TestUser, bookingId: string, upheld: boolean) =>
  call(t.app, who, 'POST', `/api/admin/bookings/${bookingId}/no-show`, { upheld });

const expectError = (
  answer: { statusCode: number; json: () => { error: { code: string; message: string } } },
  status: number,
  code: string,
) => {
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
  expect(answer.json().error.code).toBe(code);
};

let books = 0;
/** A booking of `seller`'s book by `buyer`, accepted, whose meet-up was `minutesAgo` minutes ago. */
async function metUp(minutesAgo: number) {
  const listed = await addBook(t.app, seller, { name: `Meet-up ${++books}` });
  const booked = await call(t.app, buyer, 'POST', '/api/bookings', {
    bookId: listed.id,
    phone: '01812345678',
    meetingLocation: 'TSC',
    meetAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().id as string;
  expect((await act(seller, bookingId, 'accept')).statusCode).toBe(200);
  await t.db
    .update(booking)
    .set({ meetAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(booking.id, bookingId));
  return bookingId;
}

/** A meet-up an hour gone where `claimant` said the other side did not come. */
async function claimed(claimant: TestUser) {
  const bookingId = await metUp(60);
  const said = await act(claimant, bookingId, 'no-show');
  expect(said.statusCode, said.body).toBe(200);
  return bookingId;
}

const missedMeetups = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` })).json()
    .noShows as number;

/** The conversation of a booking, as `who` finds it in their list. */
async function conversationOf(who: TestUser, bookingId: string) {
  const [row] = await t.db.select().from(booking).where(eq(booking.id, bookingId));
  const list = (await call(t.app, who, 'GET', '/api/conversations')).json() as {
    id: string;
    book: { id: string };
  }[];
  return list.find((c) => c.book.id === row!.bookId)!.id;
}

/** The events of a booking's thread as `who` reads them, in English. */
async function thread(who: TestUser, bookingId: string) {
  const id = await conversationOf(who, bookingId);
  const read = await call(t.app, who, 'GET', `/api/conversations/${id}`);
  return (read.json().messages as { id: string; kind: string; senderId: string; body: string }[])
    .filter((m) => m.kind === 'event')
    .map((m) => ({ ...m, said: eventText('en', m.body) }));
}

describe('no-shows: a grace period, a dispute, an admin decision', () => {
  it('a no-show cannot be claimed before 30 minutes after the meet-up', async () => {
    const bookingId = await metUp(10);
    const early = await act(seller, bookingId, 'no-show');
    expectError(early, 409, 'TOO_EARLY');
    expect(early.json().error.message).toBe(
      'You can say the other side did not come from 30 minutes after the meet-up time',
    );
    expect((await act(buyer, bookingId, 'no-show')).statusCode).toBe(409);
    const [still] = await t.db.select().from(booking).where(eq(booking.id, bookingId));
    expect(still!.status).toBe('accepted');

    await t.db
      .update(booking)
      .set({ meetAt: sql`now() - interval '31 minutes'` })
      .where(eq(booking.id, bookingId));
    const late = await act(seller, bookingId, 'no-show');
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ status: 'no_show' });
  });

  it("My Orders, My Buyers and the thread's deal offer the no-show the moment the grace ends, with nothing else changed", async () => {
    const bookingId = await metUp(10);
    // The grace ends two seconds from now.
    await t.db
      .update(booking)
      .set({ meetAt: sql`now() - interval '30 minutes' + interval '2 seconds'` })
      .where(eq(booking.id, bookingId));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const actions = async (who: TestUser, list: string) => {
      const rows = (await call(t.app, who, 'GET', list)).json() as {
        id: string;
        actions: string[];
      }[];
      return rows.find((row) => row.id === bookingId)!.actions;
    };
    const thread = await conversationOf(buyer, bookingId);
    const dealActions = async (who: TestUser) => {
      const { deal } = (await call(t.app, who, 'GET', `/api/conversations/${thread}`)).json() as {
        deal: { order?: { actions: string[] }; booking?: { actions: string[] } };
      };
      return (deal.order ?? deal.booking)!.actions;
    };
    // Heard of the change above by now: these answers are read afresh, and kept (a thread's
    // first read marks it read and is not).
    await pause(300);
    for (const who of [buyer, seller]) await dealActions(who);
    expect(await actions(buyer, '/api/me/bookings')).not.toContain('no-show');
    expect(await actions(seller, '/api/me/buyers')).not.toContain('no-show');
    expect(await dealActions(buyer)).not.toContain('no-show');
    expect(await dealActions(seller)).not.toContain('no-show');
    await pause(2000);
    expect(await actions(buyer, '/api/me/bookings')).toContain('no-show');
    expect(await actions(seller, '/api/me/buyers')).toContain('no-show');
    expect(await dealActions(buyer)).toContain('no-show');
    expect(await dealActions(seller)).toContain('no-show');
  });

  it('the other side can dispute within 48 hours, once, and the thread tells both', async () => {
    const bookingId = await claimed(seller);
    const disputed = await dispute(buyer, bookingId);
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json()).toEqual({ dispute: 'disputed' });

    const [told] = (await thread(seller, bookingId)).slice(-1);
    expect(told).toMatchObject({ senderId: buyer.id });
    expect(told!.said).toBe(
      'Kamal Buyer says they did come to the meet-up and disputes the no-show. An admin will read ' +
        'this conversation and decide; until then it does not count. In their words: I was at the ' +
        'gate at 3 pm sharp',
    );
    const mails = await t.db.select().from(mailQueue).where(eq(mailQueue.aboutId, told!.id));
    expect(mails.map((m) => m.kind)).toEqual(['booking-update-seller']);
    // The admins may now read the thread to decide.
    const reported = (
      await call(t.app, admin, 'GET', '/api/admin/reported-conversations')
    ).json() as { id: string }[];
    expect(reported.map((c) => c.id)).toContain(await conversationOf(buyer, bookingId));

    expectError(await dispute(buyer, bookingId), 409, 'NO_SHOW_DISPUTED');

    const old = await claimed(seller);
    await t.db
      .update(booking)
      .set({ noShowAt: sql`now() - interval '49 hours'` })
      .where(eq(booking.id, old));
    expectError(await dispute(buyer, old), 409, 'DISPUTE_TOO_LATE');
    const answer = await dispute(buyer, old);
    expect(answer.json().error.message).toBe('A no-show can be disputed only within 48 hours');
  });

  it('a disputed no-show does not count until an admin upholds it', async () => {
    const before = await missedMeetups();
    const upheld = await claimed(buyer);
    const rejected = await claimed(buyer);
    expect(await missedMeetups()).toBe(before + 2);

    expect((await dispute(seller, upheld, 'I waited 40 minutes by the library')).statusCode).toBe(
      200,
    );
    expect((await dispute(seller, rejected, 'The buyer never answered my calls')).statusCode).toBe(
      200,
    );
    expect(await missedMeetups()).toBe(before);

    const waiting = (await call(t.app, admin, 'GET', '/api/admin/no-shows')).json() as {
      id: string;
      absent: string;
      reason: string;
      sellerName: string;
      conversationId: string | null;
    }[];
    expect(waiting.find((w) => w.id === upheld)).toMatchObject({
      absent: 'seller',
      reason: 'I waited 40 minutes by the library',
      sellerName: 'Nasrin Seller',
    });
    expect(waiting.find((w) => w.id === upheld)!.conversationId).toBeTruthy();

    // Only an admin decides.
    expect((await decide(seller, upheld, false)).statusCode).toBe(403);
    expect((await decide(buyer, upheld, true)).statusCode).toBe(403);

    const kept = await decide(admin, upheld, true);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ dispute: 'upheld' });
    expect(await missedMeetups()).toBe(before + 1);
    expect((await decide(admin, rejected, false)).json()).toEqual({ dispute: 'rejected' });
    expect(await missedMeetups()).toBe(before + 1);
    // Decided once: neither can be decided again, and the list is empty of them.
    expectError(await decide(admin, upheld, false), 409, 'NO_SHOW_NOT_DISPUTED');
    const left = (await call(t.app, admin, 'GET', '/api/admin/no-shows')).json() as {
      id: string;
    }[];
    expect(left.map((w) => w.id)).not.toContain(upheld);
    const [said] = (await thread(seller, rejected)).slice(-1);
    expect(said).toMatchObject({ senderId: null });
    expect(said!.said).toBe(
      'An admin looked into the dispute and set the no-show aside: it does not count against anyone.',
    );
  });

  it('nobody else can dispute: not the claimant, not a stranger, not an admin', async () => {
    const bookingId = await claimed(seller);
    expectError(await dispute(seller, bookingId), 403, 'FORBIDDEN');
    expect((await dispute(seller, bookingId)).json().error.message).toBe(
      'Only the side said not to have come can dispute a no-show',
    );
    expectError(await dispute(stranger, bookingId), 404, 'NOT_FOUND');
    expectError(await dispute(admin, bookingId), 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(booking).where(eq(booking.id, bookingId));
    expect(row!.noShowDispute).toBeNull();

    // A booking that did not end as a no-show has nothing to dispute.
    const open = await metUp(60);
    expectError(await dispute(buyer, open), 409, 'NOT_A_NO_SHOW');
    // A dispute says what happened.
    const empty = await dispute(buyer, bookingId, ' ');
    expect(empty.statusCode).toBe(400);
  });
});
