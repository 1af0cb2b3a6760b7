import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { booking, payment } from '../../db/schema/orders';
import { letter, wordsIn } from '../../mail/letter';
import { mailComposer } from '../../mail/composers';
import { seller } from '../books/queries';
import { contactShown } from './contact';
import { notifies } from '../../../shared/schemas/notifications';

const buyer = alias(user, 'buyer');

/** Everything the marketplace's e-mails about these bookings say, in one read. */
export async function readBookings(db: Database, bookingIds: string[]) {
  const rows = await db
    .select({
      id: booking.id,
      bookName: book.name,
      price: booking.price,
      offerPrice: booking.offerPrice,
      status: booking.status,
      acceptedAt: booking.acceptedAt,
      cardPaidAt: booking.cardPaidAt,
      buyerPhone: booking.buyerPhone,
      buyerPhonePrivate: buyer.phonePrivate,
      meetingLocation: booking.meetingLocation,
      meetAt: booking.meetAt,
      seller: {
        name: seller.name,
        email: seller.email,
        locale: seller.locale,
        notify: seller.notify,
      },
      buyer: { name: buyer.name, email: buyer.email, locale: buyer.locale },
      transactionId: payment.providerRef,
      paymentStatus: payment.status,
      paidAt: payment.createdAt,
    })
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .innerJoin(buyer, eq(buyer.id, booking.buyerId))
    .leftJoin(payment, eq(payment.bookingId, booking.id))
    .where(inArray(booking.id, bookingIds));
  // A booking may hold a sale and a refund (a card charged, then paid in person): each is kept.
  const byBooking = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byBooking.set(row.id, [...(byBooking.get(row.id) ?? []), row]);
  return byBooking;
}
export type BookingMailData =
  Awaited<ReturnType<typeof readBookings>> extends Map<string, (infer Row)[]> ? Row : never;

/**
 * The row a mail about a booking speaks of: its sale (a card payment held for the handover, or
 * the seller's) if it has one, else any of its rows.
 */
export const saleRow = (rows: BookingMailData[] | undefined) =>
  rows?.find((row) => row.paymentStatus === 'held' || row.paymentStatus === 'succeeded') ??
  rows?.[0];

/**
 * A new booking (or an offer, to answer in Messages), told to its seller; the buyer's phone only
 * once they have agreed to meet.
 */
export const BOOKING_MAILS = mailComposer(
  ['book-booked'],
  readBookings,
  (_kind, rows, publicUrl) => {
    const row = saleRow(rows);
    if (!row || !notifies(row.seller.notify, 'booking', 'email')) return null;
    const book = row.bookName;
    const { t, taka, date } = wordsIn(row.seller.locale);
    // Composed when sent: the buyer's phone only if they have agreed to meet by then.
    const contact = contactShown(row, {
      phone: row.buyerPhone,
      email: null,
      keepsToMessages: row.buyerPhonePrivate,
    });
    const reach = contact.phone
      ? t('mail.booked.phone', { phone: contact.phone })
      : t(
          contact.withheld === 'messagesOnly'
            ? 'mail.booked.messagesOnly'
            : 'mail.booked.untilAgreed',
        );
    return letter(row.seller, t('mail.booked.subject', { buyer: row.buyer.name, book }), [
      row.status === 'offered' && row.offerPrice !== null
        ? t('mail.booked.offer', {
            buyer: row.buyer.name,
            book,
            offer: taka(row.offerPrice),
            price: taka(row.price),
          })
        : t('mail.booked.body', { buyer: row.buyer.name, book, price: taka(row.price) }),
      reach,
      t('mail.booked.place', { place: row.meetingLocation }),
      ...(row.meetAt ? [t('mail.booked.time', { time: date(row.meetAt) })] : []),
      '',
      t('mail.booked.buyers', { url: `${publicUrl}/dashboard/myBuyers` }),
    ]);
  },
);
