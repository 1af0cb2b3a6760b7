import { timingSafeEqual } from 'node:crypto';
import { aliasedTable, and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { eventBody } from '../../../shared/booking-events';
import { offerRefusal, type BookingAction } from '../../../shared/booking-process';
import { takaToPoisha } from '../../../shared/money';
import type { DisputedNoShow, NoShowDisputeAnswer } from '../../../shared/schemas/reviews';
import type { PaymentResult } from '../../../shared/schemas/bookings';
import type { SessionUser } from '../../auth/access';
import type { Database, Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { conversation } from '../../db/schema/messages';
import { booking, payment } from '../../db/schema/orders';
import { appError } from '../../errors';
import type { MailSender } from '../../mail/queue';
import { endBooking, reserveBook } from './lifecycle';
import { postBookingEvent } from '../conversations/post';
import { payOut, recordSale } from './sale';
import { noteHandoverFrom, type Origin } from '../reviews/arms-length';
import {
  bookingFacts,
  copyColumns,
  countOffer,
  HANDOVER_TRIES,
  newHandoverCode,
  requireStep,
  type Copy,
} from './process';

/**
 * The meet-up, one function per transition: either side proposes a time, the other accepts it
 * (the copy is then reserved for the buyer), the seller may decline, the buyer cancel; an accepted
 * booking is completed by a card payment or by the handover code, or it lapses, or one side did not
 * come. Each change is told in the booking's thread (and so e-mailed to the other side).
 */

type Side = 'buyer' | 'seller';
type BookingRow = typeof booking.$inferSelect;
type Locked = { row: BookingRow; sellerId: string; copy: Copy };
type Party = Locked & { as: Side };

/** The booking, its seller and its copy's state, the booking locked for a transition. */
async function lockBooking(tx: Executor, id: string): Promise<Locked | undefined> {
  const [found] = await tx
    .select({ row: booking, sellerId: book.sellerId, copy: copyColumns })
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .where(eq(booking.id, id))
    .for('update', { of: booking });
  return found;
}

/** The booking, locked for this transition, if the viewer is one of its two sides. */
async function findParty(tx: Executor, viewer: SessionUser, id: string): Promise<Party> {
  const found = await lockBooking(tx, id);
  const as =
    found?.row.buyerId === viewer.id ? 'buyer' : found?.sellerId === viewer.id ? 'seller' : null;
  if (!found || !as) throw appError('NOT_FOUND', { message: 'bookingNotFound' });
  return { ...found, as };
}

const check = (party: Party, action: BookingAction) =>
  requireStep(action, bookingFacts(party.row, party.copy), party.as);

/** Posts an event (`eventBody`) in the booking's thread. */
const tell = (
  tx: Executor,
  party: Pick<Party, 'row' | 'sellerId'>,
  actorId: string | null,
  body: string,
) =>
  postBookingEvent(
    tx,
    { bookId: party.row.bookId, buyerId: party.row.buyerId, sellerId: party.sellerId },
    actorId,
    body,
  );

/** Runs a transition on a booking one of whose sides the viewer is, then sends what it told. */
async function transition<T>(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
  change: (tx: Executor, party: Party) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => change(tx, await findParty(tx, viewer, id)));
  mail.wake();
  return result;
}

type Answer = { status: BookingRow['status'] };

/**
 * Either side names another price for an open offer, between the seller's floor and the book's
 * price; the other side answers it.
 */
export async function counterOffer(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
  taka: number,
): Promise<Answer> {
  // The seller knows their floor; a buyer's prices are counted, and the floor is never told. The
  // count is its own statement, outside the step's transaction: a refused price rolls that back,
  // and must still count.
  const [mine] = await db
    .select({ bookId: booking.bookId })
    .from(booking)
    .where(and(eq(booking.id, id), eq(booking.buyerId, viewer.id)));
  if (mine) await countOffer(db, viewer.id, mine.bookId);
  return transition(db, mail, viewer, id, async (tx, party) => {
    check(party, 'counter');
    const offerPrice = takaToPoisha(taka);
    const refusal = offerRefusal(offerPrice, party.copy, party.as);
    if (refusal) throw appError(refusal.code);
    await tx
      .update(booking)
      .set({ offerPrice, offerBy: party.as, offeredAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(booking.id, id));
    await tell(
      tx,
      party,
      viewer.id,
      eventBody('event.countered', { name: viewer.name, offerPrice }),
    );
    return { status: 'offered' };
  });
}

/**
 * The side that did not name the price on the table accepts it: it becomes the booking's price
 * (what a card payment charges), and the booking goes on as any other, to agree the meet-up.
 */
export function acceptOffer(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
): Promise<Answer> {
  return transition(db, mail, viewer, id, async (tx, party) => {
    check(party, 'accept-offer');
    // A price agreed is never above what the book asks now (the seller may have lowered it).
    const offerPrice = Math.min(party.row.offerPrice!, party.copy.price);
    await tx
      .update(booking)
      .set({ status: 'pending', price: offerPrice, updatedAt: sql`now()` })
      .where(eq(booking.id, id));
    await tell(
      tx,
      party,
      viewer.id,
      eventBody('event.offerAccepted', { name: viewer.name, offerPrice }),
    );
    return { status: 'pending' };
  });
}

/** Either side proposes a (new) time, and perhaps place, while the booking waits for agreement. */
export function proposeMeetup(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
  input: { meetAt: Date; meetingLocation?: string },
): Promise<Answer> {
  return transition(db, mail, viewer, id, async (tx, party) => {
    check(party, 'propose');
    const place = input.meetingLocation ?? party.row.meetingLocation;
    await tx
      .update(booking)
      .set({ meetAt: input.meetAt, meetProposedBy: party.as, meetingLocation: place })
      .where(eq(booking.id, id));
    await tell(
      tx,
      party,
      viewer.id,
      eventBody('event.proposed', {
        name: viewer.name,
        meetAt: input.meetAt.toISOString(),
        place,
      }),
    );
    return { status: party.row.status };
  });
}

/**
 * The side that did not propose the time agrees to it: the booking is accepted and the copy
 * reserved for its buyer (nobody else can book or buy it) until it is completed or lapses.
 */
export function acceptMeetup(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
  lapseHours: number,
): Promise<Answer> {
  return transition(db, mail, viewer, id, async (tx, party) => {
    check(party, 'accept');
    const meetAt = party.row.meetAt!;
    // Under the book's own row: another buyer's acceptance or payment may have come first.
    const outcome = await reserveBook(tx, {
      bookId: party.row.bookId,
      bookingId: id,
      paidByCard: party.row.cardPaidAt !== null,
    });
    if (outcome === 'sold') throw appError('BOOK_SOLD');
    if (outcome === 'reserved-for-another') throw appError('BOOK_RESERVED');
    await tell(
      tx,
      party,
      viewer.id,
      eventBody('event.accepted', {
        name: viewer.name,
        meetAt: meetAt.toISOString(),
        place: party.row.meetingLocation,
        hours: lapseHours,
      }),
    );
    return { status: 'accepted' };
  });
}

/** The seller turns a booking down (before or after accepting it), saying why. */
export function declineBooking(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
  reason: string,
): Promise<Answer> {
  return transition(db, mail, viewer, id, async (tx, party) => {
    check(party, 'decline');
    await endBooking(tx, id, {
      status: 'declined',
      reason,
      actorId: viewer.id,
      tell: eventBody('event.declined', { name: viewer.name, reason }),
    });
    return { status: 'declined' };
  });
}

/** The buyer calls a booking off (before or after the seller accepted it). */
export function cancelMyBooking(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
): Promise<Answer> {
  return transition(db, mail, viewer, id, async (tx, party) => {
    check(party, 'cancel');
    await endBooking(tx, id, {
      status: 'cancelled',
      actorId: viewer.id,
      tell: eventBody('event.cancelled', { name: viewer.name }),
    });
    return { status: 'cancelled' };
  });
}

/**
 * The buyer will pay the seller in person at the meet-up: they get a six-digit code (a new one,
 * with every try restored, each time they ask), which the seller enters at the handover.
 */
export function payInPerson(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
): Promise<{ code: string }> {
  return transition(db, mail, viewer, id, async (tx, party) => {
    check(party, 'pay-in-person');
    const code = newHandoverCode();
    await tx
      .update(booking)
      .set({ handoverCode: code, handoverFailures: 0 })
      .where(eq(booking.id, id));
    if (!party.row.handoverCode)
      await tell(tx, party, viewer.id, eventBody('event.payInPerson', { name: viewer.name }));
    return { code };
  });
}

/** The buyer's handover code, for their own accepted in-person booking. */
export async function handoverCodeOf(db: Database, viewer: SessionUser, id: string) {
  const [row] = await db
    .select({ code: booking.handoverCode, buyerId: booking.buyerId, status: booking.status })
    .from(booking)
    .where(eq(booking.id, id));
  if (!row || row.buyerId !== viewer.id)
    throw appError('NOT_FOUND', { message: 'bookingNotFound' });
  if (row.status !== 'accepted' || !row.code) throw appError('HANDOVER_NOT_CHOSEN');
  return row.code;
}

/**
 * The right code pays out the card payment held for the booking, and the thread is told; answers
 * the payment's reference, or null when none is held.
 */
async function payOutAtHandover(tx: Executor, party: Party, viewer: SessionUser) {
  const ref = await payOut(tx, {
    bookId: party.row.bookId,
    bookingId: party.row.id,
    sellerId: party.sellerId,
  });
  if (ref) await tell(tx, party, viewer.id, eventBody('event.paidOut'));
  return ref;
}

const sameCode = (given: string, expected: string) =>
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given, 'utf8'), Buffer.from(expected, 'utf8'));

