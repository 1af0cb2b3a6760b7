import { z } from './zod';
import {
  cardNumberProblem,
  cvcProblem,
  digitsOf,
  expiryProblem,
  normaliseExpiry,
  type CardField,
} from '../card';
import { BOOKING_ACTIONS } from '../booking-process';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../booking-statuses';
import { taka, ZBangladeshMobile } from './books';
import { codeText, text } from './text';
import { messageKey } from '../i18n/keys';

/** How far ahead a meet-up can be proposed. */
export const MEET_AT_MAX_DAYS = 60;

/**
 * A proposed meet-up time: an ISO date-time with its offset, still to come (a minute's grace for
 * clocks), and within MEET_AT_MAX_DAYS.
 */
export const ZMeetAt = z.iso
  .datetime({ offset: true, error: messageKey('meetAtRequired') })
  .transform((value) => new Date(value))
  .refine((at) => at.getTime() > Date.now() - 60_000, messageKey('meetAtPast'))
  .refine(
    (at) => at.getTime() < Date.now() + MEET_AT_MAX_DAYS * 24 * 3600_000,
    messageKey('meetAtTooFar'),
  );

const ZMeetingLocation = text({ error: messageKey('meetingLocationRequired') })
  .trim()
  .min(2, messageKey('meetingLocationRequired'))
  .max(200);

/**
 * Book Now: name, e-mail and price come from the server; the buyer gives only these, and may
 * propose a meet-up time for the seller to accept.
 */
export const ZBookingInput = z.object({
  bookId: z.uuid({ error: messageKey('bookNotFound') }),
  phone: ZBangladeshMobile,
  meetingLocation: ZMeetingLocation,
  meetAt: ZMeetAt.optional(),
  /** A price of the buyer's, in taka, for the seller to accept or counter: an offer. */
  offer: taka(messageKey('offerRequired')).optional(),
});

/** Either side names another price (taka) for an open offer: a number, or its field's text. */
export const ZCounterOffer = z.object({ price: taka(messageKey('offerRequired')) });
export type CounterOffer = z.input<typeof ZCounterOffer>;

/**
 * A `datetime-local` field's value as the ISO time the API takes, read in Dhaka's time (+06:00;
 * Bangladesh keeps no daylight saving): every time Boipoka shows or takes is Dhaka's, whatever
 * zone the reader's phone is set to. What is not such a value is left for ZMeetAt to refuse.
 */
const fromLocalTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)
    ? `${value.length === 16 ? `${value}:00` : value}+06:00`
    : value;
const ZLocalMeetAt = z.string().trim().transform(fromLocalTime).pipe(ZMeetAt);

/** The booking modal: the request, with the time as its field holds it (empty: none). */
export const ZBookingForm = ZBookingInput.extend({
  /** Empty: the asking price. */
  offer: z.preprocess(
    (v) => ((typeof v === 'string' && !v.trim()) || Number.isNaN(v) ? undefined : v),
    taka(messageKey('offerRequired')).optional(),
  ),
  meetAt: z
    .string()
    .trim()
    .transform((value) => (value ? fromLocalTime(value) : undefined))
    .pipe(ZMeetAt.optional()),
});
export type BookingForm = z.input<typeof ZBookingForm>;

/** Make an Offer: the booking modal, its price required. */
export const ZOfferForm = ZBookingForm.extend({ offer: taka(messageKey('offerRequired')) });

/** Either side proposes another time (and perhaps place) for the meet-up. */
export const ZProposeMeetup = z.object({
  meetAt: ZMeetAt,
  meetingLocation: ZMeetingLocation.optional(),
});
export type ProposeMeetup = z.input<typeof ZProposeMeetup>;
export const ZProposeMeetupForm = ZProposeMeetup.extend({ meetAt: ZLocalMeetAt });

