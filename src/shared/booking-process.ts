import type { ErrorCode } from './errors';
import {
  NO_SHOW_DISPUTE_HOURS,
  NO_SHOW_GRACE_MINUTES,
  type BookingStatus,
} from './booking-statuses';

/**
 * A booking's process, as data: what each side may do in each state, what it leads to and what
 * it does to the copy. The server checks every step a person takes against it
 * (`refusalOf`), and every booking the API returns carries the steps its viewer may take now
 * (`actionsOf`), from which the client draws its buttons.
 *
 *   offered ──accept-offer──▶ pending ──accept──▶ accepted ──handover──▶ paid (completed)
 *   (counter: the other side's turn)  │                   │
 *      │                              │                   │
 *      └──decline/cancel──────────────┴─decline/cancel────┴─decline/cancel/no-show─▶ declined ·
 *          cancelled · no_show;  (the copy sold to another, or withdrawn) ─▶ cancelled;
 *          offered, accepted ──(time)──▶ lapsed
 *
 * An offer is a booking at a price of the buyer's: each side in turn accepts the other's price or
 * counters it, between the seller's floor and the book's price (`offerRefusal`); the price
 * accepted becomes the booking's, which the payment then charges.
 *
 * Paying by card (`pay`, from pending or accepted) sells the copy to the buyer and holds the money:
 * the booking stays where it is, the meet-up is still agreed, and the handover code the buyer then
 * holds completes it and pays the seller out. Every other end of a booking paid by card refunds
 * the buyer in full, at once, and puts the copy back on sale (decision 0016): the money follows
 * the book.
 */

export type Side = 'buyer' | 'seller';

/**
 * A step a person takes on a booking: `POST /api/bookings/:id/<action>`, but for paying by card
 * (`…/payment-intent`, then `…/payment`), disputing a no-show (`…/no-show/dispute`) and rating
 * the other side (`PUT …/review`).
 */
