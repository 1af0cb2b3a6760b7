import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { MAX_REVIEW_LENGTH } from '../../../shared/constants';
import { timestamps } from './columns';
import { user } from './auth';
import { booking } from './orders';

/**
 * What one side of a completed sale says of the other: 1 to 5 stars and a comment, once per side
 * and sale, editable for a while. An admin may remove one; it then counts for nothing.
 */
export const review = pgTable(
  'review',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The completed (paid) booking it is about. */
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => booking.id),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => user.id),
    revieweeId: text('reviewee_id')
      .notNull()
      .references(() => user.id),
    /** The reviewer's side of the sale. */
    reviewerSide: text('reviewer_side', { enum: ['buyer', 'seller'] }).notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** Reported to the admins (by the one it is about, or anyone who reads it), and why. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    reportedBy: text('reported_by').references(() => user.id),
    ...timestamps(),
  },
  (t) => [
    unique('review_once_per_side').on(t.bookingId, t.reviewerId),
    check('review_stars_check', sql`${t.stars} between 1 and 5`),
    check(
      'review_comment_check',
      sql`char_length(${t.comment}) <= ${sql.raw(String(MAX_REVIEW_LENGTH))}`,
    ),
    check('review_side_check', sql`${t.reviewerSide} in ('buyer', 'seller')`),
    check('review_parties_check', sql`${t.reviewerId} <> ${t.revieweeId}`),
    index('review_reviewee_idx').on(t.revieweeId, t.createdAt),
    index('review_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null`),
  ],
);
