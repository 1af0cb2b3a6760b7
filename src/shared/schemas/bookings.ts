import { z } from 'zod';
import {
  cardNumberProblem,
  cvcProblem,
  digitsOf,
  expiryProblem,
  normaliseExpiry,
  type CardField,
} from '../card';
import { MESSAGES } from '../messages';
import { ZBangladeshMobile } from './books';
import { text } from './text';

/** Book Now: name, e-mail and price come from the server; the buyer gives only these. */
export const ZBookingInput = z.object({
  bookId: z.uuid({ error: MESSAGES.bookNotFound }),
  phone: ZBangladeshMobile,
  meetingLocation: text({ error: MESSAGES.meetingLocationRequired })
    .trim()
    .min(2, MESSAGES.meetingLocationRequired)
    .max(200),
});
export type BookingInput = z.input<typeof ZBookingInput>;

export const BOOKING_STATUSES = ['pending', 'paid', 'cancelled'] as const;

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
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof ZOrder>;

/** What the payment page shows. */
export const ZBookingDetail = ZOrder.extend({
  buyerPhone: z.string(),
  meetingLocation: z.string(),
}).meta({ id: 'BookingDetail' });
export type BookingDetail = z.infer<typeof ZBookingDetail>;

/** A row of the seller's My Buyers. */
export const ZBuyerRow = z
  .object({
    id: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    buyerPhone: z.string(),
    meetingLocation: z.string(),
    bookName: z.string(),
    status: z.enum(BOOKING_STATUSES),
    /** The seller's conversation with this buyer about this book. */
    conversationId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'BuyerRow' });
export type BuyerRow = z.infer<typeof ZBuyerRow>;

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
  cardNumber: text().trim().min(1, MESSAGES.cardNumberIncomplete).max(30),
  expiry: text().trim().min(1, MESSAGES.cardExpiryInvalid).max(7),
  cvc: text().trim().min(1, MESSAGES.cardCvcIncomplete).max(4),
  name: text().trim().min(1, MESSAGES.cardNameRequired).max(100),
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
