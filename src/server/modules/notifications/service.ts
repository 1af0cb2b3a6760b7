import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MESSAGE_PUSH_EVERY_SECONDS,
  NOTIFICATIONS_SHOWN,
  type NotificationKind,
} from '../../../shared/constants';
import {
  notifyChoices,
  type Notification,
  type NotifyChoices,
  type NotifyPatch,
  type NotifySettings,
} from '../../../shared/schemas/notifications';
import type { Database, Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { message } from '../../db/schema/messages';
import { notification, pushSubscription } from '../../db/schema/notifications';
import { review } from '../../db/schema/reviews';
import { moderationDecision } from '../../db/schema/moderation';
import type { DecisionTold } from '../../../shared/schemas/notifications';
import { announce } from '../conversations/live';
import { coverIdOf, coverOf } from '../uploads/photos';

/**
 * When a new notification for `userId` is due to be pushed: now, if they have a device to push
 * to; otherwise never (null), so the push queue holds only what can be sent.
 */
export const pushNowFor = (userId: string | ReturnType<typeof sql>) =>
  sql`(select now() where exists (select 1 from ${pushSubscription} where ${pushSubscription.userId} = ${userId}))`;

/**
 * Tells the person's open pages that their notifications changed (the bell's count), and wakes the
 * push senders; a thread's messages and events are announced as messages, which does both.
 */
export const ring = (tx: Executor, userIds: string[]) =>
  userIds.length > 0 ? announce(tx, { to: userIds, event: { type: 'notification' } }) : undefined;

/**
 * A message in a thread, to the side that did not write it: one notification while the thread
 * is unread, counting its messages and pointing to the latest. It is pushed at once, or a minute
 * after the thread's last push (one alert a minute per thread; the alert then says the latest).
 */
export async function notifyMessage(
  tx: Executor,
  to: string,
  thread: { id: string; bookId: string },
  messageId: string,
): Promise<void> {
  const every = sql.raw(`interval '${MESSAGE_PUSH_EVERY_SECONDS} seconds'`);
  await tx.execute(sql`
    insert into ${notification} (user_id, kind, book_id, conversation_id, message_id, push_after)
    values (${to}, 'message', ${thread.bookId}, ${thread.id}, ${messageId}, ${pushNowFor(to)})
    on conflict (user_id, conversation_id) where kind = 'message' and read_at is null
    do update set message_id = excluded.message_id,
      count = ${notification}.count + 1,
      created_at = now(),
      push_after = case
        when excluded.push_after is null then null
        when ${notification}.push_after is not null then ${notification}.push_after
        else greatest(now(), ${notification}.pushed_at + ${every})
      end`);
  // The message's own announcement (postMessage) tells the pages and wakes the push senders.
}

/** A change to a booking (its event in the thread), to each side that did not make it. */
export async function notifyBookingEvent(
  tx: Executor,
  to: string[],
  thread: { id: string; bookId: string },
  messageId: string,
): Promise<void> {
  for (const userId of to) {
    await tx.insert(notification).values({
      userId,
      kind: 'booking',
      bookId: thread.bookId,
      conversationId: thread.id,
      messageId,
      pushAfter: pushNowFor(userId),
    });
  }
  // As for a message: the event's announcement in the thread tells the pages and the senders.
}

/** A review of someone, written for the first time: they are told, in the sale's thread. */
export async function notifyReview(tx: Executor, reviewId: string): Promise<void> {
  const written = await tx.execute<{ user_id: string }>(sql`
    insert into ${notification} (user_id, kind, book_id, conversation_id, review_id, push_after)
    select r.reviewee_id, 'review', b.book_id, c.id, r.id, ${pushNowFor(sql`r.reviewee_id`)}
    from review r
    join booking b on b.id = r.booking_id
    left join conversation c on c.book_id = b.book_id and c.buyer_id = b.buyer_id
    where r.id = ${reviewId}
    returning user_id`);
  await ring(
    tx,
    (written as unknown as { rows: { user_id: string }[] }).rows.map((row) => row.user_id),
  );
}

const from = alias(user, 'from_user');
const latest = alias(message, 'latest');

/** The reader's last 50 notifications (of one kind, when named), newest first. */
export async function listNotifications(
  db: Database,
  userId: string,
  kind?: NotificationKind,
): Promise<Notification[]> {
  const rows = await db
    .select({
      id: notification.id,
      kind: notification.kind,
      count: notification.count,
      conversationId: notification.conversationId,
      readAt: notification.readAt,
      createdAt: notification.createdAt,
      bookId: book.id,
      name: book.name,
      coverId: coverIdOf(book.id),
      price: book.price,
      status: book.status,
      deletedAt: book.deletedAt,
      body: latest.body,
      stars: review.stars,
      comment: review.comment,
      from: from.name,
      decision: moderationDecision,
    })
    .from(notification)
    .innerJoin(book, eq(book.id, notification.bookId))
    .leftJoin(moderationDecision, eq(moderationDecision.id, notification.decisionId))
    .leftJoin(latest, eq(latest.id, notification.messageId))
    .leftJoin(review, eq(review.id, notification.reviewId))
    .leftJoin(from, sql`${from.id} = coalesce(${latest.senderId}, ${review.reviewerId})`)
    .where(and(eq(notification.userId, userId), kind ? eq(notification.kind, kind) : undefined))
    .orderBy(desc(notification.createdAt))
    .limit(NOTIFICATIONS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    book: {
      id: row.bookId,
      name: row.name,
      thumbnail: coverOf(row.coverId).thumbnail,
      price: row.price,
      status: row.deletedAt ? 'withdrawn' : row.status,
    },
    from: row.kind === 'wanted' ? null : row.from,
    text: row.kind === 'review' ? row.comment : row.kind === 'wanted' ? null : row.body,
    stars: row.kind === 'review' ? row.stars : null,
    count: row.count,
    link: linkOf(row.kind, row.conversationId, row.bookId),
    decision: row.decision && decisionTold(row.decision, userId),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A decision as its reader is told it: as the owner of what was decided, or as its reporter. */
export const decisionTold = (
  decision: typeof moderationDecision.$inferSelect,
  readerId: string,
): DecisionTold => ({
  kind: decision.kind,
  action: decision.action,
  reason: decision.reason,
  note: decision.note,
  role: decision.ownerId === readerId ? 'owner' : 'reporter',
});

/** Where a notification opens: the thread it is about, or the book a saved search found. */
export const linkOf = (kind: NotificationKind, conversationId: string | null, bookId: string) =>
  kind !== 'wanted' && conversationId ? `/dashboard/messages/${conversationId}` : `/book/${bookId}`;

/** How many notifications the reader has not seen, and how many of them are saved searches'. */
export async function unreadNotifications(db: Database, userId: string) {
  const [row] = await db
    .select({
      unread: count(),
      wanted: sql<number>`count(*) filter (where ${notification.kind} = 'wanted')::int`,
    })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return { unread: row?.unread ?? 0, wanted: row?.wanted ?? 0 };
}

/** The reader has seen their notifications (of one kind: the Wanted page's). */
export async function readNotifications(
  db: Database,
  userId: string,
  kind?: NotificationKind,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notification)
      .set({ readAt: sql`now()`, pushAfter: null })
      .where(
        and(
          eq(notification.userId, userId),
          isNull(notification.readAt),
          kind ? eq(notification.kind, kind) : undefined,
        ),
      );
    await ring(tx, [userId]);
  });
}