/**
 * The seller enters the buyer's code at the handover: the right one completes the sale (one
 * transaction, one sale per book), paid in person there and then, or paying out the card payment
 * held for it; a wrong one counts, and after HANDOVER_TRIES of them the booking takes no more until
 * the buyer makes a new code.
 */
export async function confirmHandover(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
  code: string,
  origin: Origin,
): Promise<PaymentResult> {
  const party = await db.transaction(async (tx) => {
    const found = await findParty(tx, viewer, id);
    const expected = found.row.handoverCode;
    // The same right code again (a retry, a double tap): the sale it made, not a refusal.
    if (
      found.as === 'seller' &&
      found.row.status === 'paid' &&
      expected &&
      sameCode(code, expected)
    )
      return { ...found, repeated: true };
    check(found, 'handover');
    if (sameCode(code, expected!)) {
      // Where the handover was confirmed from decides, with the booking's, whether the sale counts.
      await noteHandoverFrom(tx, id, viewer.id, origin);
      if (!found.row.cardPaidAt) return found;
      return { ...found, paidOut: await payOutAtHandover(tx, found, viewer) };
    }
    const [counted] = await tx
      .update(booking)
      .set({ handoverFailures: sql`${booking.handoverFailures} + 1` })
      .where(eq(booking.id, id))
      .returning({ failures: booking.handoverFailures });
    return { ...found, wrong: HANDOVER_TRIES - counted!.failures };
  });
  if ('paidOut' in party && party.paidOut) {
    mail.wake();
    return { transactionId: party.paidOut, status: 'succeeded' };
  }
  if ('repeated' in party) {
    const [made] = await db
      .select({ ref: payment.providerRef })
      .from(payment)
      .where(and(eq(payment.bookingId, id), eq(payment.status, 'succeeded')));
    if (made) return { transactionId: made.ref, status: 'succeeded' };
    throw appError('ALREADY_PAID');
  }
  if ('wrong' in party) {
    const left = party.wrong as number;
    if (left <= 0) throw appError('HANDOVER_LOCKED');
    throw appError('WRONG_HANDOVER_CODE', { params: { tries: left } });
  }
  const outcome = await recordSale(db, {
    bookingRow: party.row,
    held: false,
    provider: 'in-person',
    // One in-person payment per booking: a second right code finds the first and sells nothing twice.
    ref: `in-person-${party.row.id}`,
    amount: party.row.price,
    currency: 'bdt',
    actorId: viewer.id,
    told: eventBody('event.handedOver'),
  });
  if (outcome.kind === 'lost') {
    // The buyer's card payment came in since the code was checked: the right code pays it out.
    const paidOut = await db.transaction((tx) => payOutAtHandover(tx, party, viewer));
    if (!paidOut) throw appError('BOOK_SOLD');
    mail.wake();
    return { transactionId: paidOut, status: 'succeeded' };
  }
  mail.wake();
  return { transactionId: outcome.transactionId, status: 'succeeded' };
}

