import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SAME_ADDRESS_MINUTES, type RelatedReason } from '../../../shared/booking-statuses';
import { STUDENT_VERIFICATION_DAYS } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { accountVisitor, user } from '../../db/schema/auth';
import { booking } from '../../db/schema/orders';
import { deviceOf } from '../../plugins/visitor';

/**
 * Whether a completed sale was between unrelated accounts, and so counts in the public figures
 * (decision 0011). The evidence is gathered as people act: the browsers each account is used from
 * (sign-up, sign-in, booking, handover), and the browser and address of the booking and of the
 * handover. The judgement is made once, when the sale completes, and kept on the booking.
 */

/** Where a request came from: its browser (visitor id, or `address:<ip>`) and its address. */
export type Origin = { visitor: string; address: string };

export const originOf = (request: FastifyRequest): Origin => ({
  visitor: deviceOf(request),
  address: request.ip,
});

/** Remembers that `userId` used this browser. */
export async function noteVisitor(db: Executor, userId: string, visitor: string): Promise<void> {
  await db
    .insert(accountVisitor)
    .values({ userId, visitor })
    .onConflictDoUpdate({
      target: [accountVisitor.userId, accountVisitor.visitor],
      set: { lastSeenAt: sql`now()` },
    });
}

/** Keeps where the buyer booked from, on their booking and as one of their browsers. */
export async function noteBookedFrom(
  db: Executor,
  bookingId: string,
  buyerId: string,
  origin: Origin,
): Promise<void> {
  await db
    .update(booking)
    .set({ bookedVisitor: origin.visitor, bookedAddress: origin.address })
    .where(and(eq(booking.id, bookingId), eq(booking.buyerId, buyerId)));
  await noteVisitor(db, buyerId, origin.visitor);
}

/** Keeps where the seller confirmed the handover from, before the sale is recorded. */
export async function noteHandoverFrom(
  db: Executor,
  bookingId: string,
  sellerId: string,
  origin: Origin,
): Promise<void> {
  await db
    .update(booking)
    .set({ handoverVisitor: origin.visitor, handoverAddress: origin.address })
    .where(eq(booking.id, bookingId));
  await noteVisitor(db, sellerId, origin.visitor);
}

export type Verdict = {
  armsLength: boolean;
  relatedReason: RelatedReason | null;
  /** The buyer was a verified student: the sale counts whatever the accounts share. */
  buyerStudent: boolean;
};

/**
 * Judges a sale as it completes: related when the buyer's and the seller's accounts were ever used
 * from one browser, or when the booking and the handover came from one address within
 * SAME_ADDRESS_MINUTES (one person doing both sides without meeting anyone).
 */
export async function judgeSale(
  tx: Executor,
  { bookingId, sellerId }: { bookingId: string; sellerId: string },
): Promise<Verdict> {
  const [row] = await tx
    .select({
      sharedBrowser: sql<boolean>`exists (
        select 1 from ${accountVisitor} b join ${accountVisitor} s on s.visitor = b.visitor
        where b.user_id = ${booking.buyerId} and s.user_id = ${sellerId})`,
      sameAddress: sql<boolean>`coalesce(${booking.bookedAddress} = ${booking.handoverAddress}
        and now() - ${booking.createdAt} <= make_interval(mins => ${SAME_ADDRESS_MINUTES}), false)`,
      buyerStudent: sql<boolean>`exists (
        select 1 from ${user} where ${user.id} = ${booking.buyerId} and ${user.studentVerifiedAt}
          > now() - make_interval(days => ${STUDENT_VERIFICATION_DAYS}))`,
    })
    .from(booking)
    .where(eq(booking.id, bookingId));
  const buyerStudent = row?.buyerStudent ?? false;
  if (row?.sharedBrowser) return { armsLength: false, relatedReason: 'same-browser', buyerStudent };
  if (row?.sameAddress) return { armsLength: false, relatedReason: 'same-address', buyerStudent };
  return { armsLength: true, relatedReason: null, buyerStudent };
}
