import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  MODERATED_KINDS,
  MODERATION_ACTIONS,
  MODERATION_REASONS,
} from '../../../shared/moderation';
import { createdAt } from './columns';
import { user } from './auth';
import { book } from './catalog';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * What an admin decided about a reported book, conversation or review: the reporters and the
 * owner are told (a `moderation` notification each), and the owner's record counts what was
 * decided against them.
 */
export const moderationDecision = pgTable(
  'moderation_decision',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: MODERATED_KINDS }).notNull(),
    /** The book, conversation or review decided on. */
    subjectId: uuid('subject_id').notNull(),
    /** The book it is about (of the conversation, of the review's sale). */
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id),
    /** Whose the item is: the book's seller, the reported party of a conversation, the reviewer. */
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id),
    adminId: text('admin_id')
      .notNull()
      .references(() => user.id),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    reason: text('reason', { enum: MODERATION_REASONS }).notNull(),
    /** The admin's own words, shown to the owner beside the reason. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('moderation_decision_kind_check', sql`${t.kind} in (${list(MODERATED_KINDS)})`),
    check('moderation_decision_action_check', sql`${t.action} in (${list(MODERATION_ACTIONS)})`),
    check('moderation_decision_reason_check', sql`${t.reason} in (${list(MODERATION_REASONS)})`),
    index('moderation_decision_owner_idx').on(t.ownerId, t.createdAt),
    index('moderation_decision_subject_idx').on(t.subjectId),
  ],
);
