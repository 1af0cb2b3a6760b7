import { z } from './zod';

/** The admin overview's spans: the last 30 days day by day, or the last 12 weeks week by week. */
export const OVERVIEW_RANGES = ['30d', '12w'] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export const ZOverviewQuery = z.object({ range: z.enum(OVERVIEW_RANGES).default('30d') });

/** What the marketplace did in a span: people who joined, books listed, bookings made, sales. */
export const ZOverviewFigures = z
  .object({
    newUsers: z.number().int(),
    booksListed: z.number().int(),
    /** Bookings made (requested or offered) in the span. */
    bookings: z.number().int(),
    /** Bookings completed (paid) in the span, and what they came to, in poisha. */
    sales: z.number().int(),
    salesAmount: z.number().int(),
  })
  .meta({ id: 'OverviewFigures' });
export type OverviewFigures = z.infer<typeof ZOverviewFigures>;

/** One day or week of the chart: its first day on Dhaka's calendar and its figures. */
export const ZOverviewBucket = ZOverviewFigures.extend({ start: z.iso.date() }).meta({
  id: 'OverviewBucket',
});
export type OverviewBucket = z.infer<typeof ZOverviewBucket>;

/**
 * What became of the bookings made in the span (whenever it happened): accepted (the meet-up
 * agreed, or paid at once), completed (paid), lapsed, and no-shows (but those an admin rejected).
 * Rates are fractions: accepted, completed and lapsed of those requested, no-shows of those
 * accepted (only an agreed meet-up can be missed); null when there is nothing to divide by.
 */
export const ZOverviewFunnel = z
  .object({
    requested: z.number().int(),
    accepted: z.number().int(),
    completed: z.number().int(),
    lapsed: z.number().int(),
    noShow: z.number().int(),
    acceptedRate: z.number().nullable(),
    completedRate: z.number().nullable(),
    lapsedRate: z.number().nullable(),
    noShowRate: z.number().nullable(),
  })
  .meta({ id: 'OverviewFunnel' });
export type OverviewFunnel = z.infer<typeof ZOverviewFunnel>;

/** Conversations opened in the span, those the seller answered, and the median wait in minutes. */
export const ZOverviewReplies = z
  .object({
    conversations: z.number().int(),
    replied: z.number().int(),
    medianMinutes: z.number().nullable(),
  })
  .meta({ id: 'OverviewReplies' });
export type OverviewReplies = z.infer<typeof ZOverviewReplies>;

/** A campus's figures for the span, by the campus of the person or the book. */
export const ZOverviewCampus = ZOverviewFigures.extend({
  campusId: z.string(),
  name: z.string(),
  nameBn: z.string(),
  short: z.string(),
  shortBn: z.string(),
}).meta({ id: 'OverviewCampus' });
export type OverviewCampus = z.infer<typeof ZOverviewCampus>;

export const ZOverview = z
  .object({
    range: z.enum(OVERVIEW_RANGES),
    /** Days in each bucket: 1 or 7. */
    bucketDays: z.number().int(),
    /** The span's first and last day on Dhaka's calendar (the last is today). */
    from: z.iso.date(),
    to: z.iso.date(),
    buckets: ZOverviewBucket.array(),
    totals: ZOverviewFigures,
    funnel: ZOverviewFunnel,
    replies: ZOverviewReplies,
    /** The campuses that listed the most books in the span (at most ten), then by sales. */
    campuses: ZOverviewCampus.array(),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof ZOverview>;
