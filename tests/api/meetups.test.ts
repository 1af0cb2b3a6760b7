// The meet-up of a booking: either side proposes a time, the other accepts it (the copy is then
// reserved for that buyer), the seller declines or the buyer cancels; an accepted booking ends
// paid (by card, or in person with the buyer's handover code), as a no-show, or lapses. Every
// change is told in the booking's thread and e-mailed to the other side.
import { MEETUP_MESSAGES } from '../../src/shared/meetup-messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema/auth';
import { book } from '../../src/server/db/schema/catalog';
import { booking, payment, testPaymentIntent } from '../../src/server/db/schema/orders';
import { mailQueue } from '../../src/server/db/schema/site';
import { eventText, translate } from '../../src/server/i18n';
import { lapseStaleBookings } from '../../src/server/modules/trade/meetups';
import { readEvent } from '../../src/shared/booking-events';
import { banglaTime } from '../../src/shared/dhaka-time';
import { EVENTS } from '../../src/shared/i18n/en/events';
import { addBook } from '../support/books';
import { bookIt, call, CARDS } from '../support/orders';
import { mailsTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAsAdmin, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let rival: TestUser;
let latecomer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer, rival, latecomer] = await Promise.all([
    signUp(t.app, 'seller', 'Sumaiya Seller'),
    signUp(t.app, 'buyer', 'Bashir Buyer'),
    signUp(t.app, 'buyer', 'Rumana Rival'),
    signUp(t.app, 'buyer', 'Latif Latecomer'),
  ]);
  admin = await signInAsAdmin(t.app, t.db);
});
afterAll(() => t.close());

const HOUR = 3600_000;
/** A time `hours` from now, written as a Dhaka phone would send it: ISO with a +06:00 offset. */
const dhakaTime = (hours: number) => {
  const at = new Date(Date.now() + hours * HOUR);
  const iso = new Date(at.getTime() + 6 * HOUR).toISOString().replace('Z', '+06:00');
  return { at, iso };
};
const PHONE = '01812345678';

type Order = {
  id: string;
  status: string;
  meetAt: string | null;
  meetProposedBy: string | null;
  meetingLocation: string;
  endReason: string | null;
  noShow: string | null;
  payInPerson: boolean;
  handoverCode: string | null;
  sellerPhone: string | null;
  transactionId: string | null;
  conversationId: string | null;
  soldToSomeoneElse: boolean;
};
type BuyerRow = Omit<Order, 'handoverCode' | 'sellerPhone'> & {
  buyerPhone: string | null;
  handoverFailures: number;
  handoverLocked: boolean;
};
type Message = { id: string; kind: string; senderId: string | null; body: string };

const requestBooking = (who: TestUser, bookId: string, meetAt?: string) =>
  call(t.app, who, 'POST', '/api/bookings', {
    bookId,
    phone: PHONE,
    meetingLocation: 'TSC, Dhaka University',
    ...(meetAt !== undefined && { meetAt }),
  });
/** Books `bookId` as `who`, proposing a meet-up a day on; answers the booking's id. */
async function bookWithTime(who: TestUser, bookId: string) {
  const answer = await requestBooking(who, bookId, dhakaTime(24).iso);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as string;
}
const act = (who: TestUser, bookingId: string, step: string, body?: object) =>
  call(t.app, who, 'POST', `/api/bookings/${bookingId}/${step}`, body);
const order = async (who: TestUser, bookingId: string) =>
  ((await call(t.app, who, 'GET', '/api/me/bookings')).json() as Order[]).find(
    (o) => o.id === bookingId,
  )!;
const buyerRow = async (who: TestUser, bookingId: string) =>
  ((await call(t.app, who, 'GET', '/api/me/buyers')).json() as BuyerRow[]).find(
    (b) => b.id === bookingId,
  )!;
const bookPage = async (who: TestUser, bookId: string) =>
  (await call(t.app, who, 'GET', `/api/books/${bookId}`)).json() as {
    reserved: boolean;
    status: string;
    sellerPhone: string | null;
  };
const bookingRow = async (bookingId: string) =>
  (await t.db.select().from(booking).where(eq(booking.id, bookingId)))[0]!;
/** A conversation's events as `who` is sent them, each with the English sentence it says. */
const events = async (who: TestUser, conversationId: string) =>
  (
    (await call(t.app, who, 'GET', `/api/conversations/${conversationId}`)).json() as {
      messages: Message[];
    }
  ).messages
    .filter((m) => m.kind === 'event')
    .map((m) => ({ ...m, said: eventText('en', m.body) }));