/** The reader has read a thread: its notifications are seen, and none is pushed any more. */
export async function readThreadNotifications(
  tx: Executor,
  userId: string,
  conversationId: string,
): Promise<void> {
  const seen = await tx
    .update(notification)
    .set({ readAt: sql`now()`, pushAfter: null })
    .where(
      and(
        eq(notification.userId, userId),
        eq(notification.conversationId, conversationId),
        isNull(notification.readAt),
      ),
    )
    .returning({ id: notification.id });
  if (seen.length > 0) await ring(tx, [userId]);
}

/** The reader's switches: what reaches them by push and by e-mail. */
export async function readNotifyChoices(db: Executor, userId: string): Promise<NotifyChoices> {
  const [row] = await db.select({ notify: user.notify }).from(user).where(eq(user.id, userId));
  return notifyChoices(row?.notify ?? {});
}

/** Turns the switches named on or off, keeps the rest, and answers them all. */
export async function saveNotifyChoices(
  db: Database,
  userId: string,
  patch: NotifyPatch,
): Promise<NotifyChoices> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ notify: user.notify })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    const next: NotifySettings = { ...row?.notify };
    for (const [kind, ways] of Object.entries(patch) as [NotificationKind, object][])
      next[kind] = { ...next[kind], ...ways };
    await tx.update(user).set({ notify: next }).where(eq(user.id, userId));
    return notifyChoices(next);
  });
}
