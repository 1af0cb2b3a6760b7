/**
 * A booking's states: offered (a price under discussion) → pending (requested at an agreed price)
 * → accepted → paid (completed); or it ends declined, cancelled, lapsed or as a no-show.
 */
export const BOOKING_STATUSES = [
  'offered',
  'pending',
  'accepted',
  'paid',
  'declined',
  'cancelled',
  'lapsed',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Where a booking's money is (decision 0016): held from a card payment until the handover,
 * succeeded (the seller's), or owed back to the buyer (refunding) and then refunded.
 */
export const PAYMENT_STATUSES = ['held', 'succeeded', 'refunding', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A no-show may be claimed this long after the agreed meet-up time, not before. */
export const NO_SHOW_GRACE_MINUTES = 30;
/** The side said not to have come may dispute the claim this long after it was made. */
export const NO_SHOW_DISPUTE_HOURS = 48;
/**
 * A no-show claim the other side disputed, and then what an admin decided: upheld (it counts
 * against them) or rejected (it never counts). Undisputed claims count as made.
 */
export const NO_SHOW_DISPUTES = ['disputed', 'upheld', 'rejected'] as const;
export type NoShowDispute = (typeof NO_SHOW_DISPUTES)[number];

/**
 * Why a completed sale does not count in the public figures (decision 0011): both accounts used
 * one browser, or the booking and the handover came from one address within minutes.
 */
export const RELATED_REASONS = ['same-browser', 'same-address'] as const;
export type RelatedReason = (typeof RELATED_REASONS)[number];
/** A booking and its handover from one address closer together than this look like one person. */
export const SAME_ADDRESS_MINUTES = 10;
