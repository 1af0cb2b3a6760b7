// Buyer and seller talk about a book: one conversation per buyer and book, read by its two
// parties only, and by an admin once either of them reports it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../src/server/db/schema/site';
import { mailsTo } from '../support/outbox';
import { addBook } from '../support/books';
import { bookIt, call, payWithCard } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAsAdmin, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Sumaiya Seller');
  buyer = await signUp(t.app, 'buyer', 'Bashir Buyer');
  admin = await signInAsAdmin(t.app, t.db);
});
afterAll(() => t.close());

const start = (who: TestUser, bookId: string, body?: string) =>
  call(t.app, who, 'POST', '/api/conversations', { bookId, ...(body && { body }) });
const write = (who: TestUser, id: string, body: string) =>
  call(t.app, who, 'POST', `/api/conversations/${id}/messages`, { body });
const open = (who: TestUser, id: string) => call(t.app, who, 'GET', `/api/conversations/${id}`);
const unread = async (who: TestUser) =>
  (await call(t.app, who, 'GET', '/api/conversations/unread')).json().unread as number;
const list = async (who: TestUser) =>
  (await call(t.app, who, 'GET', '/api/conversations')).json() as {
    id: string;
    as: string;
    unread: number;
    book: { id: string; status: string };
    lastMessage: { body: string; mine: boolean } | null;
  }[];

