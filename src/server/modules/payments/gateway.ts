// Paying through SSLCOMMERZ's hosted checkout (bKash, Nagad, Rocket, cards): the attempt is
// recorded before the buyer leaves, and the sale is recorded by the same one-sale transaction as
// a card's, from whichever of the gateway's IPN and the buyer's return arrives first, and only
// once its validation API says the payment is good. What arrives second changes nothing.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { eventBody } from '../../../shared/booking-events';
import type { HeldPayment } from '../../../shared/schemas/payouts';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { booking, gatewayAttempt, payment } from '../../db/schema/orders';
import { appError } from '../../errors';
import type { MailSender } from '../../mail/queue';
import { isPaidStatus, type GatewayPayment, type Sslcommerz } from '../../payments/sslcommerz';
import { findLiveBook } from '../trade/lifecycle';
import { bookingFacts, requireStep } from '../trade/process';
import { recordSale } from '../trade/sale';
import { recordRefund } from './service';

export const GATEWAY = 'sslcommerz';

export type GatewayDeps = {
  db: Database;
  gateway: Sslcommerz;
  publicUrl: string;
  mail: Pick<MailSender, 'wake'>;
  log: FastifyBaseLogger;
};

/** Where the gateway sends the buyer back, and its IPN, on our side. */
export const gatewayPaths = {
  back: (outcome: 'success' | 'fail' | 'cancel') => `/api/payments/sslcommerz/${outcome}`,
  ipn: '/api/payments/sslcommerz/ipn',
};

/**
 * Starts paying for the buyer's own booking through the gateway: the attempt is written first,
 * then the gateway's session opened; answers its hosted page. The amount is the booking's.
 */
export async function startCheckout(
  { db, gateway, publicUrl }: GatewayDeps,
  buyerId: string,
  bookingId: string,
): Promise<{ url: string }> {
  const [row] = await db
    .select({
      booking,
      bookName: book.name,
      buyerName: user.name,
      buyerEmail: user.email,
    })
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .innerJoin(user, eq(user.id, booking.buyerId))
    .where(eq(booking.id, bookingId));
  if (!row) throw appError('NOT_FOUND', { message: 'bookingNotFound' });
  if (row.booking.buyerId !== buyerId) throw appError('FORBIDDEN');
  requireStep(
    'pay',
    bookingFacts(row.booking, (await findLiveBook(db, row.booking.bookId)) ?? null),
    'buyer',
  );
  const tranId = `bp${randomBytes(12).toString('hex')}`;
  await db.insert(gatewayAttempt).values({
    tranId,
    bookingId,
    buyerId,
    amount: row.booking.price,
  });
  const back = (outcome: 'success' | 'fail' | 'cancel') =>
    new URL(gatewayPaths.back(outcome), publicUrl).href;
  try {
    const session = await gateway.openSession({
      tranId,
      amount: row.booking.price,
      productName: row.bookName,
      customer: {
        name: row.buyerName,
        email: row.buyerEmail,
        phone: row.booking.buyerPhone,
        place: row.booking.meetingLocation,
      },
      urls: {
        success: back('success'),
        fail: back('fail'),
        cancel: back('cancel'),
        ipn: new URL(gatewayPaths.ipn, publicUrl).href,
      },
      bookingId,
    });
    await db
      .update(gatewayAttempt)
      .set({ sessionKey: session.sessionKey })
      .where(eq(gatewayAttempt.tranId, tranId));
    return { url: session.gatewayUrl };
  } catch (error) {
    await db
      .update(gatewayAttempt)
      .set({ status: 'failed', settledAt: sql`now()` })
      .where(eq(gatewayAttempt.tranId, tranId));
    throw appError('GATEWAY_UNAVAILABLE', { reason: (error as Error).message });
  }
}

export type Settled = 'paid' | 'lost' | 'review' | 'unpaid' | 'unknown' | 'mismatch';

const SETTLED = ['paid', 'lost', 'review'] as const;
const settledAs = (status: string) =>
  (SETTLED as readonly string[]).includes(status) ? (status as (typeof SETTLED)[number]) : null;

/**
 * Settles one attempt from what the gateway says of it (`found`: the validation API's answer,
 * never a browser's or an IPN's word): paid, for the booking's amount in taka, under this
 * attempt's id, it records the sale; a copy sold meanwhile is refunded at once; a payment the
 * gateway calls risky is held for an admin. An attempt settled meanwhile (the IPN and the return
 * at once) is left as the first left it.
 */
