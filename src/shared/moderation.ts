/**
 * What the admins moderate, and the words they decide with. Codes only: each reader sees them in
 * their own language (i18n `moderation.*`).
 */

/** What can be reported: a book, a conversation, a review. */
export const MODERATED_KINDS = ['book', 'conversation', 'review'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/** Why a reporter says something is wrong: offered after the one-tap report, optional. */
export const REPORT_REASONS = [
  'wrong-category',
  'fake',
  'offensive',
  'already-sold',
  'spam',
  'scam',
  'harassment',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The reasons a book's reporter is offered. */
export const BOOK_REPORT_REASONS: readonly ReportReason[] = [
  'wrong-category',
  'fake',
  'already-sold',
  'offensive',
  'scam',
  'spam',
  'other',
];
/** The reasons a review's reporter is offered. */
export const REVIEW_REPORT_REASONS: readonly ReportReason[] = [
  'offensive',
  'harassment',
  'fake',
  'spam',
  'other',
];

/**
 * What an admin decides: nothing wrong (dismiss), take the item down (remove), warn its owner,
 * or take it down and suspend its owner.
 */
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Why an admin decided so, or suspended someone: told to both sides in their language. */
export const MODERATION_REASONS = [
  'no-violation',
  'misleading',
  'offensive',
  'spam',
  'scam',
  'harassment',
  'prohibited',
  'repeated',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

/** How long an admin may suspend someone for, in days; a ban has no end. */
export const SUSPENSION_DAYS = [1, 3, 7, 30] as const;

/** Decisions against one user's items (not dismissed) from which they count as a repeat offender. */
export const REPEAT_OFFENDER_DECISIONS = 2;

/**
 * A ban is a suspension without an end: kept as the last day of year 9999, which every database,
 * driver and `Date` holds as an ordinary time (PostgreSQL's 'infinity' is not).
 */
export const BANNED_UNTIL = '9999-12-31T00:00:00.000Z';
export const isBan = (until: string | Date) => new Date(until).getUTCFullYear() >= 9999;

/** Says a moderation decision to one side of it, with any translator of the catalogue. */
export function decisionWords(
  t: (key: string, values?: Record<string, string | number>) => string,
  decision: {
    kind: ModeratedKind;
    action: ModerationAction;
    reason: ModerationReason;
    note: string | null;
    role: 'owner' | 'reporter';
  },
  book: string,
): { title: string; detail: string } {
  const subject = t(`moderation.subject.${decision.kind}`, { book });
  const because = t('moderation.because', { reason: t(`moderation.reason.${decision.reason}`) });
  // The admin's own words are for the owner; the reporter is told the outcome and the reason.
  const note =
    decision.role === 'owner' && decision.note
      ? ` ${t('moderation.adminNote', { note: decision.note })}`
      : '';
  return {
    title: t(`moderation.${decision.role}.${decision.action}`, { subject }),
    detail: because + note,
  };
}
