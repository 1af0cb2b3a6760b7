// People are told when something happens: each of their devices gets an alert in their language
// through the browsers' push services (a stand-in here, speaking the real protocol: VAPID-signed,
// aes128gcm-encrypted, decrypted as a phone would), the bell lists it, and the e-mail waits.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notification, pushSubscription } from '../../src/server/db/schema/notifications';
import { mailQueue } from '../../src/server/db/schema/site';
import type { Notification } from '../../src/shared/schemas/notifications';
import { addBook } from '../support/books';
import { bookIt, call } from '../support/orders';
import { mailsTo } from '../support/outbox';
import { startPushService, type PushService } from '../support/push-stand-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

let t: TestApp;
let service: PushService;
beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp(
    {},
    { pushServiceAllowed: (endpoint) => endpoint.startsWith(service.origin) },
  );
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
});

/** A device of `who` that allowed alerts: subscribed with the server's key, as a browser is. */
async function device(who: TestUser) {
  const { publicKey } = (await call(t.app, who, 'GET', '/api/push/key')).json();
  const subscription = service.subscribe({ applicationServerKey: publicKey });
  const kept = await call(t.app, who, 'PUT', '/api/me/push-subscriptions', subscription);
  expect(kept.statusCode, kept.body).toBe(204);
  return subscription;
}

/** A seller reading Boipoka in `locale` with a book for sale, and a buyer. */
async function sale(name: string, locale: 'en' | 'bn' = 'en') {
  const seller = await signUp(t.app, 'seller', `${name} Seller`);
  await call(t.app, seller, 'PUT', '/api/me/settings', { locale });
  const buyer = await signUp(t.app, 'buyer', `${name} Buyer`);
  const book = await addBook(t.app, seller, { name: `${name} Notes` });
  return { seller, buyer, book };
}

const write = async (who: TestUser, bookId: string, body: string) => {
  const started = await call(t.app, who, 'POST', '/api/conversations', { bookId, body });
  expect(started.statusCode, started.body).toBeLessThan(300);
  return started.json().id as string;
};

/** The servers running: any of them may claim a notification to push. */
const servers = () => [t.app, ...others];
const others: TestApp['app'][] = [];
/** Every server pushes what is due, and the test reads what they sent. */
const pushNow = () => Promise.all(servers().map((server) => server.push.flush()));

