/**
 * A booking's states: pending (requested) → accepted → paid (completed); or it ends declined,
 * cancelled, lapsed or as a no-show.
 */
export const BOOKING_STATUSES = [
  'pending',
  'accepted',
  'paid',
  'declined',
  'cancelled',
  'lapsed',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
