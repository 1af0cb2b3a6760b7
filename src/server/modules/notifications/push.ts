import webpush from 'web-push';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationKind } from '../../../shared/constants';
import type { Locale } from '../../../shared/i18n/locales';
import {
  notifies,
  type PushMessage,
  type PushSubscriptionInput,
} from '../../../shared/schemas/notifications';
import type { Database, DatabaseHandle } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { message } from '../../db/schema/messages';
import { appSecret, notification, pushSubscription } from '../../db/schema/notifications';
import { review } from '../../db/schema/reviews';
import { appError } from '../../errors';
import { eventText, formatMoney, translate } from '../../i18n';
import { LIVE_CHANNEL } from '../conversations/live';
import { decisionTold, linkOf } from './service';
import { moderationDecision } from '../../db/schema/moderation';
import { decisionWords } from '../../../shared/moderation';
import type { MessageKey } from '../../../shared/i18n/en';

/** The key pair pushes are signed with (RFC 8292), and whom the push services may write to. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair made by the first server to
 * start and kept in the database, so that every server signs with the same key (a browser's
 * subscription is bound to it) (decision 0022).
 */
export async function resolveVapid(
  db: Database,
  settings: { publicKey?: string; privateKey?: string; subject: string },
): Promise<Vapid> {
  if (settings.publicKey && settings.privateKey)
    return {
      publicKey: settings.publicKey,
      privateKey: settings.privateKey,
      subject: settings.subject,
    };
  const kept = async () =>
    (await db.select().from(appSecret).where(eq(appSecret.name, 'vapid')))[0];
  // A pair is made only by the first server to start; another starting at once keeps the first's.
  if (!(await kept()))
    await db
      .insert(appSecret)
      .values({ name: 'vapid', value: JSON.stringify(webpush.generateVAPIDKeys()) })
      .onConflictDoNothing();
  const row = await kept();
  const keys = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
  return { ...keys, subject: settings.subject };
}

/**
 * The push services browsers subscribe with (Chrome's, Firefox's, Safari's, Edge's). A
 * subscription elsewhere is refused: the server would otherwise post to any address a caller
 * names.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.notify.windows.com',
];

export const isKnownPushService = (endpoint: string) => {
  const url = new URL(endpoint);
  return (
    url.protocol === 'https:' &&
    !url.port &&
    PUSH_SERVICE_HOSTS.some((host) =>
      host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
    )
  );
};

/**
 * Keeps a browser's subscription for the user, for as long as the session they made it in (a
 * device someone else signs in on moves to them).
 */
export async function subscribe(
  db: Database,
  owner: { userId: string; sessionId: string },
  input: PushSubscriptionInput,
  allowed: (endpoint: string) => boolean,
): Promise<void> {
  if (!allowed(input.endpoint)) throw appError('PUSH_SERVICE_UNKNOWN');
  const keys = { ...owner, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscription)
    .values({ endpoint: input.endpoint, ...keys })
    .onConflictDoUpdate({ target: pushSubscription.endpoint, set: keys });
}

/** Forgets a browser's subscription, if it is the user's. */
export async function unsubscribe(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.endpoint, endpoint), eq(pushSubscription.userId, userId)));
}

const BATCH = 25;
/** Looked at this often besides being woken, for retries and for what another server left. */
const POLL_MS = 5000;
/** A push that failed is tried again after 30 s, 1 min, 2 min…, at most this many times. */
const MAX_ATTEMPTS = 8;
/** How long a push service keeps an alert for a device that is off (a day). */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

const from = alias(user, 'from_user');

/**
 * Pushes the notifications that are due to each device of their person, in that person's
 * language. Every server runs one; a row is claimed by one of them (locked, and skipped by the
 * others), so each is pushed once. A service's 404 or 410 ends that subscription; another
 * failure is retried with back-off.
 */