describe('a message', () => {
  it("is pushed to each of the reader's devices, worded in their language, and opens the thread", async () => {
    const { seller, buyer, book } = await sale('Padma', 'bn');
    const [phone, laptop] = [await device(seller), await device(seller)];
    const thread = await write(buyer, book.id, 'Is it still available?');
    await pushNow();

    const deliveries = await service.waitFor(2);
    expect(deliveries.map((d) => d.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
    expect(deliveries[0]!.payload).toEqual({
      title: '“Padma Notes” নিয়ে Padma Buyer মেসেজ দিয়েছেন',
      body: 'Is it still available?',
      url: `/dashboard/messages/${thread}`,
      tag: `thread-${thread}`,
    });
    // Signed with the key browsers subscribed with, naming whom the push service may write to.
    const { publicKey } = (await call(t.app, seller, 'GET', '/api/push/key')).json();
    expect(deliveries[0]!.vapid).toMatchObject({ publicKey, sub: 'mailto:admin@localhost' });
    expect(deliveries[0]!.urgency).toBe('high');
    // The writer is not told of their own message.
    expect(service.received).toHaveLength(2);
  });

  it('brings at most one alert a minute per thread, which then says how many and the latest', async () => {
    const { seller, buyer, book } = await sale('Kapotakkho');
    await device(seller);
    const thread = await write(buyer, book.id, 'Hello!');
    await pushNow();
    await service.waitFor(1);
    await call(t.app, buyer, 'POST', `/api/conversations/${thread}/messages`, {
      body: 'Still there?',
    });
    await call(t.app, buyer, 'POST', `/api/conversations/${thread}/messages`, {
      body: 'I can meet at 3.',
    });
    await pushNow();
    expect(service.received).toHaveLength(1);

    // A minute on, one alert says both.
    await t.db
      .update(notification)
      .set({ pushAfter: sql`now()` })
      .where(eq(notification.conversationId, thread));
    await pushNow();
    const [, second] = await service.waitFor(2);
    expect(second!.payload).toMatchObject({
      title: '3 new messages from Kapotakkho Buyer about “Kapotakkho Notes”',
      body: 'I can meet at 3.',
    });
    const bell = (
      await call(t.app, seller, 'GET', '/api/me/notifications')
    ).json() as Notification[];
    expect(bell.filter((n) => n.kind === 'message')).toEqual([
      expect.objectContaining({
        count: 3,
        from: 'Kapotakkho Buyer',
        text: 'I can meet at 3.',
        read: false,
      }),
    ]);
  });

  it('read in its thread is seen: the bell counts it no more, and its waiting alert is not sent', async () => {
    const { seller, buyer, book } = await sale('Lalsalu');
    await device(seller);
    const thread = await write(buyer, book.id, 'First question');
    await pushNow();
    await service.waitFor(1);
    // The second waits out the thread's minute; the seller reads both before it is up.
    await call(t.app, buyer, 'POST', `/api/conversations/${thread}/messages`, { body: 'Second' });
    expect((await call(t.app, seller, 'GET', '/api/me/notifications/unread')).json()).toEqual({
      unread: 1,
      wanted: 0,
    });
    await call(t.app, seller, 'GET', `/api/conversations/${thread}`);
    expect((await call(t.app, seller, 'GET', '/api/me/notifications/unread')).json().unread).toBe(
      0,
    );
    await t.db
      .update(notification)
      .set({ pushedAt: sql`now() - interval '2 minutes'` })
      .where(eq(notification.conversationId, thread));
    await pushNow();
    expect(service.received).toHaveLength(1);
  });
});

describe('a change to a booking', () => {
  it('is pushed to the side that did not make it, in its words', async () => {
    const { seller, buyer, book } = await sale('Debdas');
    await device(seller);
    const buyerPhone = await device(buyer);
    const bookingId = await bookIt(t.app, buyer, book.id);
    await pushNow();
    const [requested] = await service.waitFor(1);
    expect(requested!.payload).toMatchObject({
      title: 'Debdas Notes',
      body: 'Debdas Buyer booked this book, to meet at TSC, Dhaka University, and waits for a time.',
    });
    const declined = await call(t.app, seller, 'POST', `/api/bookings/${bookingId}/decline`, {
      reason: 'Sold it at the library',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await pushNow();
    const [, toBuyer] = await service.waitFor(2);
    expect(toBuyer!.endpoint).toBe(buyerPhone.endpoint);
    expect(toBuyer!.payload).toMatchObject({
      body: 'Debdas Seller declined this booking: Sold it at the library',
    });
  });
});

describe('devices', () => {
  it('a subscription the push service says is gone (410) is removed; a failing one is tried again', async () => {
    const { seller, buyer, book } = await sale('Shesher');
    const [old, current] = [await device(seller), await device(seller)];
    service.gone(old.endpoint);
    service.fail(current.endpoint, 500, 1);
    await write(buyer, book.id, 'Any notes inside?');
    await pushNow();
    const kept = await t.db
      .select({ endpoint: pushSubscription.endpoint })
      .from(pushSubscription)
      .where(eq(pushSubscription.userId, seller.id));
    expect(kept.map((row) => row.endpoint)).toEqual([current.endpoint]);
    expect(service.received).toHaveLength(0);

    // The retry comes after a back-off; here, now.
    const [row] = await t.db.select().from(notification).where(eq(notification.userId, seller.id));
    expect(row!.pushAfter!.getTime()).toBeGreaterThan(Date.now());
    await t.db
      .update(notification)
      .set({ pushAfter: sql`now()` })
      .where(eq(notification.id, row!.id));
    await pushNow();
    expect((await service.waitFor(1))[0]!.endpoint).toBe(current.endpoint);
  });

  it('last as long as the session they were made in: signing out of that browser ends its alerts', async () => {
    const { seller, buyer, book } = await sale('Durbin');
    await device(seller);
    const signedOut = await call(t.app, seller, 'POST', '/api/auth/sign-out', {});
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    const left = await t.db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.userId, seller.id));
    expect(left).toEqual([]);
    await write(buyer, book.id, 'Anyone there?');
    await pushNow();
    expect(service.received).toHaveLength(0);
  });

  it('two servers push each notification once', async () => {
    const other = await t.anotherServer({
      pushServiceAllowed: (endpoint) => endpoint.startsWith(service.origin),
    });
    others.push(other);
    const { seller, buyer, book } = await sale('Aranyak');
    await device(seller);
    await write(buyer, book.id, 'Both servers heard this');
    await Promise.all([pushNow(), other.push.flush(), pushNow(), other.push.flush()]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(service.received).toHaveLength(1);
  });

  it("are refused at an address that is no browser's push service", async () => {
    const plain = await createTestApp();
    try {
      const who = await signUp(plain.app, 'buyer');
      const keys = service.subscribe().keys;
      for (const endpoint of [
        'http://127.0.0.1:3000/api/admin/users',
        'https://169.254.169.254/latest/meta-data',
        'https://fcm.googleapis.com.evil.test/fcm/send/x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
      ]) {
        const refused = await call(plain.app, who, 'PUT', '/api/me/push-subscriptions', {
          endpoint,
          keys,
        });
        expect(refused.statusCode, endpoint).toBe(400);
        expect(refused.json().error.code).toBe('PUSH_SERVICE_UNKNOWN');
      }
      const chrome = await call(plain.app, who, 'PUT', '/api/me/push-subscriptions', {
        endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdA',
        keys,
      });
      expect(chrome.statusCode, chrome.body).toBe(204);
    } finally {
      await plain.close();
    }
  });
});

describe('the switches in My Profile', () => {
  it('turn a kind’s alerts or e-mails off, and the rest stay on', async () => {
    const { seller, buyer, book } = await sale('Nondini');
    await device(seller);
    const saved = await call(t.app, seller, 'PATCH', '/api/me/notify', {
      message: { push: false },
      booking: { email: false },
    });
    expect(saved.json()).toEqual({
      message: { push: false, email: true },
      booking: { push: true, email: false },
      wanted: { push: true, email: true },
      review: { push: true, email: true },
      moderation: { push: true, email: true },
    });
    await write(buyer, book.id, 'Quiet question');
    const bookingId = await bookIt(t.app, buyer, book.id);
    await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/cancel`);
    await pushNow();
    await t.app.mail.flush();
    // The booking's changes still come as alerts; the message does not.
    const bodies = service.received.map((d) => (d.payload as { body: string }).body);
    expect(bodies).toHaveLength(2);
    expect(bodies.join(' ')).not.toContain('Quiet question');
    expect(mailsTo(t.config.dataDir, seller.email, 'cancelled')).toEqual([]);
    expect(
      (await call(t.app, seller, 'PATCH', '/api/me/notify', { message: { sms: true } })).statusCode,
    ).toBe(400);
  });

  it('the unread-messages e-mail goes only when no alert reached a device', async () => {
    const alerted = await sale('Chokher');
    await device(alerted.seller);
    const unalerted = await sale('Bali');
    await write(alerted.buyer, alerted.book.id, 'Alerted question');
    await write(unalerted.buyer, unalerted.book.id, 'Unalerted question');
    await pushNow();
    await service.waitFor(1);
    // Fifteen minutes on.
    await t.db
      .update(mailQueue)
      .set({ sendAfter: sql`now()` })
      .where(sql`${mailQueue.kind} like 'unread-%'`);
    await t.app.mail.flush();
    expect(mailsTo(t.config.dataDir, alerted.seller.email, 'wrote to you')).toEqual([]);
    expect(mailsTo(t.config.dataDir, unalerted.seller.email, 'wrote to you')).toHaveLength(1);
  });
});