/** The seller declines a booking, telling the buyer why. */
export const ZDeclineBooking = z.object({
  reason: text({ error: messageKey('declineReasonRequired') })
    .trim()
    .min(2, messageKey('declineReasonRequired'))
    .max(300),
});
export type DeclineBooking = z.input<typeof ZDeclineBooking>;

/** The buyer's six-digit handover code, as the seller enters it (spaces forgiven). */
export const ZHandoverCode = z.object({
  code: codeText({ error: messageKey('handoverCodeRequired') })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, messageKey('handoverCodeRequired'))),
});
export type HandoverCode = z.input<typeof ZHandoverCode>;

/** Where a booking's meet-up stands, as both sides see it. */
const meetup = {
  meetingLocation: z.string(),
  /** The time proposed last (ISO), and by whom: the other side accepts it. */
  meetAt: z.string().nullable(),
  meetProposedBy: z.enum(['buyer', 'seller']).nullable(),
  /** Why the seller declined. */
  endReason: z.string().nullable(),
  /** The side that did not come, for a booking ended as a no-show. */
  noShow: z.enum(['buyer', 'seller']).nullable(),
  /** The buyer chose to pay the seller in person, with a handover code. */
  payInPerson: z.boolean(),
  /**
   * Where the booking's money is: held from a card payment until the handover, the seller's
   * (succeeded), or going back to the buyer (refunding, refunded); null before any payment.
   */
  money: z.enum(PAYMENT_STATUSES).nullable(),
  /** The stars the viewer gave the other side for this sale; null before they rate. */
  myStars: z.number().int().nullable(),
  /**
   * While offered: the price on the table (poisha), who named it, and the book's asking price
   * now (poisha, the most an offer may be); null otherwise.
   */
  offer: z
    .object({
      price: z.number().int(),
      by: z.enum(['buyer', 'seller']),
      asking: z.number().int(),
    })
    .nullable(),
};
export type BookingInput = z.input<typeof ZBookingInput>;

/**
 * Why a booking's other side's phone and e-mail are not shown: no meet-up agreed yet, the booking
 * ended before one was, or that side keeps to messages.
 */
export const CONTACT_WITHHELD = ['untilAgreed', 'notAgreed', 'messagesOnly'] as const;
export type ContactWithheld = (typeof CONTACT_WITHHELD)[number];
const ZContactWithheld = z.enum(CONTACT_WITHHELD).nullable();

export { BOOKING_STATUSES, type BookingStatus } from '../booking-statuses';

