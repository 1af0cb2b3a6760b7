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