async function settle(
  deps: GatewayDeps,
  attempt: typeof gatewayAttempt.$inferSelect,
  found: GatewayPayment,
  /** An admin released a payment held for review: it settles from there, risky or not. */
  released = false,
): Promise<Settled> {
  const { db } = deps;
  if (!isPaidStatus(found.status)) return 'unpaid';
  if (
    found.tranId !== attempt.tranId ||
    found.amount !== attempt.amount ||
    found.currency !== 'bdt'
  )
    return 'mismatch';
  const facts = { valId: found.valId, bankTranId: found.bankTranId, settledAt: sql`now()` };
  const settleAs = async (status: 'paid' | 'lost' | 'review') => {
    const [moved] = await db
      .update(gatewayAttempt)
      .set({ status, ...facts })
      .where(
        and(
          eq(gatewayAttempt.tranId, attempt.tranId),
          inArray(gatewayAttempt.status, released ? ['review'] : ['open', 'failed', 'cancelled']),
        ),
      )
      .returning({ tranId: gatewayAttempt.tranId });
    if (moved) return { status, first: true };
    const [now] = await db
      .select({ status: gatewayAttempt.status })
      .from(gatewayAttempt)
      .where(eq(gatewayAttempt.tranId, attempt.tranId));
    return { status: settledAs(now!.status) ?? status, first: false };
  };
  if (found.risky && !released) return (await settleAs('review')).status;
  const [bookingRow] = await db.select().from(booking).where(eq(booking.id, attempt.bookingId));
  const outcome = await recordSale(db, {
    bookingRow: bookingRow!,
    held: true,
    provider: GATEWAY,
    ref: attempt.tranId,
    amount: attempt.amount,
    currency: 'bdt',
    actorId: attempt.buyerId,
    told: eventBody('event.paidByCardHeld'),
  });
  if (outcome.kind === 'sold') {
    deps.mail.wake();
    return (await settleAs('paid')).status;
  }
  // Someone else's payment took the copy first: this one goes back, once.
  const settled = await settleAs('lost');
  if (settled.first) await refundAttempt(deps, bookingRow!, attempt);
  return settled.status;
}

/** Gives an attempt's payment back through the gateway (the refund pass resends a refusal). */
async function refundAttempt(
  deps: GatewayDeps,
  bookingRow: typeof booking.$inferSelect,
  attempt: typeof gatewayAttempt.$inferSelect,
  /** Refused by an admin, not lost: the booking stays, to be paid another way. */
  refused = false,
) {
  await recordRefund(
    deps,
    bookingRow,
    {
      provider: GATEWAY,
      ref: attempt.tranId,
      amount: attempt.amount,
      currency: 'bdt',
      status: 'refunding',
    },
    refused,
  );
  await settleGatewayRefunds(deps, [attempt.tranId]);
}

/**
 * The gateway's payments owed back (a sale lost to another buyer, a booking paid this way that
 * ended before the handover: `refunding`), refunded through its API, each under a refund id of
 * its own so that a repeat refunds nothing twice; a refusal waits for the next pass.
 */
export async function settleGatewayRefunds(
  { db, gateway, log }: Pick<GatewayDeps, 'db' | 'gateway' | 'log'>,
  only?: string[],
): Promise<string[]> {
  const owed = await db
    .select({ id: payment.id, ref: payment.providerRef, amount: payment.amount })
    .from(payment)
    .where(
      and(
        eq(payment.status, 'refunding'),
        eq(payment.provider, GATEWAY),
        only ? inArray(payment.providerRef, only) : undefined,
      ),
    )
    .limit(100);
  const refunded: string[] = [];
  for (const { id, ref, amount } of owed) {
    const [attempt] = await db
      .select({ bankTranId: gatewayAttempt.bankTranId })
      .from(gatewayAttempt)
      .where(eq(gatewayAttempt.tranId, ref));
    if (!attempt?.bankTranId) continue;
    try {
      await gateway.refund({
        bankTranId: attempt.bankTranId,
        refundId: `refund-${ref}`,
        amount,
        remarks: 'Boipoka: the book went to another buyer or the deal ended',
      });
    } catch (error) {
      log.warn({ ref, err: error }, 'a gateway refund was not sent; the next pass tries again');
      continue;
    }
    await db.update(payment).set({ status: 'refunded' }).where(eq(payment.id, id));
    refunded.push(ref);
  }
  return refunded;
}

const findAttempt = async (db: Database, tranId: string) =>
  (await db.select().from(gatewayAttempt).where(eq(gatewayAttempt.tranId, tranId)))[0];

/**
 * The buyer's return, or the gateway's IPN, names an attempt and a payment: the payment is asked
 * of the validation API, and the attempt settled from its answer. Answers the attempt's booking
 * (null for an attempt we never made) and what came of it.
 */
