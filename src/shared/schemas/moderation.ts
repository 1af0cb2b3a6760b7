import { z } from './zod';
import {
  MODERATED_KINDS,
  MODERATION_ACTIONS,
  MODERATION_REASONS,
  REPORT_REASONS,
  SUSPENSION_DAYS,
} from '../moderation';
import { readableTextField } from './text';

/** A reporter's optional reason, chosen after the one-tap report. */
export const ZReportReasonInput = z
  .object({ reason: z.enum(REPORT_REASONS).optional() })
  .meta({ id: 'ReportReasonInput' });

const ZPerson = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One reported item waiting for an admin, with what they need to decide it. */
export const ZModerationItem = z
  .object({
    kind: z.enum(MODERATED_KINDS),
    id: z.string(),
    /** What it is: the book's name, the conversation's book, the review's comment. */
    title: z.string(),
    /** The review's text, or nothing. */
    excerpt: z.string().nullable(),
    stars: z.number().int().nullable(),
    book: z.object({ id: z.string(), name: z.string(), thumbnail: z.string() }),
    /** Where the admin opens it in context. */
    link: z.string(),
    /** The first report still open. */
    reportedAt: z.string(),
    reports: z.number().int(),
    /** The reporters' reasons: a REPORT_REASONS code, or the words they wrote. */
    reasons: z.string().array(),
    reporters: z.string().array(),
    owner: ZPerson.extend({
      suspendedUntil: z.string().nullable(),
      /** Earlier decisions against them that were not dismissals. */
      upheld: z.number().int(),
      /** Their items waiting in this queue, this one included. */
      open: z.number().int(),
      repeat: z.boolean(),
    }),
  })
  .meta({ id: 'ModerationItem' });
export type ModerationItem = z.infer<typeof ZModerationItem>;

/** What waits for the admins, for the menu's badges. */
export const ZAdminWaiting = z
  .object({
    /** Items waiting in the moderation queue. */
    moderation: z.number().int(),
    /** Contact messages nobody has opened. */
    inbox: z.number().int(),
  })
  .meta({ id: 'AdminWaiting' });
export type AdminWaiting = z.infer<typeof ZAdminWaiting>;

export const ZModerationKindParams = z.object({
  kind: z.enum(MODERATED_KINDS),
  id: z.uuid(),
});

/** An admin's decision: what to do, why, their own words; for a suspension, how long. */
export const ZDecision = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    reason: z.enum(MODERATION_REASONS),
    note: readableTextField().max(500).optional(),
    /** For 'suspend': days, or 'ban' (no end). */
    suspend: z
      .union([z.enum(SUSPENSION_DAYS.map(String) as [string, ...string[]]), z.literal('ban')])
      .optional(),
  })
  .refine((d) => d.action !== 'suspend' || d.suspend !== undefined, {
    path: ['suspend'],
    message: 'Choose how long',
  })
  .meta({ id: 'ModerationDecision' });
export type Decision = z.infer<typeof ZDecision>;

/** Suspending a user from their page: for days, or a ban; why. */
export const ZSuspension = z
  .object({
    suspend: z.union([
      z.enum(SUSPENSION_DAYS.map(String) as [string, ...string[]]),
      z.literal('ban'),
    ]),
    reason: z.enum(MODERATION_REASONS),
    note: readableTextField().max(500).optional(),
  })
  .meta({ id: 'Suspension' });
export type Suspension = z.infer<typeof ZSuspension>;
