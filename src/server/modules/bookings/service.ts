import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/access';
import { MESSAGES } from '../../../shared/messages';
import type { BookingDetail, BuyerRow, Order } from '../../../shared/schemas/bookings';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { prepared } from '../../db/prepared';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { booking, payment } from '../../db/schema/orders';
import { AppError, conflict, notFound } from '../../errors';
import type { Notifications } from '../../mail/notifications';
import { seller, thumbnailOf } from '../books/queries';

type BookingRequest = { bookId: string; phone: string; meetingLocation: string };

const bookingTarget = prepared((db) =>
  db
    .select({
      id: book.id,
      name: book.name,
      price: book.price,
      status: book.status,
      sellerId: book.sellerId,
      sellerName: seller.name,
      sellerEmail: seller.email,
    })
    .from(book)
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .where(and(eq(book.id, sql.placeholder('bookId')), isNull(book.deletedAt)))
    .prepare('booking_target'),
);

const insertBooking = prepared((db) =>
  db
    .insert(booking)
    .values({
      bookId: sql.placeholder('bookId'),
      buyerId: sql.placeholder('buyerId'),
      buyerPhone: sql.placeholder('buyerPhone'),
      meetingLocation: sql.placeholder('meetingLocation'),
      price: sql.placeholder('price'),
    })
    .returning({ id: booking.id })
    .prepare('insert_booking'),
);

/** Book Now: the price is the book's own, read here; one open booking per buyer and book. */
export async function createBooking(
  db: Database,
  notify: Notifications,
  buyer: SessionUser,
  input: BookingRequest,
) {
  const [target] = await bookingTarget(db).execute({ bookId: input.bookId });
  if (!target) throw notFound(MESSAGES.bookNotFound);
  if (target.status === 'sold') throw conflict('BOOK_SOLD', MESSAGES.bookSold);
  if (target.sellerId === buyer.id) throw new AppError('OWN_BOOK', 403, MESSAGES.cannotBookOwnBook);
  let id: string;
  try {
    const [created] = await insertBooking(db).execute({
      bookId: target.id,
      buyerId: buyer.id,
      buyerPhone: input.phone,
      meetingLocation: input.meetingLocation,
      price: target.price,
    });
    id = created!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('ALREADY_BOOKED', MESSAGES.alreadyBooked);
    throw error;
  }
  notify.bookBooked(
    { name: target.sellerName, email: target.sellerEmail },
    {
      name: buyer.name,
      email: buyer.email,
      phone: input.phone,
      meetingLocation: input.meetingLocation,
    },
    target,
  );
  return { id };
}

const orderColumns = {
  id: booking.id,
  price: booking.price,
  status: booking.status,
  createdAt: booking.createdAt,
  buyerId: booking.buyerId,
  buyerPhone: booking.buyerPhone,
  meetingLocation: booking.meetingLocation,
  bookId: book.id,
  bookName: book.name,
  bookImage: book.image,
  bookStatus: book.status,
  sellerName: seller.name,
  sellerVerified: seller.verified,
  transactionId: payment.providerRef,
};

const selectOrders = (db: Database) =>
  db
    .select(orderColumns)
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .leftJoin(payment, and(eq(payment.bookingId, booking.id), eq(payment.status, 'succeeded')))
    .$dynamic();

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    book: {
      id: row.bookId,
      name: row.bookName,
      image: row.bookImage,
      thumbnail: thumbnailOf(row.bookImage),
    },
    price: row.price,
    seller: { name: row.sellerName, verified: row.sellerVerified },
    status: row.status,
    soldToSomeoneElse: row.status !== 'paid' && row.bookStatus === 'sold',
    transactionId: row.transactionId ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The buyer's My Orders, newest first. */
export async function listMyOrders(db: Database, buyerId: string): Promise<Order[]> {
  const rows = await selectOrders(db)
    .where(eq(booking.buyerId, buyerId))
    .orderBy(desc(booking.createdAt));
  return rows.map(toOrder);
}

/** One booking, for its buyer (or an admin). */
export async function getBooking(
  db: Database,
  viewer: SessionUser,
  id: string,
): Promise<BookingDetail> {
  const [row] = await selectOrders(db).where(eq(booking.id, id));
  if (!row) throw notFound(MESSAGES.bookingNotFound);
  if (row.buyerId !== viewer.id && viewer.role !== 'admin')
    throw new AppError('FORBIDDEN', 403, MESSAGES.forbidden);
  return { ...toOrder(row), buyerPhone: row.buyerPhone, meetingLocation: row.meetingLocation };
}

/** The seller's My Buyers: who booked which of their books, and how to reach them. */
export async function listMyBuyers(db: Database, sellerId: string): Promise<BuyerRow[]> {
  const rows = await db
    .select({
      id: booking.id,
      buyerName: user.name,
      buyerEmail: user.email,
      buyerPhone: booking.buyerPhone,
      meetingLocation: booking.meetingLocation,
      bookName: book.name,
      status: booking.status,
      createdAt: booking.createdAt,
    })
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .innerJoin(user, eq(user.id, booking.buyerId))
    .where(eq(book.sellerId, sellerId))
    .orderBy(desc(booking.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