describe('a conversation between a buyer and a seller', () => {
  it('a buyer asks about a book; the seller sees it unread, reads it, replies, and the buyer sees the reply', async () => {
    const book = await addBook(t.app, seller);
    const started = await start(
      buyer,
      book.id,
      'Is it still available? Can we meet at the library at 3?',
    );
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json();

    expect(await unread(seller)).toBe(1);
    const inbox = await list(seller);
    expect(inbox[0]).toMatchObject({
      id,
      as: 'seller',
      unread: 1,
      book: { id: book.id, status: 'available' },
      lastMessage: { body: 'Is it still available? Can we meet at the library at 3?', mine: false },
    });

    const thread = await open(seller, id);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      buyer: { name: 'Bashir Buyer' },
      seller: { name: 'Sumaiya Seller' },
      messages: [{ mine: false, body: 'Is it still available? Can we meet at the library at 3?' }],
    });
    expect(await unread(seller)).toBe(0);

    expect((await write(seller, id, 'Yes! 3 pm at the library works.')).statusCode).toBe(201);
    expect(await unread(buyer)).toBe(1);
    expect((await list(buyer))[0]).toMatchObject({ id, as: 'buyer', unread: 1 });
    const seen = (await open(buyer, id)).json();
    expect(seen.messages.map((m: { mine: boolean; body: string }) => [m.mine, m.body])).toEqual([
      [true, 'Is it still available? Can we meet at the library at 3?'],
      [false, 'Yes! 3 pm at the library works.'],
    ]);
    expect(await unread(buyer)).toBe(0);
  });

  it('asking again about the same book reopens the same conversation', async () => {
    const book = await addBook(t.app, seller);
    const first = (await start(buyer, book.id, 'Hello')).json().id;
    const again = (await start(buyer, book.id)).json().id;
    expect(again).toBe(first);
    expect((await open(buyer, first)).json().messages).toHaveLength(1);
  });

  it('a booking opens its conversation, where buyer and seller can settle the meet-up', async () => {
    const book = await addBook(t.app, seller);
    await bookIt(t.app, buyer, book.id);
    const thread = (await list(buyer)).find((c) => c.book.id === book.id);
    // Its first line is the request, told as a change to the booking.
    expect(thread).toMatchObject({ as: 'buyer', lastMessage: { kind: 'event', mine: true } });
    expect((await write(seller, thread!.id, 'See you at TSC.')).statusCode).toBe(201);
    // My Orders and My Buyers lead to it.
    const order = (await call(t.app, buyer, 'GET', '/api/me/bookings')).json();
    expect(order.find((o: { book: { id: string } }) => o.book.id === book.id)).toMatchObject({
      conversationId: thread!.id,
    });
    const buyers = (await call(t.app, seller, 'GET', '/api/me/buyers')).json();
    expect(buyers.find((b: { bookName: string }) => b.bookName === book.name)).toMatchObject({
      conversationId: thread!.id,
    });
  });

  it('a message is text: markup in it comes back as the same characters', async () => {
    const book = await addBook(t.app, seller);
    const { id } = (await start(buyer, book.id)).json();
    const body = '<img src=x onerror=alert(1)> <b>bold</b>';
    expect((await write(buyer, id, body)).json()).toMatchObject({ body, mine: true });
    expect((await open(seller, id)).json().messages[0].body).toBe(body);
  });

  it('an empty message or one over 2,000 characters is refused with its reason, and nothing is written', async () => {
    const book = await addBook(t.app, seller);
    const { id } = (await start(buyer, book.id)).json();
    const empty = await write(buyer, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Write a message');
    const long = await write(buyer, id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('A message can be at most 2,000 characters');
    expect((await write(buyer, id, 'x'.repeat(2000))).statusCode).toBe(201);
    expect((await open(buyer, id)).json().messages).toHaveLength(1);
  });

  it('a new conversation needs a book still for sale; one that exists stays open after the sale', async () => {
    const book = await addBook(t.app, seller);
    const { id } = (await start(buyer, book.id, 'Interested!')).json();
    const booking = await bookIt(t.app, buyer, book.id);
    await payWithCard(t.app, buyer, booking);
    const latecomer = await signUp(t.app, 'buyer');
    const refused = await start(latecomer, book.id, 'Still there?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('BOOK_SOLD');
    expect((await open(buyer, id)).json().book.status).toBe('sold');
    expect((await write(buyer, id, 'Thanks for the book!')).statusCode).toBe(201);
  });

  it('sending is limited to 20 messages a minute per account', async () => {
    const book = await addBook(t.app, seller);
    const talker = await signUp(t.app, 'buyer');
    const { id } = (await start(talker, book.id)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await write(talker, id, `Message ${i}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('unread messages by e-mail', () => {
  /** The reminders waiting about a conversation, made due now, then sent. */
  const sendRemindersNow = async (id: string) => {
    await t.db
      .update(mailQueue)
      .set({ sendAfter: sql`now()` })
      .where(eq(mailQueue.aboutId, id));
    await t.app.mail.flush();
  };
  const reminders = (to: TestUser, bookName: string) =>
    mailsTo(t.config.dataDir, to.email, 'unread message', bookName);

  it('one e-mail for messages left unread 15 minutes, not one per message', async () => {
    const listed = await addBook(t.app, seller, { name: 'Reminded Once' });
    const { id } = (await start(buyer, listed.id, 'Hello?')).json();
    await write(buyer, id, 'Are you there?');
    await write(buyer, id, 'I can meet today');
    const waiting = await t.db.select().from(mailQueue).where(eq(mailQueue.aboutId, id));
    expect(waiting.map((m) => m.kind)).toEqual(['unread-seller']);
    // Not before the quarter of an hour is up.
    expect(waiting[0]!.sendAfter.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    await t.app.mail.flush();
    expect(reminders(seller, 'Reminded Once')).toHaveLength(0);

    await sendRemindersNow(id);
    const [mail] = reminders(seller, 'Reminded Once');
    expect(mail).toContain('3 unread messages from Bashir Buyer');
    expect(mail).toContain(`/dashboard/messages/${id}`);
    expect(mail).not.toContain('I can meet today');
  });

  it('nothing is sent to someone who read or answered within the 15 minutes', async () => {
    const listed = await addBook(t.app, seller, { name: 'Read In Time' });
    const { id } = (await start(buyer, listed.id, 'Still for sale?')).json();
    await write(seller, id, 'Yes it is');
    await open(buyer, id);
    await sendRemindersNow(id);
    expect(reminders(seller, 'Read In Time')).toHaveLength(0);
    expect(reminders(buyer, 'Read In Time')).toHaveLength(0);
  });
});

describe('who may read a conversation', () => {
  let id: string;
  beforeAll(async () => {
    const book = await addBook(t.app, seller);
    id = (await start(buyer, book.id, 'A private question')).json().id;
  });

  it('nobody but its two parties: another buyer, another seller and an admin are told it does not exist', async () => {
    for (const stranger of [await signUp(t.app, 'buyer'), await signUp(t.app, 'seller'), admin]) {
      const read = await open(stranger, id);
      expect(read.statusCode).toBe(404);
      expect(read.json().error.message).toBe('No such conversation');
      expect((await write(stranger, id, 'Let me in')).statusCode).toBe(404);
      expect(
        (await call(t.app, stranger, 'POST', `/api/conversations/${id}/report`, {})).statusCode,
      ).toBe(404);
      expect((await list(stranger)).map((c) => c.id)).not.toContain(id);
    }
    expect((await call(t.app, admin, 'GET', '/api/admin/reported-conversations')).json()).toEqual(
      [],
    );
  });

  it('once a party reports it, an admin reads it (without marking it read) but cannot write in it', async () => {
    const reported = await call(t.app, seller, 'POST', `/api/conversations/${id}/report`, {
      reason: 'Asks for my phone number again and again',
    });
    expect(reported.statusCode).toBe(200);
    const queue = (await call(t.app, admin, 'GET', '/api/admin/reported-conversations')).json();
    expect(queue.map((c: { id: string }) => c.id)).toContain(id);
    const read = await open(admin, id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      as: 'admin',
      reported: true,
      reportReason: 'Asks for my phone number again and again',
      messages: [{ body: 'A private question', mine: false }],
    });
    expect((await write(admin, id, 'Admin here')).statusCode).toBe(404);
    // The parties do not see who reported it, or why.
    expect((await open(buyer, id)).json().reportReason).toBeNull();
  });
});