/** A row of the buyer's My Orders. */
export const ZOrder = z
  .object({
    id: z.string(),
    book: z.object({ id: z.string(), name: z.string(), image: z.string(), thumbnail: z.string() }),
    /** Poisha, as booked. */
    price: z.number().int(),
    seller: z.object({ name: z.string(), verified: z.boolean() }),
    status: z.enum(BOOKING_STATUSES),
    /** The book went to another buyer: this booking can no longer be paid. */
    soldToSomeoneElse: z.boolean(),
    transactionId: z.string().nullable(),
    /** The buyer's conversation with the seller about this book. */
    conversationId: z.string().nullable(),
    createdAt: z.string(),
    ...meetup,
    /** The buyer's own handover code, while they pay in person. */
    handoverCode: z.string().nullable(),
    /** The seller's phone, once a meet-up was agreed (unless they keep to messages). */
    sellerPhone: z.string().nullable(),
    /** Why the seller's phone is not shown; null when it is. */
    contactWithheld: ZContactWithheld,
    sellerId: z.string(),
    /** What the buyer may do to it now (src/shared/booking-process.ts). */
    actions: z.array(z.enum(BOOKING_ACTIONS)),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof ZOrder>;

/** What the payment page shows: the order, and the phone the buyer gave. */
export const ZBookingDetail = ZOrder.extend({
  buyerPhone: z.string(),
}).meta({ id: 'BookingDetail' });
export type BookingDetail = z.infer<typeof ZBookingDetail>;

/** A row of the seller's My Buyers. */
export const ZBuyerRow = z
  .object({
    id: z.string(),
    buyerName: z.string(),
    /** The buyer's e-mail and phone, once a meet-up was agreed (unless they keep to messages). */
    buyerEmail: z.string().nullable(),
    buyerPhone: z.string().nullable(),
    /** Why the buyer's e-mail and phone are not shown; null when they are. */
    contactWithheld: ZContactWithheld,
    bookName: z.string(),
    /** Poisha: the book's price when booked, or the offer both sides accepted. */
    price: z.number().int(),
    status: z.enum(BOOKING_STATUSES),
    /** The seller's conversation with this buyer about this book. */
    conversationId: z.string().nullable(),
    createdAt: z.string(),
    ...meetup,
    /** Wrong handover codes entered, and whether the code now takes no more. */
    handoverFailures: z.number().int(),
    handoverLocked: z.boolean(),
    /** What the seller may do to it now (src/shared/booking-process.ts). */
    actions: z.array(z.enum(BOOKING_ACTIONS)),
  })
  .meta({ id: 'BuyerRow' });
export type BuyerRow = z.infer<typeof ZBuyerRow>;

/**
 * The deal a conversation is about, at the top of its thread: the buyer's booking of the book as
 * My Orders shows it to the buyer, or as My Buyers shows it to the seller.
 */
export const ZDeal = z
  .discriminatedUnion('as', [
    z.object({ as: z.literal('buyer'), order: ZOrder }),
    z.object({ as: z.literal('seller'), booking: ZBuyerRow }),
  ])
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof ZDeal>;

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;

export const ZPaymentIntent = z
  .object({
    intentId: z.string(),
    clientSecret: z.string(),
    provider: z.enum(PAYMENT_PROVIDERS),
    /** Poisha, read from the booking on the server. */
    amount: z.number().int(),
    currency: z.literal('bdt'),
    publishableKey: z.string().nullable(),
    /** bKash, Nagad, Rocket and cards through SSLCOMMERZ's checkout (POST …/checkout), when on. */
    mobileWallets: z.boolean(),
  })
  .meta({ id: 'PaymentIntent' });
export type PaymentIntent = z.infer<typeof ZPaymentIntent>;

export const ZConfirmPayment = z.object({ paymentIntentId: text().min(1).max(200) });

export const ZPaymentResult = z
  .object({ transactionId: z.string(), status: z.literal('succeeded') })
  .meta({ id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof ZPaymentResult>;

/** The built-in test-mode card form's request. The provider judges the card itself. */
export const ZTestCard = z.object({
  cardNumber: codeText().min(1, messageKey('cardNumberIncomplete')).max(30),
  expiry: codeText().min(1, messageKey('cardExpiryInvalid')).max(7),
  cvc: codeText().min(1, messageKey('cardCvcIncomplete')).max(4),
  name: text().trim().min(1, messageKey('cardNameRequired')).max(100),
  email: z.email().optional(),
});
export type TestCard = z.infer<typeof ZTestCard>;

/**
 * The card form: the request's schema plus what can be told before asking the provider (a wrong
 * check digit, a past expiry, a short security code). Its output is the request as it is sent:
 * digits only, expiry as MM/YY.
 */
export const ZCardDetails = ZTestCard.superRefine((card, context) => {
  const problems: [CardField, string | null][] = [
    ['cardNumber', cardNumberProblem(card.cardNumber)],
    ['expiry', expiryProblem(card.expiry)],
    ['cvc', cvcProblem(card.cvc, card.cardNumber)],
  ];
  for (const [field, message] of problems) {
    // An empty field already has its message from ZTestCard.
    if (message && card[field]) context.addIssue({ code: 'custom', path: [field], message });
  }
}).transform((card) => ({
  ...card,
  cardNumber: digitsOf(card.cardNumber),
  expiry: normaliseExpiry(card.expiry),
}));
export type CardDetails = z.input<typeof ZCardDetails>;
