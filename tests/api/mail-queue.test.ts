// E-mails are queued with what they tell of and sent after the answer: once, by one server,
// and again later when the mail server refused them.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailQueue } from '../../src/server/db/schema/site';
import type { Mail, Mailer } from '../../src/server/mail/mailer';
import { MailSender } from '../../src/server/mail/queue';
import { addBook } from '../support/books';
import { bookIt } from '../support/orders';
import { mailsTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller');
  buyer = await signUp(t.app, 'buyer');
});
afterAll(() => t.close());

const queued = (bookingId: string) =>
  t.db.select().from(mailQueue).where(eq(mailQueue.aboutId, bookingId));

describe('the e-mail queue', () => {
  it('a booking is answered with its e-mail queued, and two servers send it once', async () => {
    const other = await t.anotherServer();
    const listed = await addBook(t.app, seller, { name: 'Queued Booking Mail', price: 410 });
    const bookingId = await bookIt(t.app, buyer, listed.id);
    expect(await queued(bookingId)).toMatchObject([{ kind: 'book-booked' }]);

    await Promise.all([t.app.mail.flush(), other.mail.flush()]);
    await vi.waitFor(async () => expect((await queued(bookingId))[0]!.sentAt).not.toBeNull());
    await Promise.all([t.app.mail.flush(), other.mail.flush()]);

    const mails = mailsTo(t.config.dataDir, seller.email, 'Queued Booking Mail', 'TK 410');
    expect(mails).toHaveLength(1);
    // Not yet agreed to meet: the seller is not given the buyer's phone.
    expect(mails[0]).not.toContain('01812345678');
    // The second server sends nothing more: the tests below each pick the sender they watch.
    await other.mail.stop();
  });

  it('a refused booking queues no e-mail', async () => {
    const listed = await addBook(t.app, seller, { name: 'Booked Twice', price: 300 });
    await bookIt(t.app, buyer, listed.id);
    const before = await t.db.$count(mailQueue);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { bookId: listed.id, phone: '01812345678', meetingLocation: 'TSC' },
      headers: { cookie: buyer.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(await t.db.$count(mailQueue)).toBe(before);
  });

  it('a mail the mail server refused is sent on a later try, once', async () => {
    await t.app.mail.stop();
    const listed = await addBook(t.app, seller, { name: 'Refused Then Sent', price: 520 });
    const bookingId = await bookIt(t.app, buyer, listed.id);
    const delivered: Mail[] = [];
    let refuse = true;
    const flaky: Mailer = {
      async send(mail) {
        if (refuse) throw new Error('421 try again later');
        delivered.push(mail);
      },
    };
    const sender = new MailSender(t.database, flaky, t.app.log, t.config.publicUrl);
    try {
      await sender.flush();
      const [first] = await queued(bookingId);
      expect(first).toMatchObject({ sentAt: null, attempts: 1, lastError: '421 try again later' });
      expect(first!.sendAfter.getTime()).toBeGreaterThan(Date.now() + 60_000);

      // Not before its time: a second pass now leaves it alone.
      refuse = false;
      await sender.flush();
      expect(delivered).toHaveLength(0);

      await t.db
        .update(mailQueue)
        .set({ sendAfter: sql`now()` })
        .where(eq(mailQueue.aboutId, bookingId));
      await sender.flush();
      await sender.flush();
      expect(delivered.map((m) => m.to)).toEqual([seller.email]);
      expect((await queued(bookingId))[0]).toMatchObject({ attempts: 2, lastError: null });
      expect((await queued(bookingId))[0]!.sentAt).not.toBeNull();
    } finally {
      await sender.stop();
    }
  });

  it('keeps a sent mail for 30 days as a record, then deletes it; an unsent one stays', async () => {
    const listed = await addBook(t.app, seller, { name: 'Old Record', price: 250 });
    const bookingId = await bookIt(t.app, buyer, listed.id);
    const [old, recent, unsent] = await t.db
      .insert(mailQueue)
      .values([
        { kind: 'book-booked', aboutId: bookingId, sentAt: sql`now() - interval '31 days'` },
        { kind: 'book-booked', aboutId: bookingId, sentAt: sql`now() - interval '29 days'` },
        { kind: 'book-booked', aboutId: bookingId, sendAfter: sql`now() + interval '1 day'` },
      ])
      .returning({ id: mailQueue.id });
    await t.app.mail.prune();
    const left = (await queued(bookingId)).map((row) => row.id);
    expect(left).not.toContain(old!.id);
    expect(left).toEqual(expect.arrayContaining([recent!.id, unsent!.id]));
  });
});