/** The e-mails queued about an event message, by kind. */
const mailsAbout = async (messageId: string) =>
  (await t.db.select().from(mailQueue).where(eq(mailQueue.aboutId, messageId)))
    .map((row) => row.kind)
    .sort();
const expectError = (
  answer: { statusCode: number; json: () => { error: { code: string; message: string } } },
  status: number,
  code: string,
) => {
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
  expect(answer.json().error.code).toBe(code);
  expect(typeof answer.json().error.message).toBe('string');
};

/** A book of `owner` booked by `who` with a time they proposed, and accepted by the owner. */
async function acceptedBooking(owner: TestUser, who: TestUser, name = 'Held For A Buyer') {
  const listed = await addBook(t.app, owner, { name });
  const bookingId = await bookWithTime(who, listed.id);
  const accepted = await act(owner, bookingId, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { bookId: listed.id, bookingId };
}

describe('booking with a meet-up time', () => {
  it('a booking may propose a time (ISO with an offset, to come, within 60 days): it is stored as proposed by the buyer', async () => {
    const listed = await addBook(t.app, seller, { name: 'Booked With A Time' });
    const { at, iso } = dhakaTime(30);
    const answer = await requestBooking(buyer, listed.id, iso);
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().id as string;
    expect(await order(buyer, id)).toMatchObject({
      status: 'pending',
      meetAt: at.toISOString(),
      meetProposedBy: 'buyer',
      meetingLocation: 'TSC, Dhaka University',
    });
    expect(await buyerRow(seller, id)).toMatchObject({
      meetAt: at.toISOString(),
      meetProposedBy: 'buyer',
    });
    // Without a time, nobody has proposed one.
    const plain = await bookIt(t.app, rival, listed.id);
    expect(await order(rival, plain)).toMatchObject({ meetAt: null, meetProposedBy: null });
  });

  it('a past time, one more than 60 days ahead or one without an offset is refused with 400 and its reason, and books nothing', async () => {
    const listed = await addBook(t.app, seller, { name: 'Refused Times' });
    const cases = [
      [dhakaTime(-2).iso, MEETUP_MESSAGES.meetAtPast],
      [dhakaTime(61 * 24).iso, MEETUP_MESSAGES.meetAtTooFar],
      ['2030-01-01T10:00:00', MEETUP_MESSAGES.meetAtRequired],
    ] as const;
    for (const [meetAt, message] of cases) {
      const refused = await requestBooking(buyer, listed.id, meetAt);
      expect(refused.statusCode, meetAt).toBe(400);
      expect(refused.json()).toEqual({
        error: expect.objectContaining({ code: 'VALIDATION', message }),
      });
    }
    expect(await t.db.$count(booking, eq(booking.bookId, listed.id))).toBe(0);
    // The same rule for a proposal.
    const id = await bookIt(t.app, buyer, listed.id);
    const late = await act(seller, id, 'propose', { meetAt: dhakaTime(-2).iso });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(MEETUP_MESSAGES.meetAtPast);
    expect((await bookingRow(id)).meetAt).toBeNull();
  });
});

describe('proposing and accepting a meet-up', () => {
  it('either side proposes while pending; only the side that did not propose accepts (409 WAITING); without a time a seller proposes one first (409 MEET_AT_NEEDED) and a buyer has nothing to accept (409 NO_TIME_YET)', async () => {
    const listed = await addBook(t.app, seller, { name: 'Agreed Meet-up' });
    const id = await bookIt(t.app, buyer, listed.id);
    expectError(await act(seller, id, 'accept'), 409, 'MEET_AT_NEEDED');
    expectError(await act(buyer, id, 'accept'), 409, 'NO_TIME_YET');
    expectError(
      await act(latecomer, id, 'propose', { meetAt: dhakaTime(5).iso }),
      404,
      'NOT_FOUND',
    );

    const bySeller = dhakaTime(48);
    const proposed = await act(seller, id, 'propose', {
      meetAt: bySeller.iso,
      meetingLocation: 'Central Library steps',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toEqual({ status: 'pending' });
    expectError(await act(seller, id, 'accept'), 409, 'WAITING');

    // The buyer proposes another time: now it is the seller's turn, and the place is kept.
    const byBuyer = dhakaTime(50);
    expect((await act(buyer, id, 'propose', { meetAt: byBuyer.iso })).statusCode).toBe(200);
    expect(await order(buyer, id)).toMatchObject({
      meetAt: byBuyer.at.toISOString(),
      meetProposedBy: 'buyer',
      meetingLocation: 'Central Library steps',
    });
    expectError(await act(buyer, id, 'accept'), 409, 'WAITING');
    const accepted = await act(seller, id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ status: 'accepted' });

    expect(await order(buyer, id)).toMatchObject({ status: 'accepted' });
    expect(await buyerRow(seller, id)).toMatchObject({ status: 'accepted' });
    expect((await bookingRow(id)).acceptedAt).not.toBeNull();
    // Agreed: no more proposals.
    expectError(
      await act(buyer, id, 'propose', { meetAt: dhakaTime(70).iso }),
      409,
      'ALREADY_ACCEPTED',
    );
  });

  it('an accepted meet-up reserves the copy: shown reserved, a third buyer cannot book it, an earlier pending booking can neither pay by card nor be accepted', async () => {
    const name = `Reserved Copy ${Date.now()}`;
    const listed = await addBook(t.app, seller, { name });
    const earlier = await bookWithTime(rival, listed.id);
    const chosen = await bookWithTime(buyer, listed.id);
    expect((await bookPage(latecomer, listed.id)).reserved).toBe(false);
    expect((await act(seller, chosen, 'accept')).statusCode).toBe(200);

    expect(await bookPage(latecomer, listed.id)).toMatchObject({
      reserved: true,
      status: 'available',
    });
    const found = (
      await call(t.app, latecomer, 'GET', `/api/books?q=${encodeURIComponent(name)}`)
    ).json();
    expect(found.items.find((b: { id: string }) => b.id === listed.id)).toMatchObject({
      reserved: true,
    });

    expectError(await requestBooking(latecomer, listed.id), 409, 'BOOK_RESERVED');
    expectError(
      await call(t.app, rival, 'POST', `/api/bookings/${earlier}/payment-intent`),
      409,
      'BOOK_RESERVED',
    );
    expectError(await act(seller, earlier, 'accept'), 409, 'BOOK_RESERVED');
    expect((await bookingRow(earlier)).status).toBe('pending');
    expect(
      await t.db.$count(
        booking,
        and(eq(booking.bookId, listed.id), eq(booking.status, 'accepted')),
      ),
    ).toBe(1);
    // The buyer it is held for may still pay by card.
    const intent = await call(t.app, buyer, 'POST', `/api/bookings/${chosen}/payment-intent`);
    expect(intent.statusCode, intent.body).toBe(200);
  });
});

describe('declining and cancelling', () => {
  it('only the seller declines, with a reason of 2 to 300 characters; the buyer sees it in My Orders and by e-mail, and the copy is free again', async () => {
    const { bookId, bookingId } = await acceptedBooking(seller, buyer, 'Declined After All');
    const reason = 'Sorry, a classmate already asked me for this one.';
    expectError(await act(buyer, bookingId, 'decline', { reason }), 403, 'FORBIDDEN');
    for (const short of ['x', ' ', 'y'.repeat(301)]) {
      const refused = await act(seller, bookingId, 'decline', { reason: short });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION');
    }
    expect((await bookingRow(bookingId)).status).toBe('accepted');

    const declined = await act(seller, bookingId, 'decline', { reason });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ status: 'declined' });
    const seen = await order(buyer, bookingId);
    expect(seen).toMatchObject({ status: 'declined', endReason: reason });
    expect((await bookPage(latecomer, bookId)).reserved).toBe(false);
    expect((await requestBooking(latecomer, bookId)).statusCode).toBe(201);
    expectError(await act(seller, bookingId, 'decline', { reason }), 409, 'BOOKING_CLOSED');

    const [told] = (await events(buyer, seen.conversationId!)).slice(-1);
    expect(told).toMatchObject({ senderId: seller.id });
    expect(told!.said).toBe(`Sumaiya Seller declined this booking: ${reason}`);
    expect(await mailsAbout(told!.id)).toEqual(['booking-update-buyer']);
    await t.app.mail.flush();
    expect(mailsTo(t.config.dataDir, buyer.email, reason)).toHaveLength(1);
  });

  it('only the buyer cancels, and the copy is free again', async () => {
    const { bookId, bookingId } = await acceptedBooking(seller, buyer, 'Cancelled By Buyer');
    expectError(await act(seller, bookingId, 'cancel'), 403, 'FORBIDDEN');
    expect((await bookingRow(bookingId)).status).toBe('accepted');
    const cancelled = await act(buyer, bookingId, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ status: 'cancelled' });
    expect(await buyerRow(seller, bookingId)).toMatchObject({ status: 'cancelled' });
    expect((await bookPage(latecomer, bookId)).reserved).toBe(false);
    expect((await requestBooking(latecomer, bookId)).statusCode).toBe(201);

    const conversationId = (await order(buyer, bookingId)).conversationId!;
    const [told] = (await events(seller, conversationId)).slice(-1);
    expect(told).toMatchObject({
      senderId: buyer.id,
      said: 'Bashir Buyer cancelled this booking.',
    });
    // Kept as the sentence's key and values, so each reader reads it in their own language.
    expect(readEvent(told!.body)).toEqual({
      key: 'event.cancelled',
      params: { name: 'Bashir Buyer' },
    });
    expect(await mailsAbout(told!.id)).toEqual(['booking-update-seller']);
  });
});

