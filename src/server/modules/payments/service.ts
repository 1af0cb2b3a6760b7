import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { eventBody } from '../../../shared/booking-events';
import type { PaymentIntent, PaymentResult } from '../../../shared/schemas/bookings';
import type { Database } from '../../db/client';
import { booking, payment } from '../../db/schema/orders';
import { idempotencyKey } from '../../db/schema/site';
import { AppError, appError } from '../../errors';
import { queueMail, type MailSender } from '../../mail/queue';
import type { PaymentProvider, ProviderIntent } from '../../payments/provider';
import { cancelBooking, findLiveBook } from '../trade/lifecycle';
import { recordSale } from '../trade/sale';
import { bookingFacts, requireStep } from '../trade/process';

export type PaymentDeps = {
  db: Database;
  provider: PaymentProvider;
  /** Told when a sale queued its e-mails. */
  mail: Pick<MailSender, 'wake'>;
  log: FastifyBaseLogger;
  /** SSLCOMMERZ's checkout is offered beside the card form (gateway.ts). */
  mobileWallets?: boolean;
};

const CURRENCY = 'bdt';

async function findBookingFor(db: Database, bookingId: string, buyerId: string | null) {
  const [row] = await db.select().from(booking).where(eq(booking.id, bookingId));
  if (!row) throw appError('NOT_FOUND', { message: 'bookingNotFound' });
  if (buyerId !== null && row.buyerId !== buyerId) throw appError('FORBIDDEN');
  return row;
}

/** Starts (or resumes) the payment of a booking; the amount is the booking's, read here. */
export async function createPaymentIntent(
  { db, provider, mobileWallets = false }: PaymentDeps,
  buyerId: string,
  bookingId: string,
): Promise<PaymentIntent> {
  const row = await findBookingFor(db, bookingId, buyerId);
  // As the booking process says: open, and its copy still there for this buyer.
  requireStep('pay', bookingFacts(row, (await findLiveBook(db, row.bookId)) ?? null), 'buyer');
  const intent = await provider.createIntent({
    amount: row.price,
    currency: CURRENCY,
    metadata: { bookingId: row.id, bookId: row.bookId, buyerId: row.buyerId },
    // One intent per booking: asking again resumes it instead of charging twice.
    idempotencyKey: `booking-${row.id}`,
  });
  return {
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    provider: provider.name,
    amount: row.price,
    currency: CURRENCY,
    publishableKey: provider.publishableKey,
    mobileWallets,
  };
}

/** A payment that goes back: refunded already, or owed back (`refunding`: a refund pass sends it). */
export type Refund = {
  provider: string;
  ref: string;
  amount: number;
  currency: string;
  status: 'refunded' | 'refunding';
};

/**
 * Records a payment that goes back, once per provider reference. The booking ends and the buyer
 * is told, once however often the same late payment comes back; unless `keepBooking` (an admin
 * refused a payment held for review: the booking stays, to be paid another way).
 */
export async function recordRefund(
  { db, mail, log }: Pick<PaymentDeps, 'db' | 'mail' | 'log'>,
  bookingRow: typeof booking.$inferSelect,
  refund: Refund,
  keepBooking = false,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(payment)
      .values({
        bookingId: bookingRow.id,
        bookId: bookingRow.bookId,
        buyerId: bookingRow.buyerId,
        amount: refund.amount,
        currency: refund.currency,
        provider: refund.provider,
        providerRef: refund.ref,
        status: refund.status,
      })
      .onConflictDoNothing()
      .returning({ id: payment.id });
    if (keepBooking) return;
    if (recorded) await queueMail(tx, 'book-refunded', bookingRow.id);
    await cancelBooking(tx, bookingRow.id);
  });
  mail.wake();
  log.warn(
    { bookingId: bookingRow.id, provider: refund.provider, ref: refund.ref, keepBooking },
    keepBooking
      ? 'a payment held for review was given back'
      : 'a payment lost the race for a book and was given back',
  );
}