/**
 * From NO_SHOW_GRACE_MINUTES after the meet-up time (someone may be running late), either side
 * says the other did not come: the booking ends, the copy is free. The other side may dispute it.
 */
export function markNoShow(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
): Promise<Answer> {
  return transition(db, mail, viewer, id, async (tx, party) => {
    check(party, 'no-show');
    const absent = party.as === 'buyer' ? 'seller' : 'buyer';
    await endBooking(tx, id, {
      status: 'no_show',
      noShow: absent,
      actorId: viewer.id,
      // The booking it names lets the thread offer the absent side their dispute.
      tell: eventBody(absent === 'buyer' ? 'event.noShow.buyer' : 'event.noShow.seller', {
        name: viewer.name,
        booking: id,
      }),
    });
    return { status: 'no_show' };
  });
}

/**
 * The side said not to have come answers that they did, once, within NO_SHOW_DISPUTE_HOURS of the
 * claim: the no-show stops counting against them until an admin decides, and the thread (which
 * the admins may now read, as after a report) tells both sides.
 */
export function disputeNoShow(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  viewer: SessionUser,
  id: string,
  reason: string,
): Promise<NoShowDisputeAnswer> {
  return transition(db, mail, viewer, id, async (tx, party) => {
    check(party, 'dispute-no-show');
    await tx
      .update(booking)
      .set({
        noShowDispute: 'disputed',
        noShowDisputedAt: sql`now()`,
        noShowDisputeReason: reason,
      })
      .where(eq(booking.id, id));
    await tx
      .update(conversation)
      .set({
        reportedAt: sql`coalesce(${conversation.reportedAt}, now())`,
        reportReason: sql`coalesce(${conversation.reportReason}, ${reason})`,
      })
      .where(
        and(eq(conversation.bookId, party.row.bookId), eq(conversation.buyerId, party.row.buyerId)),
      );
    await tell(
      tx,
      party,
      viewer.id,
      eventBody('event.noShowDisputed', { name: viewer.name, reason, booking: id }),
    );
    return { dispute: 'disputed' };
  });
}