export class PushSender {
  private timer: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private wanted = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly vapid: Vapid,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    // A new notification on any server is announced on the live channel at its commit: as the
    // thread's message it came with, or on its own.
    this.unlisten = await this.database.listen(LIVE_CHANNEL, {
      onMessage: (payload) => {
        if (/"type":"(message|notification)"/.test(payload)) this.wake();
      },
      onState: (live) => live && this.wake(),
    });
    this.poll = setInterval(() => this.wake(), POLL_MS);
    this.poll.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.poll);
    await this.unlisten?.();
    await this.running;
  }

  /** Pushes everything due now, what a round woken meanwhile claimed included (tests). */
  async flush(): Promise<void> {
    for (;;) {
      await this.running;
      if ((await this.sendBatch()) === 0 && !this.running) return;
    }
  }

  wake() {
    if (this.stopped) return;
    if (this.running || this.timer) {
      this.wanted = true;
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.sendBatch()
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'push queue not read');
          return 0;
        })
        .then((claimed) => {
          this.running = null;
          const again = this.wanted || claimed === BATCH;
          this.wanted = false;
          if (again) this.wake();
        });
    }, 0);
  }

  /** Claims up to BATCH due notifications and pushes them; answers how many it claimed. */
  private async sendBatch(): Promise<number> {
    const { db } = this.database;
    const due = db
      .select({ id: notification.id })
      .from(notification)
      .where(and(isNotNull(notification.pushAfter), lte(notification.pushAfter, sql`now()`)))
      .orderBy(notification.pushAfter)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(notification)
      .set({
        pushAttempts: sql`${notification.pushAttempts} + 1`,
        // Held while it is sent; if this server dies meanwhile, another tries in a while.
        pushAfter: sql`now() + interval '30 seconds' * power(2, ${notification.pushAttempts})`,
      })
      .where(inArray(notification.id, due))
      .returning({ id: notification.id, attempts: notification.pushAttempts });
    if (claimed.length === 0) return 0;
    const rows = await readPushes(
      db,
      claimed.map((row) => row.id),
    );
    const subscriptions = await db
      .select()
      .from(pushSubscription)
      .where(
        inArray(
          pushSubscription.userId,
          rows.map((row) => row.userId),
        ),
      );
    for (const { id, attempts } of claimed) {
      const row = rows.find((r) => r.id === id);
      const devices = row ? subscriptions.filter((s) => s.userId === row.userId) : [];
      // Read meanwhile, turned off, or no device left: nothing to push.
      if (!row || row.readAt || devices.length === 0 || !notifies(row.notify, row.kind, 'push')) {
        await db.update(notification).set({ pushAfter: null }).where(eq(notification.id, id));
        continue;
      }
      const outcome = await this.pushTo(devices, pushMessage(row), row);
      // A failure keeps the claim's back-off as the time of the next try, up to the last one.
      if (outcome.retry && attempts < MAX_ATTEMPTS) continue;
      await db
        .update(notification)
        .set({
          pushAfter: null,
          pushedAt: sql`now()`,
          ...(outcome.delivered && { deliveredAt: sql`now()` }),
        })
        .where(eq(notification.id, id));
    }
    return claimed.length;
  }

  /** Sends one alert to each device; says whether one got it, and whether to try again. */
  private async pushTo(
    devices: (typeof pushSubscription.$inferSelect)[],
    alert: PushMessage,
    row: { kind: NotificationKind; conversationId: string | null },
  ) {
    let delivered = false;
    let retry = false;
    for (const device of devices) {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(alert),
        {
          vapidDetails: this.vapid,
          TTL: TTL_SECONDS,
          urgency: row.kind === 'message' || row.kind === 'booking' ? 'high' : 'normal',
          // A newer alert of a thread replaces one the device has not fetched yet.
          ...(row.conversationId && { topic: row.conversationId.replaceAll('-', '') }),
        },
      );
      try {
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        if (answer.ok) {
          delivered = true;
          await this.database.db
            .update(pushSubscription)
            .set({ lastSentAt: sql`now()` })
            .where(eq(pushSubscription.endpoint, device.endpoint));
        } else if (answer.status === 404 || answer.status === 410) {
          // The browser unsubscribed, or the subscription expired: it is gone for good.
          await this.database.db
            .delete(pushSubscription)
            .where(eq(pushSubscription.endpoint, device.endpoint));
        } else {
          retry = true;
          this.log.warn({ status: answer.status, endpoint: device.endpoint }, 'push refused');
        }
      } catch (error) {
        retry = true;
        this.log.warn({ err: error, endpoint: device.endpoint }, 'push not sent');
      }
    }
    return { delivered, retry: retry && !delivered };
  }
}

/** What the pushes of these notifications are made of, in one read. */
async function readPushes(db: Database, ids: string[]) {
  const reader = alias(user, 'reader');
  return db
    .select({
      id: notification.id,
      userId: notification.userId,
      kind: notification.kind,
      count: notification.count,
      conversationId: notification.conversationId,
      readAt: notification.readAt,
      bookId: book.id,
      bookName: book.name,
      price: book.price,
      locale: reader.locale,
      notify: reader.notify,
      body: message.body,
      from: from.name,
      stars: review.stars,
      decision: moderationDecision,
    })
    .from(notification)
    .innerJoin(reader, eq(reader.id, notification.userId))
    .innerJoin(book, eq(book.id, notification.bookId))
    .leftJoin(moderationDecision, eq(moderationDecision.id, notification.decisionId))
    .leftJoin(message, eq(message.id, notification.messageId))
    .leftJoin(review, eq(review.id, notification.reviewId))
    .leftJoin(from, sql`${from.id} = coalesce(${message.senderId}, ${review.reviewerId})`)
    .where(inArray(notification.id, ids));
}
type PushRow = Awaited<ReturnType<typeof readPushes>>[number];

/** Longest text of a message an alert shows; the thread has the rest. */
const ALERT_TEXT = 140;
const clip = (text: string) =>
  text.length > ALERT_TEXT ? `${text.slice(0, ALERT_TEXT - 1).trimEnd()}…` : text;

/** What the phone shows, in the reader's language, and where a tap goes. */
export function pushMessage(row: PushRow): PushMessage {
  const locale: Locale = row.locale;
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(locale, key, values);
  const book = row.bookName;
  const name = row.from ?? 'Boipoka';
  const url = linkOf(row.kind, row.conversationId, row.bookId);
  const tag = row.conversationId ? `thread-${row.conversationId}` : `book-${row.bookId}`;
  switch (row.kind) {
    case 'message':
      return {
        title:
          row.count > 1
            ? t('push.messages', { count: row.count, name, book })
            : t('push.message', { name, book }),
        body: clip(row.body ?? ''),
        url,
        tag,
      };
    case 'booking':
      return { title: book, body: eventText(locale, row.body ?? ''), url, tag };
    case 'review':
      return { title: t('push.review', { name, stars: row.stars ?? 0 }), body: book, url, tag };
    case 'wanted':
      return {
        title: t('push.wanted'),
        body: t('push.wantedBody', { book, price: formatMoney(locale, row.price) }),
        url,
        tag,
      };
    case 'moderation': {
      const words = decisionWords(
        (key, values) => translate(locale, key as MessageKey, values),
        decisionTold(row.decision!, row.userId),
        book,
      );
      return { title: words.title, body: words.detail, url, tag: `decision-${row.decision!.id}` };
    }
  }
}