/**
 * Records a payment the provider says succeeded. The server re-reads the intent itself; a repeat
 * returns the same transaction and charges nothing; a payment that lost the race is refunded (409).
 */
export async function confirmPayment(
  deps: PaymentDeps,
  buyerId: string | null,
  bookingId: string,
  intentId: string,
): Promise<PaymentResult> {
  const bookingRow = await findBookingFor(deps.db, bookingId, buyerId);
  const intent = await deps.provider.retrieveIntent(intentId);
  if (!intent || intent.metadata.bookingId !== bookingRow.id) throw appError('PAYMENT_MISMATCH');
  if (intent.status !== 'succeeded') {
    throw appError('PAYMENT_INCOMPLETE', { reason: intent.lastError });
  }
  if (intent.amount !== bookingRow.price || intent.currency !== CURRENCY)
    throw appError('PAYMENT_MISMATCH');
  const outcome = await recordSale(deps.db, {
    bookingRow,
    held: true,
    provider: deps.provider.name,
    ref: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    actorId: bookingRow.buyerId,
    told: eventBody('event.paidByCardHeld'),
  });
  if (outcome.kind === 'lost') {
    // The charge went through but the book went to someone else first: the money goes back.
    await deps.provider.refund(intent.id, `refund-${intent.id}`);
    await recordRefund(deps, bookingRow, {
      provider: deps.provider.name,
      ref: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      status: 'refunded',
    });
    throw appError('BOOK_SOLD');
  }
  deps.mail.wake();
  return { transactionId: outcome.transactionId, status: 'succeeded' };
}

/**
 * Sends the provider every refund still owed (an ended booking paid by card: `refunding`), oldest
 * first, each with its own idempotency key so a repeat refunds nothing twice; answers the
 * references refunded. A refund the provider refuses stays owed for the next pass.
 */
export async function settleRefunds({ db, provider, log }: PaymentDeps): Promise<string[]> {
  const owed = await db
    .select({ id: payment.id, ref: payment.providerRef })
    .from(payment)
    // The gateway's own are refunded through it (gateway.ts).
    .where(and(eq(payment.status, 'refunding'), eq(payment.provider, provider.name)))
    .orderBy(asc(payment.createdAt))
    .limit(100);
  const refunded: string[] = [];
  for (const { id, ref } of owed) {
    try {
      await provider.refund(ref, `refund-${ref}`);
    } catch (error) {
      log.warn({ ref, err: error }, 'a refund was not sent; it is tried again in the next pass');
      continue;
    }
    refunded.push(ref);
    await db.update(payment).set({ status: 'refunded' }).where(eq(payment.id, id));
  }
  return refunded;
}

/** A provider event: each one handled once; a succeeded intent records the sale like the page does. */
export async function handleProviderEvent(
  deps: PaymentDeps,
  event: { id: string; type: string; intent: ProviderIntent | null },
) {
  const [first] = await deps.db
    .insert(idempotencyKey)
    .values({
      key: `provider-event:${event.id}`,
      scope: 'payments-webhook',
      response: { type: event.type },
    })
    .onConflictDoNothing()
    .returning();
  if (!first) return 'repeated' as const;
  if (event.type !== 'payment_intent.succeeded' || !event.intent?.metadata.bookingId)
    return 'ignored' as const;
  try {
    await confirmPayment(deps, null, event.intent.metadata.bookingId, event.intent.id);
  } catch (error) {
    // A lost race was refunded inside confirmPayment; the provider needs no retry for it.
    if (error instanceof AppError && error.status === 409) return 'handled' as const;
    // Anything else: forget the event, so the provider's retry is processed rather than ignored.
    await deps.db
      .delete(idempotencyKey)
      .where(eq(idempotencyKey.key, `provider-event:${event.id}`));
    throw error;
  }
  return 'handled' as const;
}