export const BOOKING_ACTIONS = [
  'accept-offer',
  'counter',
  'propose',
  'accept',
  'decline',
  'cancel',
  'pay',
  'pay-in-person',
  'handover',
  'no-show',
  'dispute-no-show',
  'review',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/**
 * What a step does beyond the booking's own row (each also tells the booking's thread): make the
 * price on the table the booking's price; reserve
 * or release the copy, sell it and close its other bookings; hold a card payment, pay it out to
 * the seller, or refund it (a step that ends a booking paid by card).
 */
export type Effect =
  'set-price' | 'reserve' | 'release' | 'sell' | 'close-others' | 'hold' | 'pay-out' | 'refund';

/** What a booking's state is, as far as the steps on it depend on it. */
export type BookingFacts = {
  status: BookingStatus;
  /** While offered: who named the price on the table (the other side answers it). */
  offerBy: Side | null;
  /** The time proposed last, and who proposed it (the other side accepts it). */
  meetAt: Date | string | null;
  meetProposedBy: Side | null;
  /** The buyer chose to pay in person: a handover code exists. */
  payInPerson: boolean;
  /** The buyer paid by card: the money is held until the handover, the copy sold to them. */
  paidByCard: boolean;
  /** Five wrong codes were entered; the buyer's new code unlocks it. */
  handoverLocked: boolean;
  /** The copy was sold to someone else, or taken off the site. */
  bookGone: boolean;
  /** The copy is reserved for another buyer's agreed meet-up. */
  bookReservedForAnother: boolean;
  /** For a no-show: who was said not to come, when, and whether they disputed it. */
  noShow: Side | null;
  noShowAt: Date | string | null;
  noShowDisputed: boolean;
};

/** A refusal: the error code the API answers with, and the values its text names. */
export type Refusal = {
  code: ErrorCode;
  params?: Record<string, number>;
  message?: 'noShowNotYours';
};

type Step = {
  action: BookingAction;
  /** Who may take it. */
  by: readonly Side[];
  /** The states it is taken from, and the state it leads to (`null`: the state stays). */
  from: readonly BookingStatus[];
  to: BookingStatus | null;
  effects: readonly Effect[];
  /** What a state outside `from` answers, where it is not the usual (see `closedRefusal`). */
  refusals?: Partial<Record<BookingStatus, ErrorCode>>;
  /** What every state outside `from` answers, when one code says it for all of them. */
  otherwise?: ErrorCode;
  /** Further conditions, in order; the first that refuses decides. */
  guards?: readonly ((facts: BookingFacts, side: Side, now: number) => Refusal | null)[];
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const time = (at: Date | string) => new Date(at).getTime();

/** People run late: a no-show may be said from NO_SHOW_GRACE_MINUTES after the meeting's time. */
const noShowFrom = (facts: BookingFacts) =>
  facts.meetAt ? time(facts.meetAt) + NO_SHOW_GRACE_MINUTES * MINUTE : null;
/** A no-show may be disputed until NO_SHOW_DISPUTE_HOURS after it was said. */
const disputeUntil = (facts: BookingFacts) =>
  facts.noShowAt ? time(facts.noShowAt) + NO_SHOW_DISPUTE_HOURS * HOUR : null;

const copyStillThere = (facts: BookingFacts): Refusal | null =>
  facts.paidByCard
    ? null
    : facts.bookGone
      ? { code: 'BOOK_SOLD' }
      : facts.bookReservedForAnother && facts.status !== 'accepted'
        ? { code: 'BOOK_RESERVED' }
        : null;

/** The side that did not name the price on the table answers it. */
const theirOffer = (facts: BookingFacts, side: Side): Refusal | null =>
  facts.offerBy === side ? { code: 'OWN_OFFER' } : null;

/** The steps people take. Lapsing, and the endings the copy causes, are Boipoka's (`SYSTEM_STEPS`). */
export const BOOKING_PROCESS: readonly Step[] = [
  {
    action: 'accept-offer',
    by: ['buyer', 'seller'],
    from: ['offered'],
    to: 'pending',
    effects: ['set-price'],
    otherwise: 'NO_OFFER',
    guards: [theirOffer, copyStillThere],
  },
  {
    // Another price, within the same bounds: the turn passes to the other side.
    action: 'counter',
    by: ['buyer', 'seller'],
    from: ['offered'],
    to: null,
    effects: [],
    otherwise: 'NO_OFFER',
    guards: [theirOffer, copyStillThere],
  },
  {
    action: 'propose',
    by: ['buyer', 'seller'],
    from: ['offered', 'pending'],
    to: null,
    effects: [],
  },
  {
    action: 'accept',
    by: ['buyer', 'seller'],
    from: ['pending'],
    to: 'accepted',
    effects: ['reserve'],
    guards: [
      // The side that did not propose the time agrees to it. With no time yet, the seller
      // proposes one first; the buyer may too, or wait for the seller's.
      (facts, side) =>
        !facts.meetAt
          ? { code: side === 'buyer' ? 'NO_TIME_YET' : 'MEET_AT_NEEDED' }
          : (facts.meetProposedBy ?? 'buyer') === side
            ? { code: 'WAITING' }
            : null,
      copyStillThere,
    ],
  },
  {
    action: 'decline',
    by: ['seller'],
    from: ['offered', 'pending', 'accepted'],
    to: 'declined',
    effects: ['release', 'refund'],
  },
  {
    action: 'cancel',
    by: ['buyer'],
    from: ['offered', 'pending', 'accepted'],
    to: 'cancelled',
    effects: ['release', 'refund'],
  },
  {
    // The state stays: the meet-up is still to agree, and the handover completes the sale.
    action: 'pay',
    by: ['buyer'],
    from: ['pending', 'accepted'],
    to: null,
    effects: ['hold', 'sell', 'close-others'],
    refusals: { cancelled: 'BOOKING_CANCELLED', offered: 'OFFER_OPEN' },
    guards: [(facts) => (facts.paidByCard ? { code: 'ALREADY_PAID' } : null), copyStillThere],
  },
  {
    action: 'pay-in-person',
    by: ['buyer'],
    from: ['accepted'],
    to: null,
    effects: [],
    refusals: { offered: 'NOT_ACCEPTED', pending: 'NOT_ACCEPTED' },
    guards: [(facts) => (facts.paidByCard ? { code: 'ALREADY_PAID' } : null)],
  },
  {
    // The buyer's code: paid in person there and then, or the card payment paid out.
    action: 'handover',
    by: ['seller'],
    from: ['accepted'],
    to: 'paid',
    effects: ['sell', 'close-others', 'pay-out'],
    guards: [
      (facts) => (facts.payInPerson || facts.paidByCard ? null : { code: 'HANDOVER_NOT_CHOSEN' }),
      (facts) => (facts.handoverLocked ? { code: 'HANDOVER_LOCKED' } : null),
    ],
  },
  {
    action: 'no-show',
    by: ['buyer', 'seller'],
    from: ['accepted'],
    to: 'no_show',
    effects: ['release', 'refund'],
    guards: [
      (facts, _side, now) =>
        (noShowFrom(facts) ?? Infinity) <= now
          ? null
          : { code: 'TOO_EARLY', params: { minutes: NO_SHOW_GRACE_MINUTES } },
    ],
  },
  {
    action: 'dispute-no-show',
    by: ['buyer', 'seller'],
    from: ['no_show'],
    to: null,
    effects: [],
    otherwise: 'NOT_A_NO_SHOW',
    guards: [
      // Only the side said not to have come, once, within NO_SHOW_DISPUTE_HOURS of the claim.
      (facts, side) =>
        facts.noShow === side ? null : { code: 'FORBIDDEN', message: 'noShowNotYours' },
      (facts) => (facts.noShowDisputed ? { code: 'NO_SHOW_DISPUTED' } : null),
      (facts, _side, now) =>
        (disputeUntil(facts) ?? -Infinity) >= now
          ? null
          : { code: 'DISPUTE_TOO_LATE', params: { hours: NO_SHOW_DISPUTE_HOURS } },
    ],
  },
  {
    // Each side rates the other once a sale is completed (and may change it for a week).
    action: 'review',
    by: ['buyer', 'seller'],
    from: ['paid'],
    to: null,
    effects: [],
    otherwise: 'NOT_COMPLETED',
  },
];

/** Steps nobody takes: Boipoka ends a booking when time runs out or its copy goes. */
export const SYSTEM_STEPS = [
  // Accepted and not completed within BOOKING_LAPSE_HOURS of the acceptance, paid by card and no
  // meet-up agreed within BOOKING_LAPSE_HOURS of the payment, or an offer unanswered that long.
  {
    event: 'lapse',
    from: ['offered', 'pending', 'accepted'],
    to: 'lapsed',
    effects: ['release', 'refund'],
  },
  // Another buyer's payment or handover sold the copy.
  {
    event: 'sold-to-another',
    from: ['offered', 'pending', 'accepted'],
    to: 'cancelled',
    effects: [],
  },
  // The seller or an admin took the book off the site, or an account was deleted.
  {
    event: 'withdrawn',
    from: ['offered', 'pending', 'accepted'],
    to: 'cancelled',
    effects: ['release', 'refund'],
  },
] as const satisfies readonly {
  event: string;
  from: readonly BookingStatus[];
  to: BookingStatus;
  effects: readonly Effect[];
}[];

/** The states in which a booking still holds a claim on its copy. */
export const OPEN_STATUSES = [
  'offered',
  'pending',
  'accepted',
] as const satisfies readonly BookingStatus[];

/**
 * Why a price may not be offered (or countered) for a book: above its price, or, from the buyer,
 * below the floor its seller set (which is not told: a buyer offers more, or pays the price).
 * Null when it may.
 */
export function offerRefusal(
  offer: number,
  book: { price: number; offerFloor: number | null },
  side: Side = 'buyer',
): Refusal | null {
  if (offer > book.price) return { code: 'OFFER_ABOVE_PRICE' };
  // The seller's own floor binds the buyer's prices; the seller may go below it.
  if (side === 'buyer' && book.offerFloor !== null && offer < Math.min(book.offerFloor, book.price))
    return { code: 'OFFER_TOO_LOW' };
  return null;
}

/** Whether a booking still claims its copy, or bought it: its buyer has booked that book. */
export const claimsCopy = (status: BookingStatus) =>
  status === 'paid' || (OPEN_STATUSES as readonly BookingStatus[]).includes(status);

const stepOf = (action: BookingAction) => BOOKING_PROCESS.find((step) => step.action === action)!;

/** What a state outside a step's `from` answers unless the step names another. */
function closedRefusal(status: BookingStatus): ErrorCode {
  if (status === 'paid') return 'ALREADY_PAID';
  if (status === 'accepted') return 'ALREADY_ACCEPTED';
  return 'BOOKING_CLOSED';
}

/**
 * Why `side` may not take `action` on a booking now, or null when they may. The side is checked
 * first, then the state, then the step's own conditions.
 */
export function refusalOf(
  action: BookingAction,
  facts: BookingFacts,
  side: Side,
  now = Date.now(),
): Refusal | null {
  const step = stepOf(action);
  if (!step.by.includes(side)) return { code: 'FORBIDDEN' };
  if (!step.from.includes(facts.status))
    return {
      code: step.refusals?.[facts.status] ?? step.otherwise ?? closedRefusal(facts.status),
    };
  for (const guard of step.guards ?? []) {
    const refusal = guard(facts, side, now);
    if (refusal) return refusal;
  }
  return null;
}

/** The steps `side` may take on a booking now, in the table's order. */
export const actionsOf = (facts: BookingFacts, side: Side, now = Date.now()): BookingAction[] =>
  BOOKING_ACTIONS.filter((action) => refusalOf(action, facts, side, now) === null);

/**
 * When the steps open to a booking next change with time alone, with nothing done to it: a
 * no-show may be said, or may no longer be disputed. Infinity when never; `actionsOf` answers
 * the same until then.
 */
export function actionsChangeAt(facts: BookingFacts, now = Date.now()): number {
  const disputed = disputeUntil(facts);
  const turns = [noShowFrom(facts), disputed === null ? null : disputed + 1];
  return Math.min(...turns.filter((at): at is number => at !== null && at > now), Infinity);
}

/** The state a step leads to, and what it does to the copy. */
export const outcomeOf = (action: BookingAction, from: BookingStatus) => {
  const step = stepOf(action);
  return { to: step.to ?? from, effects: step.effects };
};

/**
 * Where a booking stands, for one side to read: the time proposed by them or by the other side
 * (or none yet), why it was declined, who did not come, or the agreed time and place.
 */
export type Stage =
  | { kind: 'offer'; by: 'me' | 'them' }
  | { kind: 'no-time' }
  | { kind: 'proposed'; by: 'me' | 'them' }
  | { kind: 'declined'; reason: string | null }
  | { kind: 'no-show'; absent: 'me' | 'them' }
  | { kind: 'agreed' };

export function stageOf(
  booking: {
    status: BookingStatus;
    meetAt: string | null;
    meetProposedBy: Side | null;
    endReason: string | null;
    noShow: Side | null;
    offer: { by: Side } | null;
  },
  side: Side,
): Stage {
  if (booking.status === 'offered')
    return { kind: 'offer', by: booking.offer?.by === side ? 'me' : 'them' };
  if (booking.status === 'pending') {
    if (!booking.meetAt) return { kind: 'no-time' };
    return { kind: 'proposed', by: booking.meetProposedBy === side ? 'me' : 'them' };
  }
  if (booking.status === 'declined') return { kind: 'declined', reason: booking.endReason };
  if (booking.status === 'no_show')
    return { kind: 'no-show', absent: booking.noShow === side ? 'me' : 'them' };
  return { kind: 'agreed' };
}
