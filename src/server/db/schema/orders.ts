import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  NO_SHOW_DISPUTES,
  RELATED_REASONS,
} from '../../../shared/booking-statuses';
import { createdAt, timestamps } from './columns';
import { user } from './auth';
import { campus } from './campus';
import { book } from './catalog';

export const booking = pgTable(
  'booking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id),
    /**
     * The book's campus, copied by the database as the booking is made and kept with the book's
     * when a campus merge moves it (triggers, migration 0032): the admin overview counts bookings
     * and sales by campus from the booking rows of its span alone, without a lookup per booking.
     */
    campusId: text('campus_id').references(() => campus.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    buyerPhone: text('buyer_phone').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    /** The book's price when it was booked, or the offer both sides accepted, in poisha. */
    price: integer('price').notNull(),
    /**
     * offered: a price of the buyer's under discussion (`offer_*`); pending: requested, the
     * meet-up not yet agreed; accepted: the seller agreed the meet-up (the copy is reserved for
     * this buyer); paid: completed (by card or in person). Then the ends that free the copy:
     * declined by the seller, cancelled (by the buyer, or the book went elsewhere), lapsed (an
     * offer unanswered, or accepted and not completed in time), no_show (one side did not come).
     */
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    /** While offered: the price on the table (poisha), who named it last, and when. */
    offerPrice: integer('offer_price'),
    offerBy: text('offer_by', { enum: ['buyer', 'seller'] }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    /** The meet-up time proposed last, and by whom; the other side agrees to it. */
    meetAt: timestamp('meet_at', { withTimezone: true }),
    meetProposedBy: text('meet_proposed_by', { enum: ['buyer', 'seller'] }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Paid by card: the money is held until the handover (or refunded if the deal ends). */
    cardPaidAt: timestamp('card_paid_at', { withTimezone: true }),
    /** Why the seller declined, or who did not come (a no-show), as the buyer is told. */
    endReason: text('end_reason'),
    /** The side marked as not having come to the meet-up, and when the other side said so. */
    noShow: text('no_show', { enum: ['buyer', 'seller'] }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** The absent side disputed the claim (with their word), then an admin decided. */
    noShowDispute: text('no_show_dispute', { enum: NO_SHOW_DISPUTES }),
    noShowDisputedAt: timestamp('no_show_disputed_at', { withTimezone: true }),
    noShowDisputeReason: text('no_show_dispute_reason'),
    noShowDecidedAt: timestamp('no_show_decided_at', { withTimezone: true }),
    noShowDecidedBy: text('no_show_decided_by').references(() => user.id),
    /** The buyer chose to pay the seller in person: the code the seller enters at the handover. */
    handoverCode: text('handover_code'),
    handoverFailures: integer('handover_failures').notNull().default(0),
    /**
     * Where the buyer booked from and the seller confirmed the handover from: the browser (its
     * visitor id, or `address:<ip>` without one) and the address (decision 0011).
     */
    bookedVisitor: text('booked_visitor'),
    bookedAddress: text('booked_address'),
    handoverVisitor: text('handover_visitor'),
    handoverAddress: text('handover_address'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Judged once, when the sale completes: whether it was between unrelated accounts and so counts
     * in the public figures (completed sales, rating); if not, why. Null before completion.
     */
    armsLength: boolean('arms_length'),
    relatedReason: text('related_reason', { enum: RELATED_REASONS }),
    /**
     * Judged with it: the buyer was a verified student then. Such a sale counts in the public
     * figures whatever the accounts share: a confirmed university address is one person's.
     */
    buyerStudent: boolean('buyer_student'),
    ...timestamps(),
  },
  (t) => [
    check(
      'booking_status_check',
      sql`${t.status} in (${sql.raw(BOOKING_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('booking_price_check', sql`${t.price} > 0`),
    check('booking_offer_price_check', sql`${t.offerPrice} > 0`),
    check(
      'booking_no_show_dispute_check',
      sql`${t.noShowDispute} in (${sql.raw(NO_SHOW_DISPUTES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'booking_related_reason_check',
      sql`${t.relatedReason} in (${sql.raw(RELATED_REASONS.map((s) => `'${s}'`).join(', '))})`,
    ),
    // One open booking per buyer and book.
    uniqueIndex('booking_open_unique')
      .on(t.bookId, t.buyerId)
      .where(sql`${t.status} in ('offered', 'pending', 'accepted')`),
    // One accepted booking (one reservation) per book.
    uniqueIndex('booking_one_accepted_per_book')
      .on(t.bookId)
      .where(sql`${t.status} = 'accepted'`),
    // The lapse job's walks: accepted bookings, offers nobody answered, and bookings paid by card
    // with no meet-up agreed.
    index('booking_accepted_idx')
      .on(t.acceptedAt)
      .where(sql`${t.status} = 'accepted'`),
    index('booking_offered_idx')
      .on(t.offeredAt)
      .where(sql`${t.status} = 'offered'`),
    index('booking_card_paid_pending_idx')
      .on(t.cardPaidAt)
      .where(sql`${t.status} = 'pending' and ${t.cardPaidAt} is not null`),
    // The admins' list of no-shows waiting for a decision.
    index('booking_no_show_disputed_idx')
      .on(t.noShowDisputedAt)
      .where(sql`${t.noShowDispute} = 'disputed'`),
    index('booking_buyer_idx').on(t.buyerId),
    index('booking_book_idx').on(t.bookId),
    // The admin overview's bookings and sales per day.
    index('booking_created_idx').on(t.createdAt),
    index('booking_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null`),
  ],
);

export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => booking.id),
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    /** Amount charged in the smallest unit of the currency (poisha for BDT). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('bdt'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull().unique(),
    /**
     * held: paid by card, kept until the handover; succeeded: the seller's (paid out at the
     * handover, or paid in person there); refunding: owed back to the buyer, the provider not yet
     * told; refunded.
     */
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'payment_status_check',
      sql`${t.status} in (${sql.raw(PAYMENT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('payment_amount_check', sql`${t.amount} > 0`),
    // The database, not the app, makes a double sale impossible.
    uniqueIndex('payment_one_sale_per_book')
      .on(t.bookId)
      .where(sql`${t.status} in ('held', 'succeeded')`),
    // One sale per booking; a booking may also keep refunds (a card charged, then paid in person).
    uniqueIndex('payment_one_sale_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} in ('held', 'succeeded')`),
    index('payment_booking_idx').on(t.bookingId),
    // The refunds still to send to the provider.
    index('payment_refunding_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'refunding'`),
  ],
);

/** The built-in test-mode provider's payment intents (Stripe's are kept by Stripe). */
export const testPaymentIntent = pgTable('test_payment_intent', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] }).notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  lastError: text('last_error'),
  cardLast4: text('card_last4'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an attempt to pay through a hosted gateway (SSLCOMMERZ) came to: open while the buyer is on
 * its page; paid once the gateway's validation said so and the sale was recorded; lost when the
 * copy went to someone else meanwhile (the money given back); review when the gateway called it
 * risky (held for an admin); failed or cancelled as the buyer came back.
 */
export const GATEWAY_ATTEMPT_STATUSES = [
  'open',
  'paid',
  'lost',
  'review',
  'failed',
  'cancelled',
] as const;

export const gatewayAttempt = pgTable(
  'gateway_attempt',
  {
    /** Ours, sent as `tran_id`: one per attempt. */
    tranId: text('tran_id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => booking.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    /** In poisha: the booking's price when the attempt began. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: GATEWAY_ATTEMPT_STATUSES }).notNull().default('open'),
    sessionKey: text('session_key'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('gateway_attempt_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('gateway_attempt_booking_idx').on(t.bookingId),
    check(
      'gateway_attempt_status_check',
      sql`${t.status} in (${sql.raw(GATEWAY_ATTEMPT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

export const PAYOUT_METHOD_VALUES = ['bkash', 'nagad', 'rocket', 'bank'] as const;

/** Money the admins sent a seller of what the marketplace held for them (modules/payouts). */
export const payout = pgTable(
  'payout',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    /** Poisha. */
    amount: integer('amount').notNull(),
    method: text('method', { enum: PAYOUT_METHOD_VALUES }).notNull(),
    reference: text('reference').notNull(),
    paidBy: text('paid_by')
      .notNull()
      .references(() => user.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_seller_idx').on(t.sellerId, t.createdAt),
    check('payout_amount_check', sql`${t.amount} > 0`),
    check(
      'payout_method_check',
      sql`${t.method} in (${sql.raw(PAYOUT_METHOD_VALUES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
