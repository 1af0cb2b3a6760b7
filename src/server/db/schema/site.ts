import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { user } from './auth';
import { campus } from './campus';

export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => user.id),
    /** When an admin first opened it in the contact inbox. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Dealt with: out of the inbox, kept with its replies. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_message_created_idx').on(t.createdAt.desc()),
    index('contact_message_inbox_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.archivedAt} is null`),
  ],
);

/** An admin's answer to a contact message, e-mailed to its sender through the mail queue. */
export const contactReply = pgTable(
  'contact_reply',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessage.id),
    adminId: text('admin_id')
      .notNull()
      .references(() => user.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_reply_message_idx').on(t.messageId, t.createdAt)],
);

/** Responses remembered per idempotency key, so a retried request does its work once. */
export const idempotencyKey = pgTable('idempotency_key', {
  key: text('key').primaryKey(),
  scope: text('scope').notNull(),
  response: jsonb('response'),
  createdAt: createdAt(),
});

/** What an admin did, to whom, and when. */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id')
      .notNull()
      .references(() => user.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_event_created_idx').on(t.createdAt.desc()),
    // The audit log filtered by who did it, or to whom.
    index('audit_event_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_event_target_idx').on(t.targetId, t.createdAt.desc()),
  ],
);

/** Request counters for the API's rate limits, shared by every instance. */
export const requestCounter = pgTable('request_counter', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
});

/** An uploaded image. Unattached uploads (no record uses them) are deleted after a day. */
export const upload = pgTable(
  'upload',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => user.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
  ],
);

/** E-mails about a booking, then the unread-messages reminders about a conversation, to one side of it. */
export const MAIL_KINDS = [
  'book-booked',
  'book-paid',
  'receipt',
  'book-refunded',
  'booking-update-buyer',
  'booking-update-seller',
  'wanted-match',
  'contact-reply',
  'unread-buyer',
  'unread-seller',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type UnreadMailKind = Extract<MailKind, `unread-${string}`>;

/**
 * E-mails to send, written in the same transaction as what they tell of, so an acknowledged
 * booking or sale always gets its e-mail, however the server stops. What a mail says is composed
 * when it is sent, from the row it is about.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    /**
     * The booking it is about; for an unread-messages reminder the conversation; for a booking
     * update its message; for new matches the saved search; for an answer the contact reply.
     */
    aboutId: uuid('about_id').notNull(),
    /** Not sent before this time; a sender that claims a mail moves it on, so a crash retries it. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'mail_queue_kind_check',
      sql`${t.kind} in (${sql.raw(MAIL_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    index('mail_queue_due_idx')
      .on(t.sendAfter)
      .where(sql`${t.sentAt} is null`),
    // One reminder waiting per side of a conversation, however many messages arrive meanwhile;
    // one e-mail waiting per saved search, however many books match it meanwhile.
    uniqueIndex('mail_queue_unread_unique')
      .on(t.kind, t.aboutId)
      .where(
        sql`${t.sentAt} is null and (${t.kind} like 'unread-%' or ${t.kind} = 'wanted-match')`,
      ),
  ],
);

/** Each campus's usual meet-up places, kept by the admins and offered in the booking modal. */
export const meetupSpot = pgTable(
  'meetup_spot',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campusId: text('campus_id')
      .notNull()
      .references(() => campus.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('meetup_spot_campus_name_unique').on(t.campusId, t.name)],
);