export async function settleFromGateway(
  deps: GatewayDeps,
  tranId: string,
  valId: string | undefined,
): Promise<{ bookingId: string | null; settled: Settled }> {
  const attempt = await findAttempt(deps.db, tranId);
  if (!attempt) return { bookingId: null, settled: 'unknown' };
  const before = settledAs(attempt.status);
  if (before) return { bookingId: attempt.bookingId, settled: before };
  const found = valId ? await deps.gateway.validate(valId) : null;
  return {
    bookingId: attempt.bookingId,
    settled: found ? await settle(deps, attempt, found) : 'unpaid',
  };
}

/** The buyer came back from a failed or cancelled payment: so noted, unless it was paid meanwhile. */
export async function noteUnpaid(
  db: Database,
  tranId: string,
  status: 'failed' | 'cancelled',
): Promise<string | null> {
  const attempt = await findAttempt(db, tranId);
  if (!attempt) return null;
  await db
    .update(gatewayAttempt)
    .set({ status })
    .where(and(eq(gatewayAttempt.tranId, tranId), eq(gatewayAttempt.status, 'open')));
  return attempt.bookingId;
}

/**
 * Attempts still open after `olderThanMs` (a browser closed on the gateway's page, an IPN lost):
 * the gateway is asked what became of each, and a paid one is settled like any other.
 */
export async function reconcileOpenAttempts(
  deps: GatewayDeps,
  olderThanMs: number,
): Promise<Settled[]> {
  const open = await deps.db
    .select()
    .from(gatewayAttempt)
    .where(
      and(
        eq(gatewayAttempt.status, 'open'),
        lt(gatewayAttempt.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
    .limit(50);
  const outcomes: Settled[] = [];
  for (const attempt of open) {
    const attempts = await deps.gateway.attemptsOf(attempt.tranId);
    const paidOne = attempts.find((one) => isPaidStatus(one.status));
    if (paidOne) outcomes.push(await settle(deps, attempt, paidOne));
    else if (Date.now() - attempt.createdAt.getTime() > 24 * 60 * 60 * 1000) {
      // A day on the gateway's page and nothing paid: the attempt is over.
      await noteUnpaid(deps.db, attempt.tranId, 'cancelled');
      outcomes.push('unpaid');
    }
  }
  return outcomes;
}

/** Payments the gateway called risky, held for an admin to release or refund, oldest first. */
export async function listHeldForReview(db: Database): Promise<HeldPayment[]> {
  const rows = await db
    .select({
      tranId: gatewayAttempt.tranId,
      bookingId: gatewayAttempt.bookingId,
      amount: gatewayAttempt.amount,
      at: gatewayAttempt.settledAt,
      book: book.name,
      buyer: user.name,
      buyerEmail: user.email,
    })
    .from(gatewayAttempt)
    .innerJoin(booking, eq(booking.id, gatewayAttempt.bookingId))
    .innerJoin(book, eq(book.id, booking.bookId))
    .innerJoin(user, eq(user.id, gatewayAttempt.buyerId))
    .where(eq(gatewayAttempt.status, 'review'))
    .orderBy(gatewayAttempt.settledAt);
  return rows.map((row) => ({ ...row, at: row.at?.toISOString() ?? null }));
}

/**
 * An admin's decision on a payment held for review: released, it records the sale as any paid
 * attempt does (or is refunded if the copy went to someone else meanwhile); refunded, the money
 * goes back through the gateway and the booking stays, to be paid another way.
 */
export async function decideReview(
  deps: GatewayDeps,
  tranId: string,
  decision: 'release' | 'refund',
): Promise<Settled> {
  const attempt = await findAttempt(deps.db, tranId);
  if (!attempt || attempt.status !== 'review') throw appError('PAYMENT_NOT_FOUND');
  if (decision === 'release')
    return settle(
      deps,
      attempt,
      {
        status: 'VALIDATED',
        tranId,
        valId: attempt.valId,
        bankTranId: attempt.bankTranId,
        amount: attempt.amount,
        currency: 'bdt',
        risky: true,
      },
      true,
    );
  const [moved] = await deps.db
    .update(gatewayAttempt)
    .set({ status: 'lost' })
    .where(and(eq(gatewayAttempt.tranId, tranId), eq(gatewayAttempt.status, 'review')))
    .returning({ tranId: gatewayAttempt.tranId });
  if (!moved) throw appError('PAYMENT_NOT_FOUND');
  const [bookingRow] = await deps.db
    .select()
    .from(booking)
    .where(eq(booking.id, attempt.bookingId));
  await refundAttempt(deps, bookingRow!, attempt, true);
  return 'lost';
}