/**
 * An admin decides a disputed no-show: upheld, it counts against the absent side as claimed;
 * rejected, it never counts. Both sides are told in the thread, by Boipoka.
 */
export async function decideNoShow(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  admin: SessionUser,
  id: string,
  upheld: boolean,
): Promise<NoShowDisputeAnswer> {
  const answer = await db.transaction(async (tx) => {
    const found = await lockBooking(tx, id);
    if (!found) throw appError('NOT_FOUND', { message: 'bookingNotFound' });
    if (found.row.noShowDispute !== 'disputed') throw appError('NO_SHOW_NOT_DISPUTED');
    const dispute = upheld ? 'upheld' : 'rejected';
    await tx
      .update(booking)
      .set({ noShowDispute: dispute, noShowDecidedAt: sql`now()`, noShowDecidedBy: admin.id })
      .where(eq(booking.id, id));
    await tell(
      tx,
      found,
      null,
      eventBody(upheld ? 'event.noShowUpheld' : 'event.noShowRejected', { booking: id }),
    );
    return { dispute } as const;
  });
  mail.wake();
  return answer;
}

/** Disputed no-shows waiting for an admin, oldest dispute first. */
export async function listDisputedNoShows(db: Database): Promise<DisputedNoShow[]> {
  const buyer = aliasedTable(user, 'buyer');
  const seller = aliasedTable(user, 'seller');
  const rows = await db
    .select({
      id: booking.id,
      bookName: book.name,
      buyerName: buyer.name,
      sellerName: seller.name,
      absent: booking.noShow,
      meetAt: booking.meetAt,
      meetingLocation: booking.meetingLocation,
      claimedAt: booking.noShowAt,
      disputedAt: booking.noShowDisputedAt,
      reason: booking.noShowDisputeReason,
      conversationId: conversation.id,
    })
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .innerJoin(buyer, eq(buyer.id, booking.buyerId))
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .leftJoin(
      conversation,
      and(eq(conversation.bookId, booking.bookId), eq(conversation.buyerId, booking.buyerId)),
    )
    .where(eq(booking.noShowDispute, 'disputed'))
    .orderBy(asc(booking.noShowDisputedAt));
  return rows.map((row) => ({
    ...row,
    // A disputed booking is a no-show, which always names its absent side.
    absent: row.absent!,
    meetAt: row.meetAt?.toISOString() ?? null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    disputedAt: row.disputedAt?.toISOString() ?? null,
    reason: row.reason ?? '',
  }));
}

/**
 * Ends accepted bookings not completed within `hours` of being accepted, bookings paid by card
 * with no meet-up agreed within `hours` of the payment (the buyer is refunded), and offers nobody
 * answered within `hours` of the last price: each lapses, its
 * copy is free again, both sides are told. Run by every server; a booking lapses once (rows are
 * locked and skipped by the others). Answers how many lapsed.
 */
export async function lapseStaleBookings(db: Database, hours: number): Promise<number> {
  const before = sql`now() - make_interval(secs => ${hours * 3600})`;
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: booking.id, status: booking.status })
      .from(booking)
      .where(
        or(
          and(eq(booking.status, 'accepted'), lt(booking.acceptedAt, before)),
          and(eq(booking.status, 'pending'), lt(booking.cardPaidAt, before)),
          and(eq(booking.status, 'offered'), lt(booking.offeredAt, before)),
        ),
      )
      .limit(100)
      .for('update', { skipLocked: true });
    const told = {
      accepted: 'event.lapsed',
      pending: 'event.lapsedUnagreed',
      offered: 'event.offerLapsed',
    } as const;
    for (const { id, status } of stale)
      await endBooking(tx, id, {
        status: 'lapsed',
        actorId: null,
        tell: eventBody(told[status as keyof typeof told], { hours }),
      });
    return stale.length;
  });
}