describe('telling the other side', () => {
  it('each change posts an event in the booking’s thread and queues an e-mail to the side that did not make it', async () => {
    const listed = await addBook(t.app, seller, { name: 'Told Every Step' });
    const id = await bookIt(t.app, buyer, listed.id);
    const conversationId = (await order(buyer, id)).conversationId!;
    // The request itself opens the thread's deal, told by the buyer and mailed to nobody (the
    // seller's booking e-mail says it).
    const [requested, ...none] = await events(buyer, conversationId);
    expect(none).toEqual([]);
    expect(requested).toMatchObject({ kind: 'event', senderId: buyer.id });
    expect(requested!.said).toBe(
      'Bashir Buyer booked this book, to meet at TSC, Dhaka University, and waits for a time.',
    );
    expect(await mailsAbout(requested!.id)).toEqual([]);

    const steps: [TestUser, string, object | undefined, string, string][] = [
      [
        seller,
        'propose',
        { meetAt: dhakaTime(30).iso },
        'proposed to meet',
        'booking-update-buyer',
      ],
      [
        buyer,
        'propose',
        { meetAt: dhakaTime(31).iso },
        'proposed to meet',
        'booking-update-seller',
      ],
      [seller, 'accept', undefined, 'agreed to meet', 'booking-update-buyer'],
      [buyer, 'pay-in-person', undefined, 'will pay in person', 'booking-update-seller'],
    ];
    for (const [index, [who, step, body, says, mailed]] of steps.entries()) {
      const answer = await act(who, id, step, body);
      expect(answer.statusCode, `${step}: ${answer.body}`).toBe(200);
      const told = await events(seller, conversationId);
      const last = told.at(-1)!;
      expect(told, step).toHaveLength(index + 2);
      expect(last).toMatchObject({ kind: 'event', senderId: who.id });
      expect(last.said).toContain(says);
      expect(await mailsAbout(last.id), step).toEqual([mailed]);
    }
  });

  it('the e-mail tells each side in their own language: Bangla, with its digits and the time as people say it (বিকেল ৪:৩০), to a reader who chose it', async () => {
    const reader = await signUp(t.app, 'buyer', 'Nusrat Jahan');
    await t.db.update(user).set({ locale: 'bn' }).where(eq(user.id, reader.id));
    const listed = await addBook(t.app, seller, { name: 'Told In Bangla' });
    const answer = await requestBooking(reader, listed.id);
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().id as string;
    const [first, second] = [dhakaTime(40), dhakaTime(41)];
    const moment = (locale: string, clock: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Dhaka',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        ...clock,
      });
    // The day as Intl writes it, the time with its part of the day first.
    const inBangla = (at: Date) =>
      `${moment('bn-BD', { hour: undefined, minute: undefined }).format(at)}, ${banglaTime(at)}`;
    const place = 'TSC, Dhaka University';

    // The seller proposes (e-mailed to the reader), the reader another time (to the seller),
    // and the seller agrees to it (to the reader).
    expect((await act(seller, id, 'propose', { meetAt: first.iso })).statusCode).toBe(200);
    expect((await act(reader, id, 'propose', { meetAt: second.iso })).statusCode).toBe(200);
    expect((await act(seller, id, 'accept')).statusCode).toBe(200);
    await t.app.mail.flush();

    const proposed = translate('bn', 'event.proposed', {
      name: 'Sumaiya Seller',
      meetAt: inBangla(first.at),
      place,
    });
    const agreed = translate('bn', 'event.accepted', {
      name: 'Sumaiya Seller',
      meetAt: inBangla(second.at),
      place,
      hours: new Intl.NumberFormat('bn-BD').format(t.config.bookingLapseHours),
    });
    // Bangla digits only: the time on the 12-hour clock after its part of the day, the hours too.
    expect(proposed).toMatch(/(ভোর|সকাল|দুপুর|বিকেল|সন্ধ্যা|রাত) (১[০-২]|[১-৯]):[০-৫][০-৯]/);
    expect(`${proposed} ${agreed}`).not.toMatch(/[0-9]/);
    const toReader = mailsTo(t.config.dataDir, reader.email);
    expect(toReader).toHaveLength(2);
    expect(toReader.filter((mail) => mail.includes(proposed))).toHaveLength(1);
    expect(toReader.filter((mail) => mail.includes(agreed))).toHaveLength(1);
    // No English sentence of a booking event, nor a Latin AM/PM, reaches the Bangla reader.
    const english = Object.values(EVENTS)
      .flatMap((text) => text.split(/\{[^{}]*\}/))
      .map((words) => words.trim())
      .filter((words) => /[a-z]{3}/i.test(words));
    for (const mail of toReader) {
      expect(english.filter((words) => mail.includes(words))).toEqual([]);
      expect(mail).not.toMatch(/\b[ap]m\b/i);
    }

    // The seller reads English, worded as ever.
    const inEnglish = moment('en-GB', { hour12: true }).format(second.at);
    expect(
      mailsTo(
        t.config.dataDir,
        seller.email,
        `Nusrat Jahan proposed to meet on ${inEnglish} (Dhaka time) at ${place}.`,
      ),
    ).toHaveLength(1);
  });
});

