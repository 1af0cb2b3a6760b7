import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { MAX_MESSAGE_LENGTH } from '../../../shared/constants';
import { createdAt } from './columns';
import { user } from './auth';
import { book } from './catalog';

/**
 * One conversation per buyer and book, between the buyer and the book's seller. Each side's
 * `…ReadAt` is when they last read it: messages from the other side after it are unread.
 */
export const conversation = pgTable(
  'conversation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    /** The book's seller, kept here so a thread's parties are one row's to check. */
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
    /** Reported to the admins by either side: an admin may then read it. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    /** The party who reported it (the other party is the one the admins judge). */
    reportedBy: text('reported_by').references(() => user.id),
    /** When the seller first wrote in it: the admin overview's time to a first reply. */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('conversation_buyer_book_unique').on(t.bookId, t.buyerId),
    check('conversation_parties_check', sql`${t.buyerId} <> ${t.sellerId}`),
    index('conversation_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversation_seller_idx').on(t.sellerId, t.lastMessageAt),
    index('conversation_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null`),
    index('conversation_created_idx').on(t.createdAt),
  ],
);

export const message = pgTable(
  'message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id),
    /** Who wrote it, or for an event, who caused it (none when Boipoka did, as when a booking lapses). */
    senderId: text('sender_id').references(() => user.id),
    /** text: written by a party; event: a change to the booking, told in the thread. */
    kind: text('kind', { enum: ['text', 'event'] })
      .notNull()
      .default('text'),
    body: text('body').notNull(),
    /** Its place in the order messages were written: the event stream's position. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (t) => [
    check('message_kind_check', sql`${t.kind} in ('text', 'event')`),
    check('message_sender_check', sql`${t.kind} = 'event' or ${t.senderId} is not null`),
    check(
      'message_body_check',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(MAX_MESSAGE_LENGTH))}`,
    ),
    index('message_conversation_idx').on(t.conversationId, t.createdAt),
    index('message_seq_idx').on(t.seq),
  ],
);
