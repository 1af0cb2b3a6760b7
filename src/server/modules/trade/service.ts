import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../../shared/booking-statuses';
import type { SessionUser } from '../../auth/access';
import type { BookingDetail, BuyerRow, Deal, Order } from '../../../shared/schemas/bookings';
import { CATALOG, tradeTopic, type ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { prepared, preparedSql } from '../../db/prepared';
import { user, userBlock } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { booking, payment } from '../../db/schema/orders';
import { conversation } from '../../db/schema/messages';
import { review } from '../../db/schema/reviews';
import { mailQueue } from '../../db/schema/site';
import { appError, tooManyRequests } from '../../errors';
import type { MailSender } from '../../mail/queue';
import { eventBody } from '../../../shared/booking-events';
import { liveBook, openBooking } from './lifecycle';
import { postBookingEvent } from '../conversations/post';
import { contactShown } from './contact';
import { bookingFacts, copyColumns, countOffer, HANDOVER_TRIES, type Copy } from './process';
import { actionsChangeAt, actionsOf, offerRefusal } from '../../../shared/booking-process';
import { seller } from '../books/queries';
import { coverIdOf, coverOf } from '../uploads/photos';

type BookingRequest = {
  bookId: string;
  phone: string;
  meetingLocation: string;
  meetAt?: Date;
  /** An offer, in taka. */
  offer?: number;
};

/** Copies one buyer may book in an hour: enough for anyone's term, too few to flood sellers. */
const BOOKINGS_PER_HOUR = 30;

const buyerId = sql.placeholder('buyerId');
const offer = sql`${sql.placeholder('offer')}::int`;

type Booked = {
  status: 'available' | 'sold';
  price: number;
  offer_floor: number | null;
  reserved: boolean;
  seller_id: string;
  /** Who of the two blocked the other, if either did: nothing is booked between them. */
  blocked_by: 'buyer' | 'seller' | null;
  booking_id: string | null;
  /** Seconds until the buyer's oldest booking of the last hour is an hour old. */
  retry_after: number | null;
};

const bookACopy = preparedSql<Booked>(
  'book_a_copy',
  sql`with recent as (
          select count(*) as booked, min(created_at) as oldest from ${booking}
          where buyer_id = ${buyerId} and created_at > now() - interval '1 hour'
        ), found as (
          select id, price, offer_floor, status, reserved, seller_id from ${book}
          where id = ${sql.placeholder('bookId')} and ${liveBook()}
        ), target as (
          select found.*, (
            select case when ub.blocker_id = ${buyerId} then 'buyer' else 'seller' end
            from ${userBlock} ub
            where (ub.blocker_id = found.seller_id and ub.blocked_id = ${buyerId})
              or (ub.blocker_id = ${buyerId} and ub.blocked_id = found.seller_id)
            limit 1
          ) as blocked_by
          from found
        ), created as (
          insert into ${booking}
            (book_id, buyer_id, buyer_phone, meeting_location, price, meet_at, meet_proposed_by,
             status, offer_price, offer_by, offered_at)
          select id, ${buyerId}, ${sql.placeholder('phone')}, ${sql.placeholder('meetingLocation')},
            price, ${sql.placeholder('meetAt')}::timestamptz,
            case when ${sql.placeholder('meetAt')}::timestamptz is not null then 'buyer' end,
            case when ${offer} is null then 'pending' else 'offered' end,
            ${offer}, case when ${offer} is not null then 'buyer' end,
            case when ${offer} is not null then now() end
          from target, recent
          where status = 'available' and not reserved and seller_id <> ${buyerId}
            and blocked_by is null and recent.booked < ${BOOKINGS_PER_HOUR}
            and (${offer} is null
              or ${offer} between least(coalesce(offer_floor, 1), price) and price)
          on conflict do nothing
          returning id
        ), queued as (
          insert into ${mailQueue} (kind, about_id) select 'book-booked', id from created
        ), conversed as (
          insert into ${conversation} (book_id, buyer_id, seller_id)
          select target.id, ${buyerId}, target.seller_id from target, created
          on conflict (book_id, buyer_id) do nothing
        )
        select target.status, target.price, target.offer_floor, target.reserved, target.seller_id,
          target.blocked_by, created.id as booking_id,
          case when recent.booked >= ${BOOKINGS_PER_HOUR}
            then ceil(extract(epoch from recent.oldest + interval '1 hour' - now()))::int
          end as retry_after
        from target cross join recent left join created on true`,
);

/**
 * Book Now: the price is the book's own, read here; one open booking per buyer and book; at most
 * BOOKINGS_PER_HOUR an hour. One statement finds the book, books it when it may be booked, queues
 * the seller's e-mail and opens the booking's conversation (where the meet-up is settled).
 */
export async function createBooking(
  db: Database,
  mail: Pick<MailSender, 'wake'>,
  buyer: SessionUser,
  input: BookingRequest,
) {
  // The meet-up is on a campus: a Google sign-up says which is theirs before their first booking.
  if (!buyer.campusId) throw appError('CAMPUS_REQUIRED');
  const offerPrice = input.offer === undefined ? null : Math.round(input.offer * 100);
  if (offerPrice !== null) await countOffer(db, buyer.id, input.bookId);
  const [found] = await bookACopy(db, {
    bookId: input.bookId,
    buyerId: buyer.id,
    phone: input.phone,
    meetingLocation: input.meetingLocation,
    meetAt: input.meetAt?.toISOString() ?? null,
    offer: offerPrice,
  });
  if (!found) throw appError('BOOK_NOT_FOUND');
  if (found.status === 'sold') throw appError('BOOK_SOLD');
  if (found.seller_id === buyer.id) throw appError('OWN_BOOK');
  if (found.blocked_by)
    throw appError('BLOCKED', {
      message: found.blocked_by === 'buyer' ? 'youBlocked' : 'blockedByThem',
    });
  if (found.reserved) throw appError('BOOK_RESERVED');
  const refusal =
    offerPrice !== null &&
    offerRefusal(offerPrice, { price: found.price, offerFloor: found.offer_floor });
  if (refusal) throw appError(refusal.code);
  if (!found.booking_id && found.retry_after !== null) {
    throw tooManyRequests(Math.max(1, found.retry_after));
  }
  // The book could be booked, so what stopped it is this buyer's open booking of it.
  if (!found.booking_id) throw appError('ALREADY_BOOKED');
  // The request opens the deal in the thread. Its own statement: the booking (the truth the deal
  // card reads) stands even if this line were lost; the seller's e-mail is the booking's own.
  const parties = { bookId: input.bookId, buyerId: buyer.id, sellerId: found.seller_id };
  await db.transaction(async (tx) => {
    await postBookingEvent(
      tx,
      parties,
      buyer.id,
      input.meetAt
        ? eventBody('event.requestedAt', {
            name: buyer.name,
            meetAt: input.meetAt.toISOString(),
            place: input.meetingLocation,
          })
        : eventBody('event.requested', { name: buyer.name, place: input.meetingLocation }),
      { email: false },
    );
    if (offerPrice !== null)
      await postBookingEvent(
        tx,
        parties,
        buyer.id,
        eventBody('event.offered', {
          name: buyer.name,
          offerPrice,
          askingPrice: found.price,
        }),
        { email: false },
      );
  });
  mail.wake();
  return { id: found.booking_id };
}

/** The stars the `side` of a booking gave the other side, if they rated the sale. */
const starsGivenBy = (side: 'buyer' | 'seller') =>
  sql<number | null>`(select r.stars from ${review} r
    where r.booking_id = ${booking.id} and r.reviewer_side = ${side})`;

/** What both sides see of a booking's meet-up. */
const meetupColumns = {
  meetingLocation: booking.meetingLocation,
  meetAt: booking.meetAt,
  meetProposedBy: booking.meetProposedBy,
  endReason: booking.endReason,
  noShow: booking.noShow,
  handoverCode: booking.handoverCode,
  handoverFailures: booking.handoverFailures,
  noShowAt: booking.noShowAt,
  noShowDispute: booking.noShowDispute,
  cardPaidAt: booking.cardPaidAt,
  offerPrice: booking.offerPrice,
  offerBy: booking.offerBy,
  money: sql<PaymentStatus | null>`(select p.status from ${payment} p
    where p.booking_id = ${booking.id}
    order by p.status in ('held', 'succeeded') desc, p.created_at desc limit 1)`,
};

/** What `side` may do to a booking now, by the booking process. */
const actionsFor = (
  row: Parameters<typeof bookingFacts>[0] & { copy: Copy },
  side: 'buyer' | 'seller',
) => actionsOf(bookingFacts(row, row.copy), side);

const toMeetup = (row: {
  meetingLocation: string;
  meetAt: Date | null;
  meetProposedBy: 'buyer' | 'seller' | null;
  endReason: string | null;
  noShow: 'buyer' | 'seller' | null;
  handoverCode: string | null;
  cardPaidAt: Date | null;
  money: PaymentStatus | null;
  myStars: number | null;
  offerPrice: number | null;
  offerBy: 'buyer' | 'seller' | null;
  status: Order['status'];
  copy: Copy;
}) => ({
  meetingLocation: row.meetingLocation,
  meetAt: row.meetAt?.toISOString() ?? null,
  meetProposedBy: row.meetProposedBy,
  endReason: row.endReason,
  noShow: row.noShow,
  payInPerson: row.handoverCode !== null && row.cardPaidAt === null,
  money: row.money,
  myStars: row.myStars,
  offer:
    row.status === 'offered' && row.offerPrice !== null && row.offerBy !== null
      ? // The asking price is the book's now: the seller may have changed it since.
        { price: row.offerPrice, by: row.offerBy, asking: row.copy.price }
      : null,
});

const orderColumns = {
  ...meetupColumns,
  myStars: starsGivenBy('buyer'),
  copy: copyColumns,
  id: booking.id,
  price: booking.price,
  status: booking.status,
  acceptedAt: booking.acceptedAt,
  createdAt: booking.createdAt,
  buyerId: booking.buyerId,
  buyerPhone: booking.buyerPhone,
  bookId: book.id,
  bookName: book.name,
  bookCoverId: coverIdOf(book.id),
  sellerId: seller.id,
  sellerName: seller.name,
  sellerVerified: seller.verified,
  sellerPhone: book.sellerPhone,
  sellerPhonePrivate: seller.phonePrivate,
  transactionId: payment.providerRef,
  conversationId: conversation.id,
};

/** The conversation of a booking's buyer about its book (one per buyer and book). */
const bookingConversation = and(
  eq(conversation.bookId, booking.bookId),
  eq(conversation.buyerId, booking.buyerId),
);

const selectOrders = (db: Database) =>
  db
    .select(orderColumns)
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .leftJoin(
      payment,
      and(eq(payment.bookingId, booking.id), inArray(payment.status, ['held', 'succeeded'])),
    )
    .leftJoin(conversation, bookingConversation)
    .$dynamic();

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function toOrder(row: OrderRow): Order {
  // The seller's e-mail is not part of what a booking shares: only their book's phone.
  const contact = contactShown(row, {
    phone: row.sellerPhone,
    email: null,
    keepsToMessages: row.sellerPhonePrivate,
  });
  return {
    id: row.id,
    book: {
      id: row.bookId,
      name: row.bookName,
      ...coverOf(row.bookCoverId),
    },
    price: row.price,
    seller: { name: row.sellerName, verified: row.sellerVerified },
    status: row.status,
    soldToSomeoneElse: row.status !== 'paid' && row.money !== 'held' && row.copy.status === 'sold',
    transactionId: row.transactionId ?? null,
    conversationId: row.conversationId ?? null,
    createdAt: row.createdAt.toISOString(),
    ...toMeetup(row),
    handoverCode: row.status === 'accepted' ? row.handoverCode : null,
    sellerPhone: contact.phone,
    contactWithheld: contact.withheld,
    sellerId: row.sellerId,
    actions: actionsFor(row, 'buyer'),
  };
}

const ordersOfBuyer = prepared((db) =>
  selectOrders(db)
    .where(eq(booking.buyerId, sql.placeholder('buyerId')))
    .orderBy(desc(booking.createdAt))
    .prepare('orders_of_buyer'),
);

/** The buyer's My Orders, newest first. */
export async function listMyOrders(
  db: Database,
  cache: ChangeCache,
  buyerId: string,
): Promise<Order[]> {
  return keptDeals(
    cache,
    `orders:${buyerId}`,
    buyerId,
    () => ordersOfBuyer(db).execute({ buyerId }),
    toOrder,
  );
}

/** One booking, for its buyer (or an admin), with the phone the buyer gave. */
export async function getBooking(
  db: Database,
  viewer: SessionUser,
  id: string,
): Promise<BookingDetail> {
  const [row] = await selectOrders(db).where(eq(booking.id, id));
  if (!row) throw appError('NOT_FOUND', { message: 'bookingNotFound' });
  if (row.buyerId !== viewer.id && viewer.role !== 'admin') throw appError('FORBIDDEN');
  return { ...toOrder(row), buyerPhone: row.buyerPhone };
}

/**
 * The seller's My Buyers: who booked which of their books, and how to reach them once a meet-up
 * was agreed.
 */
export async function listMyBuyers(
  db: Database,
  cache: ChangeCache,
  sellerId: string,
): Promise<BuyerRow[]> {
  return keptDeals(
    cache,
    `buyers:${sellerId}`,
    sellerId,
    () => buyersOfSeller(db).execute({ sellerId }),
    toBuyerRow,
  );
}

/**
 * Where a person's deals, as read from the database, are kept: until a deal of theirs changes
 * (`trade:`, migration 0033) or a book or person in it does (`catalog`).
 */
export const keptWithDealsOf = (userId: string) => ({ topic: [tradeTopic(userId), CATALOG] });

/** When the steps open on a booking next change with time alone (`actionsChangeAt`). */
const turnsAt = (row: Parameters<typeof actionsFor>[0], now: number) =>
  actionsChangeAt(bookingFacts(row, row.copy), now);

/** The same for a conversation's deal; never, with none. */
export const dealTurnsAt = (deal: DealRow, now: number) =>
  deal ? turnsAt(deal.row, now) : Infinity;

/**
 * A person's list of deals as answered, kept as `keptWithDealsOf` says and, since what may be
 * done with a deal depends on the time too, until the steps open to one of them change with time
 * alone (`actionsChangeAt`). Kept whole, the same answer each time, its JSON is written once.
 */
async function keptDeals<Row extends Parameters<typeof actionsFor>[0], Answer>(
  cache: ChangeCache,
  key: string,
  userId: string,
  read: () => Promise<Row[]>,
  toAnswer: (row: Row) => Answer,
): Promise<Answer[]> {
  const kept = await cache.remember(
    key,
    async () => {
      const rows = await read();
      // Before the answer is made: a turn between the two would be missed, not kept early.
      const now = Date.now();
      const turns = rows.map((row) => turnsAt(row, now));
      return { answer: rows.map(toAnswer), until: Math.min(...turns, Infinity) };
    },
    ({ until }) => ({ ...keptWithDealsOf(userId), until }),
  );
  return kept.answer;
}

/** The booking row a conversation's deal is read from, as the reader's side (`toDeal`). */
export type DealRow = { as: 'buyer'; row: OrderRow } | { as: 'seller'; row: BuyerRowSource } | null;

/**
 * The deal a conversation is about: the buyer's booking of its book (the open one, else the
 * latest), as the reader's side sees it. Null before any booking.
 */
export async function readDeal(
  db: Database,
  as: 'buyer' | 'seller',
  { bookId, buyerId }: { bookId: string; buyerId: string },
): Promise<DealRow> {
  if (as === 'buyer') {
    const [row] = await buyersDeal(db).execute({ bookId, buyerId });
    return row ? { as, row } : null;
  }
  const [row] = await sellersDeal(db).execute({ bookId, buyerId });
  return row ? { as, row } : null;
}

/** A conversation's deal with what its reader may do with it now. */
export const toDeal = (deal: DealRow): Deal | null =>
  deal &&
  (deal.as === 'buyer'
    ? { as: 'buyer', order: toOrder(deal.row) }
    : { as: 'seller', booking: toBuyerRow(deal.row) });

/** A buyer's booking of a book: the open one, else the latest. */
const theDeal = and(
  eq(booking.bookId, sql.placeholder('bookId')),
  eq(booking.buyerId, sql.placeholder('buyerId')),
);
const openFirst = [desc(openBooking()), desc(booking.createdAt)] as const;
const buyersDeal = prepared((db) =>
  selectOrders(db)
    .where(theDeal)
    .orderBy(...openFirst)
    .limit(1)
    .prepare('deal_as_buyer'),
);

const selectBuyerRows = (db: Database) =>
  db
    .select({
      ...meetupColumns,
      myStars: starsGivenBy('seller'),
      copy: copyColumns,
      id: booking.id,
      buyerName: user.name,
      buyerEmail: user.email,
      buyerPhone: booking.buyerPhone,
      buyerPhonePrivate: user.phonePrivate,
      bookName: book.name,
      price: booking.price,
      status: booking.status,
      acceptedAt: booking.acceptedAt,
      conversationId: conversation.id,
      createdAt: booking.createdAt,
    })
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .innerJoin(user, eq(user.id, booking.buyerId))
    .leftJoin(conversation, bookingConversation)
    .$dynamic();

const buyersOfSeller = prepared((db) =>
  selectBuyerRows(db)
    .where(eq(book.sellerId, sql.placeholder('sellerId')))
    .orderBy(desc(booking.createdAt))
    .prepare('buyers_of_seller'),
);
const sellersDeal = prepared((db) =>
  selectBuyerRows(db)
    .where(theDeal)
    .orderBy(...openFirst)
    .limit(1)
    .prepare('deal_as_seller'),
);

type BuyerRowSource = Awaited<ReturnType<typeof selectBuyerRows>>[number];

function toBuyerRow(r: BuyerRowSource): BuyerRow {
  const contact = contactShown(r, {
    phone: r.buyerPhone,
    email: r.buyerEmail,
    keepsToMessages: r.buyerPhonePrivate,
  });
  return {
    id: r.id,
    buyerName: r.buyerName,
    buyerEmail: contact.email,
    buyerPhone: contact.phone,
    contactWithheld: contact.withheld,
    bookName: r.bookName,
    price: r.price,
    status: r.status,
    conversationId: r.conversationId,
    createdAt: r.createdAt.toISOString(),
    ...toMeetup(r),
    handoverFailures: r.handoverFailures,
    handoverLocked: r.handoverFailures >= HANDOVER_TRIES,
    actions: actionsFor(r, 'seller'),
  };
}