describe('the seller’s and the buyer’s phones', () => {
  it('the buyer sees the seller’s phone only once the meet-up is accepted, and never while the seller keeps it private', async () => {
    const owner = await signUp(t.app, 'seller', 'Private Seller');
    const listed = await addBook(t.app, owner, {
      name: 'Call Me Later',
      sellerPhone: '01711112222',
    });
    const id = await bookWithTime(buyer, listed.id);
    expect((await bookPage(buyer, listed.id)).sellerPhone).toBeNull();
    expect((await order(buyer, id)).sellerPhone).toBeNull();

    expect((await act(owner, id, 'accept')).statusCode).toBe(200);
    expect((await bookPage(buyer, listed.id)).sellerPhone).toBe('01711112222');
    expect((await order(buyer, id)).sellerPhone).toBe('01711112222');
    // Nobody else reads it.
    expect((await bookPage(latecomer, listed.id)).sellerPhone).toBeNull();

    const saved = await call(t.app, owner, 'PUT', '/api/me/settings', { phonePrivate: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await bookPage(buyer, listed.id)).sellerPhone).toBeNull();
    expect((await order(buyer, id)).sellerPhone).toBeNull();
  });

  it('My Buyers shows the buyer’s phone once the meet-up is accepted, unless the buyer keeps it private', async () => {
    const shy = await signUp(t.app, 'buyer', 'Shy Buyer');
    const listed = await addBook(t.app, seller, { name: 'Phone Kept Private' });
    const id = await bookWithTime(shy, listed.id);
    expect((await buyerRow(seller, id)).buyerPhone).toBeNull();
    expect((await act(seller, id, 'accept')).statusCode).toBe(200);
    expect((await buyerRow(seller, id)).buyerPhone).toBe(PHONE);
    expect(
      (await call(t.app, shy, 'PUT', '/api/me/settings', { phonePrivate: true })).statusCode,
    ).toBe(200);
    expect((await buyerRow(seller, id)).buyerPhone).toBeNull();
  });
});

