import { randomInt } from 'node:crypto';
import {
  refusalOf,
  type BookingAction,
  type BookingFacts,
  type Side,
} from '../../../shared/booking-process';
import { book } from '../../db/schema/catalog';
import type { booking } from '../../db/schema/orders';
import type { Database } from '../../db/client';
import { hitCounter } from '../../db/counters';
import { appError, tooManyRequests } from '../../errors';

const DAY_MS = 24 * 3600_000;

/**
 * Prices a buyer may name for one book in a day (the offer and their counters): enough to bargain,
 * too few to find the seller's hidden floor by trying prices until one is taken.
 */
export const OFFERS_PER_BOOK_PER_DAY = 3;

/** Counts a price `buyerId` names for `bookId`; past the day's allowance, a 429. */
export async function countOffer(db: Database, buyerId: string, bookId: string) {
  const counted = await hitCounter(db, `offer|account:${buyerId}|book:${bookId}`, DAY_MS);
  if (counted.hits > OFFERS_PER_BOOK_PER_DAY)
    throw tooManyRequests(Math.max(1, Math.ceil((counted.resetAt - Date.now()) / 1000)));
}

/** Wrong handover codes a booking takes before it locks; the buyer's new code unlocks it. */
export const HANDOVER_TRIES = 5;

/** A handover code: six random digits, leading zeros kept. */
export const newHandoverCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

type BookingRow = typeof booking.$inferSelect;

/** What of a booking's copy the process needs: sold, withdrawn, or held for someone. */
export type Copy = {
  status: 'available' | 'sold';
  reserved: boolean;
  deletedAt: Date | null;
  /** What an offer for it is checked against: its price, and the seller's floor. */
  price: number;
  offerFloor: number | null;
};

/** The columns that select `Copy` (a query joined to the booking's book). */
export const copyColumns = {
  status: book.status,
  reserved: book.reserved,
  deletedAt: book.deletedAt,
  price: book.price,
  offerFloor: book.offerFloor,
};

/** What the booking process (src/shared/booking-process.ts) needs to know of a booking. */
export function bookingFacts(
  row: Pick<
    BookingRow,
    | 'status'
    | 'offerBy'
    | 'meetAt'
    | 'meetProposedBy'
    | 'handoverCode'
    | 'handoverFailures'
    | 'cardPaidAt'
    | 'noShow'
    | 'noShowAt'
    | 'noShowDispute'
  >,
  copy: Copy | null,
): BookingFacts {
  // The card payment's hold lasts while the booking is open; an end refunds it.
  const paidByCard =
    row.cardPaidAt !== null && (row.status === 'pending' || row.status === 'accepted');
  return {
    status: row.status,
    offerBy: row.status === 'offered' ? row.offerBy : null,
    meetAt: row.meetAt,
    meetProposedBy: row.meetProposedBy,
    payInPerson: row.handoverCode !== null && row.cardPaidAt === null,
    paidByCard,
    handoverLocked: row.handoverFailures >= HANDOVER_TRIES,
    bookGone:
      row.status !== 'paid' &&
      !paidByCard &&
      (!copy || copy.status === 'sold' || copy.deletedAt !== null),
    bookReservedForAnother: row.status !== 'accepted' && (copy?.reserved ?? false),
    noShow: row.noShow,
    noShowAt: row.noShowAt,
    noShowDisputed: row.noShowDispute !== null,
  };
}

/** Refuses, as the booking process says, a step its side may not take now. */
export function requireStep(
  action: BookingAction,
  facts: BookingFacts,
  side: Side,
  now = Date.now(),
) {
  const refusal = refusalOf(action, facts, side, now);
  if (!refusal) return;
  // The table pairs each refusal with the values its text names; the compiler cannot follow it.
  const options = {
    ...(refusal.params && { params: refusal.params }),
    ...(refusal.message && { message: refusal.message }),
  } as Parameters<typeof appError>[1];
  throw appError(refusal.code, options);
}
