import { z } from './zod';
import { NO_SHOW_DISPUTES } from '../booking-statuses';
import { MAX_REVIEW_LENGTH } from '../constants';
import { ZRating } from './books';
import { readableTextField } from './text';
import { messageKey } from '../i18n/keys';

/** Rating the other side of a completed sale: stars, and a comment or none. */
export const ZReviewInput = z.object({
  stars: z
    .number({ error: messageKey('starsRequired') })
    .int(messageKey('starsRequired'))
    .min(1, messageKey('starsRequired'))
    .max(5, messageKey('starsRequired')),
  comment: readableTextField().max(MAX_REVIEW_LENGTH, messageKey('reviewTooLong')).optional(),
});
export type ReviewInput = z.input<typeof ZReviewInput>;

/** How long a no-show dispute's word may be. */
export const MAX_DISPUTE_LENGTH = 300;

export const ZSellerParams = z.object({ id: z.string().min(1).max(64) });

export const ZReview = z
  .object({
    id: z.string(),
    stars: z.number().int(),
    comment: z.string().nullable(),
    /** Who wrote it, by first name only, and from which side of the sale. */
    reviewer: z.object({ firstName: z.string(), side: z.enum(['buyer', 'seller']) }),
    bookName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Whether it counts publicly; only the seller reading their own page sees one that does not. */
    counted: z.boolean(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ZReview>;

/** One's own review of a sale, as the rating form shows it again. */
export const ZMyReview = z
  .object({
    stars: z.number().int(),
    comment: z.string().nullable(),
    /** Until then it can still be changed. */
    editableUntil: z.string(),
    editable: z.boolean(),
  })
  .meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof ZMyReview>;

export { ZRating, type Rating } from './books';

/** A seller's public page. */
export const ZSellerProfile = z
  .object({
    id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    verified: z.boolean(),
    /** Confirmed a university address of their campus within the year. */
    verifiedStudent: z.boolean(),
    memberSince: z.string(),
    booksForSale: z.number().int(),
    /** Sales completed between unrelated accounts: the ones that count (decision 0011). */
    completedSales: z.number().int(),
    /**
     * Agreed meet-ups the seller did not come to, as their buyers said and the seller did not
     * dispute, or an admin upheld.
     */
    noShows: z.number().int(),
    /** The mean of each buyer's latest rating; its count is the buyers. */
    rating: ZRating,
    /** Every rating that counts, several from one buyer included: "12 ratings from 9 buyers". */
    ratings: z.number().int(),
    /** Of the buyers who rated, those who were verified students when they bought. */
    ratingsFromStudents: z.number().int(),
    recentReviews: ZReview.array(),
  })
  .meta({ id: 'SellerProfile' });
export type SellerProfile = z.infer<typeof ZSellerProfile>;

/** The side said not to have come disputes it: what happened, in their words, for the admins. */
export const ZNoShowDisputeInput = z.object({
  reason: readableTextField({ error: messageKey('noShowDisputeReasonRequired') })
    .min(3, messageKey('noShowDisputeReasonRequired'))
    .max(MAX_DISPUTE_LENGTH, messageKey('noShowDisputeReasonTooLong')),
});
export type NoShowDisputeInput = z.input<typeof ZNoShowDisputeInput>;

/** An admin's decision on a disputed no-show: upheld counts it, rejected never does. */
export const ZNoShowDecision = z.object({ upheld: z.boolean() });

export const ZNoShowDisputeAnswer = z.object({ dispute: z.enum(NO_SHOW_DISPUTES) });
export type NoShowDisputeAnswer = z.infer<typeof ZNoShowDisputeAnswer>;

/** A disputed no-show as the admins' list shows it. */
export const ZDisputedNoShow = z
  .object({
    id: z.string(),
    bookName: z.string(),
    buyerName: z.string(),
    sellerName: z.string(),
    /** The side said not to have come, who disputes it. */
    absent: z.enum(['buyer', 'seller']),
    meetAt: z.string().nullable(),
    meetingLocation: z.string(),
    claimedAt: z.string().nullable(),
    disputedAt: z.string().nullable(),
    reason: z.string(),
    /** The booking's thread, which the admins may read since the dispute. */
    conversationId: z.string().nullable(),
  })
  .meta({ id: 'DisputedNoShow' });
export type DisputedNoShow = z.infer<typeof ZDisputedNoShow>;