describe('paying in person', () => {
  it('only the buyer of an accepted booking chooses it (pending: 409 NOT_ACCEPTED); the six-digit code is in My Orders', async () => {
    const listed = await addBook(t.app, seller, { name: 'Cash At The Gate' });
    const id = await bookWithTime(buyer, listed.id);
    expectError(await act(buyer, id, 'pay-in-person'), 409, 'NOT_ACCEPTED');
    expect((await act(seller, id, 'accept')).statusCode).toBe(200);
    expectError(await act(seller, id, 'pay-in-person'), 403, 'FORBIDDEN');
    expect(await order(buyer, id)).toMatchObject({ payInPerson: false, handoverCode: null });

    const chosen = await act(buyer, id, 'pay-in-person');
    expect(chosen.statusCode, chosen.body).toBe(200);
    const { code } = chosen.json() as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    expect(await order(buyer, id)).toMatchObject({ payInPerson: true, handoverCode: code });
    // The seller knows the buyer pays in person, but not the code.
    const row = await buyerRow(seller, id);
    expect(row.payInPerson).toBe(true);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('the handover code as a QR code is an SVG for the buyer and not found for anyone else', async () => {
    const { bookingId } = await acceptedBooking(seller, buyer, 'QR At The Handover');
    const url = `/api/bookings/${bookingId}/handover.svg`;
    expectError(await call(t.app, buyer, 'GET', url), 409, 'HANDOVER_NOT_CHOSEN');
    expect((await act(buyer, bookingId, 'pay-in-person')).statusCode).toBe(200);

    const svg = await call(t.app, buyer, 'GET', url);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    for (const other of [seller, rival, admin])
      expect((await call(t.app, other, 'GET', url)).statusCode).toBe(404);
  });
});

describe('the handover', () => {
  it('a wrong code is refused with the tries left; five wrong codes lock it, even for the right one, until the buyer makes a new code', async () => {
    const owner = await signUp(t.app, 'seller', 'Locked Out Seller');
    const { bookingId } = await acceptedBooking(owner, buyer, 'Locked Handover');
    const { code } = (await act(buyer, bookingId, 'pay-in-person')).json() as { code: string };
    const wrong = code === '000000' ? '111111' : '000000';
    const handover = (given: string) => act(owner, bookingId, 'handover', { code: given });

    expectError(await handover('12345'), 400, 'VALIDATION');
    for (const left of [4, 3, 2, 1]) {
      const refused = await handover(wrong);
      expectError(refused, 422, 'WRONG_HANDOVER_CODE');
      expect(refused.json().error.message).toContain(
        `${left} ${left === 1 ? 'try' : 'tries'} left`,
      );
    }
    expectError(await handover(wrong), 423, 'HANDOVER_LOCKED');
    expectError(await handover(code), 423, 'HANDOVER_LOCKED');
    expect(await buyerRow(owner, bookingId)).toMatchObject({
      status: 'accepted',
      handoverFailures: 5,
      handoverLocked: true,
    });
    expect(await t.db.$count(payment, eq(payment.bookingId, bookingId))).toBe(0);

    const renewed = (await act(buyer, bookingId, 'pay-in-person')).json() as { code: string };
    expect(await buyerRow(owner, bookingId)).toMatchObject({
      handoverFailures: 0,
      handoverLocked: false,
    });
    const done = await handover(renewed.code);
    expect(done.statusCode, done.body).toBe(200);
    expect((await bookingRow(bookingId)).status).toBe('paid');
  });

  it('the right code completes the sale: booking paid, book sold, the other open bookings cancelled and told', async () => {
    const owner = await signUp(t.app, 'seller', 'Handover Seller');
    const listed = await addBook(t.app, owner, { name: 'Handed Over', price: 380 });
    const other = await bookWithTime(rival, listed.id);
    const id = await bookWithTime(buyer, listed.id);
    expect((await act(owner, id, 'accept')).statusCode).toBe(200);
    const { code } = (await act(buyer, id, 'pay-in-person')).json() as { code: string };
    expectError(await act(buyer, id, 'handover', { code }), 403, 'FORBIDDEN');

    // Spaces, as people read six digits out, are forgiven.
    const done = await act(owner, id, 'handover', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json() as { transactionId: string; status: string };
    expect(result).toEqual({ transactionId: expect.any(String), status: 'succeeded' });

    expect(await order(buyer, id)).toMatchObject({
      status: 'paid',
      transactionId: result.transactionId,
      handoverCode: null,
    });
    // Sold to someone else: to the latecomer the book is gone, and says which it was.
    const latecomerSees = await call(t.app, latecomer, 'GET', `/api/books/${listed.id}`);
    expect(latecomerSees.statusCode).toBe(410);
    expect(latecomerSees.json().error).toMatchObject({
      code: 'BOOK_GONE',
      params: { name: listed.name },
    });
    expect(await bookPage(buyer, listed.id)).toMatchObject({ status: 'sold', reserved: false });
    const payments = await t.db.select().from(payment).where(eq(payment.bookId, listed.id));
    expect(payments).toMatchObject([
      {
        bookingId: id,
        status: 'succeeded',
        provider: 'in-person',
        amount: 38000,
        providerRef: result.transactionId,
      },
    ]);
    const kinds = await t.db.select().from(mailQueue).where(eq(mailQueue.aboutId, id));
    expect(kinds.map((m) => m.kind).sort()).toEqual(['book-booked', 'book-paid', 'receipt']);

    const lost = await order(rival, other);
    expect(lost).toMatchObject({ status: 'cancelled', soldToSomeoneElse: true });
    const [told] = (await events(rival, lost.conversationId!)).slice(-1);
    expect(told!.said).toBe('This book was sold to another buyer, so this booking is closed.');
    expect(await mailsAbout(told!.id)).toEqual(['booking-update-buyer']);
  });

  it('a card the buyer charged before paying in person is refunded and recorded as refunded when the handover completes the sale', async () => {
    const owner = await signUp(t.app, 'seller', 'Card Then Cash Seller');
    const { bookingId } = await acceptedBooking(owner, buyer, 'Charged Then Paid In Person');
    const intentId = (
      await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/payment-intent`)
    ).json().intentId as string;
    const charged = await call(t.app, buyer, 'POST', `/api/test-payments/${intentId}/confirm`, {
      cardNumber: CARDS.ok,
      expiry: '12/34',
      cvc: '123',
      name: 'Bashir Buyer',
    });
    expect(charged.json().status).toBe('succeeded');
    const { code } = (await act(buyer, bookingId, 'pay-in-person')).json() as { code: string };
    const handed = await act(owner, bookingId, 'handover', { code });
    expect(handed.statusCode, handed.body).toBe(200);

    const late = await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/payment`, {
      paymentIntentId: intentId,
    });
    expect(late.statusCode, late.body).toBe(409);
    const [intent] = await t.db
      .select()
      .from(testPaymentIntent)
      .where(eq(testPaymentIntent.id, intentId));
    expect(intent!.refundedAt).not.toBeNull();
    const rows = await t.db.select().from(payment).where(eq(payment.bookingId, bookingId));
    expect(rows.map((p) => [p.providerRef, p.status]).sort()).toEqual(
      [
        [handed.json().transactionId, 'succeeded'],
        [intentId, 'refunded'],
      ].sort(),
    );
  });

  it('a second right code answers the same transaction and records no second payment', async () => {
    const owner = await signUp(t.app, 'seller', 'Twice Seller');
    const { bookingId } = await acceptedBooking(owner, buyer, 'Entered Twice');
    const { code } = (await act(buyer, bookingId, 'pay-in-person')).json() as { code: string };
    const first = await act(owner, bookingId, 'handover', { code });
    expect(first.statusCode, first.body).toBe(200);
    const again = await act(owner, bookingId, 'handover', { code });
    expect(await t.db.$count(payment, eq(payment.bookingId, bookingId))).toBe(1);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});

describe('no-shows and lapses', () => {
  it('a no-show is refused before the meet-up time (409 TOO_EARLY); after it the booking ends as a no-show and the copy is free', async () => {
    const { bookId, bookingId } = await acceptedBooking(seller, buyer, 'Nobody Came');
    expectError(await act(seller, bookingId, 'no-show'), 409, 'TOO_EARLY');
    expect((await bookingRow(bookingId)).status).toBe('accepted');

    await t.db
      .update(booking)
      .set({ meetAt: sql`now() - interval '1 hour'` })
      .where(eq(booking.id, bookingId));
    const marked = await act(seller, bookingId, 'no-show');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ status: 'no_show' });
    const seen = await order(buyer, bookingId);
    expect(seen).toMatchObject({ status: 'no_show', noShow: 'buyer' });
    expect((await bookPage(latecomer, bookId)).reserved).toBe(false);
    const [told] = (await events(buyer, seen.conversationId!)).slice(-1);
    expect(told).toMatchObject({ senderId: seller.id });
    expect(told!.said).toBe(
      'Sumaiya Seller says the buyer did not come to the meet-up, so this booking is closed.',
    );
    expect(await mailsAbout(told!.id)).toEqual(['booking-update-buyer']);
  });

  it('an accepted booking not completed in time lapses: the copy is free for another buyer and both sides are told', async () => {
    const { bookId, bookingId } = await acceptedBooking(seller, buyer, 'Lapsed Meet-up');
    // Longer ago than any other booking here, so only this one is due.
    await t.db
      .update(booking)
      .set({ acceptedAt: sql`now() - interval '1000 hours'` })
      .where(eq(booking.id, bookingId));
    expect(await lapseStaleBookings(t.db, 999)).toBe(1);

    const seen = await order(buyer, bookingId);
    expect(seen.status).toBe('lapsed');
    expect((await bookPage(latecomer, bookId)).reserved).toBe(false);
    expect((await requestBooking(latecomer, bookId)).statusCode).toBe(201);
    const [told] = (await events(buyer, seen.conversationId!)).slice(-1);
    expect(told).toMatchObject({ senderId: null });
    expect(told!.said).toBe(
      'The sale was not completed within 999 hours of the meet-up being agreed, so this booking ' +
        'lapsed and the book is available again.',
    );
    expect(await mailsAbout(told!.id)).toEqual(['booking-update-buyer', 'booking-update-seller']);
    // Once only.
    expect(await lapseStaleBookings(t.db, 999)).toBe(0);
  });
});

// On PGlite (one connection) the requests queue; on PostgreSQL they truly race.
describe('one copy, two ways to pay', () => {
  it('ten card payments and ten handover confirmations at once: one sale, one paid booking, every loser 409 and every losing card refunded', async () => {
    const owner = await signUp(t.app, 'seller', 'Raced Seller');
    const listed = await addBook(t.app, owner, { name: 'Raced Both Ways', price: 700 });
    const buyers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signUp(t.app, 'buyer', `Racer ${i + 1}`)),
    );
    const racers = await Promise.all(
      buyers.map(async (who, i) => {
        const answer = await requestBooking(
          who,
          listed.id,
          i === 0 ? dhakaTime(24).iso : undefined,
        );
        expect(answer.statusCode, answer.body).toBe(201);
        const bookingId = answer.json().id as string;
        const intent = await call(t.app, who, 'POST', `/api/bookings/${bookingId}/payment-intent`);
        expect(intent.statusCode, intent.body).toBe(200);
        const intentId = intent.json().intentId as string;
        const charged = await call(t.app, who, 'POST', `/api/test-payments/${intentId}/confirm`, {
          cardNumber: CARDS.ok,
          expiry: '12/34',
          cvc: '123',
          name: 'Racer',
        });
        expect(charged.json().status).toBe('succeeded');
        return { who, bookingId, intentId };
      }),
    );
    const first = racers[0]!;
    expect((await act(owner, first.bookingId, 'accept')).statusCode).toBe(200);
    const { code } = (await act(first.who, first.bookingId, 'pay-in-person')).json() as {
      code: string;
    };

    const handovers = Array.from({ length: 10 }, () =>
      act(owner, first.bookingId, 'handover', { code }),
    );
    const cards = racers.map((r) =>
      call(t.app, r.who, 'POST', `/api/bookings/${r.bookingId}/payment`, {
        paymentIntentId: r.intentId,
      }),
    );
    const [byHand, byCard] = await Promise.all([Promise.all(handovers), Promise.all(cards)]);
    const answers = [...byHand, ...byCard];
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const won = answers.filter((a) => a.statusCode === 200).map((a) => a.json().transactionId);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(new Set(won).size).toBe(1);
    // The other buyers' cards lose to the copy reserved for buyer 1, or to its sale.
    for (const answer of byCard.slice(1)) expect(answer.statusCode, answer.body).toBe(409);

    const rows = await t.db.select().from(payment).where(eq(payment.bookId, listed.id));
    const sold = rows.filter((p) => p.status === 'succeeded');
    expect(sold).toHaveLength(1);
    expect(sold[0]).toMatchObject({ bookingId: first.bookingId, providerRef: won[0] });
    const [copy] = await t.db.select().from(book).where(eq(book.id, listed.id));
    expect(copy).toMatchObject({ status: 'sold', reserved: false });
    const bookings = await t.db.select().from(booking).where(eq(booking.bookId, listed.id));
    expect(bookings.filter((b) => b.status === 'paid').map((b) => b.id)).toEqual([first.bookingId]);
    expect(bookings.filter((b) => b.status === 'pending' || b.status === 'accepted')).toEqual([]);

    // Every card that did not make the sale was given back.
    const losingCards = racers.filter((r) => r.intentId !== won[0]);
    const intents = await t.db
      .select()
      .from(testPaymentIntent)
      .where(
        inArray(
          testPaymentIntent.id,
          losingCards.map((r) => r.intentId),
        ),
      );
    expect(intents).toHaveLength(losingCards.length);
    for (const intent of intents) expect(intent.refundedAt, intent.id).not.toBeNull();
    // The other buyers' refunds are on record. (Whether the winner's own card, when the handover
    // won, is recorded too is a test of its own above: on PostgreSQL either may win here.)
    const refunded = rows.filter((p) => p.status === 'refunded').map((p) => p.providerRef);
    for (const r of racers.slice(1)) expect(refunded, r.who.name).toContain(r.intentId);
  });
});
