import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../../shared/constants';
import { createdAt } from './columns';
import { session, user } from './auth';
import { book } from './catalog';
import { conversation, message } from './messages';
import { moderationDecision } from './moderation';
import { review } from './reviews';
import { savedSearch } from './wanted';

/**
 * Something a person is told of: a thread's new messages (one row while they are unread, counted),
 * a change to a booking (its event in the thread), a new book for a saved search, a review of
 * them. Every kind is about a book. What it says is worded when it is shown or pushed, in the
 * reader's language, from the rows it points to. A row due to be pushed (`push_after`) is the
 * push queue: each server claims due rows, and a row is pushed once whichever claims it.
 */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull().default('wanted'),
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id),
    savedSearchId: uuid('saved_search_id').references(() => savedSearch.id, {
      onDelete: 'set null',
    }),
    conversationId: uuid('conversation_id').references(() => conversation.id),
    /** A thread's latest unread message, or a booking's event. */
    messageId: uuid('message_id').references(() => message.id),
    reviewId: uuid('review_id').references(() => review.id),
    /** What an admin decided about a report: told to the reporter and to the owner. */
    decisionId: uuid('decision_id').references(() => moderationDecision.id),
    /** Messages of the thread it stands for. */
    count: integer('count').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Due to be pushed from then (null: nothing to push); a claim moves it on, for a retry. */
    pushAfter: timestamp('push_after', { withTimezone: true }),
    pushAttempts: integer('push_attempts').notNull().default(0),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** When a push of it reached a device (the unread-messages e-mail is then not sent). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notification_kind_check',
      sql`${t.kind} in (${sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    // One notification per person and book, however many of their searches it matches.
    uniqueIndex('notification_wanted_unique')
      .on(t.userId, t.bookId)
      .where(sql`${t.kind} = 'wanted'`),
    // A thread's unread messages are one notification, counted.
    uniqueIndex('notification_thread_unique')
      .on(t.userId, t.conversationId)
      .where(sql`${t.kind} = 'message' and ${t.readAt} is null`),
    index('notification_user_idx').on(t.userId, t.createdAt.desc()),
    index('notification_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notification_conversation_idx')
      .on(t.conversationId)
      .where(sql`${t.conversationId} is not null`),
    index('notification_push_due_idx')
      .on(t.pushAfter)
      .where(sql`${t.pushAfter} is not null`),
  ],
);

/**
 * A browser's push subscription (PushSubscription.toJSON()): its endpoint at the push service
 * and the keys its messages are encrypted with. One person may have several devices; a service
 * that answers 404 or 410 for one has ended it, and it is deleted. It lasts as long as the session
 * it was made in: signing out of that browser (or being signed out of it) ends its alerts.
 */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => session.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscription_user_idx').on(t.userId)],
);

/**
 * Keys the servers share and make themselves when no setting gives them (the VAPID key pair that
 * signs pushes): the first server to start writes them, every server reads the same.
 */
export const appSecret = pgTable('app_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
