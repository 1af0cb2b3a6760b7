import { z } from 'zod';
import { MAX_REVIEW_LENGTH } from '../constants';
import { ZRating } from './books';
import { text } from './text';
import { messageKey } from '../i18n/keys';

/** Rating the other side of a completed sale: stars, and a comment or none. */
export const ZReviewInput = z.object({
  stars: z
    .number({ error: messageKey('starsRequired') })
    .int(messageKey('starsRequired'))
    .min(1, messageKey('starsRequired'))
    .max(5, messageKey('starsRequired')),
  comment: text().trim().max(MAX_REVIEW_LENGTH, messageKey('reviewTooLong')).optional(),
});
export type ReviewInput = z.input<typeof ZReviewInput>;

export const ZBookingParams = z.object({ id: z.uuid({ error: messageKey('bookingNotFound') }) });
export const ZReviewParams = z.object({ id: z.uuid({ error: messageKey('reviewNotFound') }) });
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
    memberSince: z.string(),
    booksForSale: z.number().int(),
    completedSales: z.number().int(),
    /** Agreed meet-ups the seller did not come to, as their buyers said. */
    noShows: z.number().int(),
    rating: ZRating,
    recentReviews: ZReview.array(),
  })
  .meta({ id: 'SellerProfile' });
export type SellerProfile = z.infer<typeof ZSellerProfile>;
