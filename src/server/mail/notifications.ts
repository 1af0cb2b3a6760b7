import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatTaka } from '../../shared/money';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { book } from '../db/schema/catalog';
import { booking, payment } from '../db/schema/orders';
import type { MailKind } from '../db/schema/site';
import { seller } from '../modules/books/queries';
import type { Mail } from './mailer';

const buyer = alias(user, 'buyer');

/** Everything the marketplace's e-mails about these bookings say, in one read. */
export async function readBookings(db: Database, bookingIds: string[]) {
  const rows = await db
    .select({
      id: booking.id,
      bookName: book.name,
      price: booking.price,
      buyerPhone: booking.buyerPhone,
      meetingLocation: booking.meetingLocation,
      seller: { name: seller.name, email: seller.email },
      buyer: { name: buyer.name, email: buyer.email },
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
  return new Map(rows.map((row) => [row.id, row]));
}
type BookingMailData =
  Awaited<ReturnType<typeof readBookings>> extends Map<string, infer Row> ? Row : never;

/** A letter to `to`: greeting, then the lines. */
const letter = (to: { name: string; email: string }, subject: string, lines: string[]): Mail => ({
  to: to.email,
  subject,
  text: [`Hello ${to.name},`, '', ...lines].join('\n'),
});

/**
 * The e-mail a queued `kind` about a booking sends, composed from what the database holds now
 * (`readBookings`); null when there is nothing to tell (the booking or its payment is gone).
 */
export function composeMail(
  kind: MailKind,
  row: BookingMailData | undefined,
  publicUrl: string,
): Mail | null {
  if (!row) return null;
  const price = formatTaka(row.price);
  if (kind === 'book-booked') {
    return letter(row.seller, `${row.buyer.name} booked “${row.bookName}”`, [
      `${row.buyer.name} booked your book “${row.bookName}” for ${price}.`,
      `Phone: ${row.buyerPhone}`,
      `Meeting place they suggest: ${row.meetingLocation}`,
      '',
      `See all your buyers: ${publicUrl}/dashboard/myBuyers`,
    ]);
  }
  if (!row.transactionId || !row.paidAt) return null;
  if (kind === 'book-refunded') {
    if (row.paymentStatus !== 'refunded') return null;
    return letter(row.buyer, `Refunded: “${row.bookName}”`, [
      `“${row.bookName}” was sold to someone else or withdrawn by its seller before your payment`,
      `of ${price} could be recorded, so it was not sold to you and your payment was refunded.`,
      `Transaction: ${row.transactionId}`,
      'Your bank shows the refund within a few working days.',
      '',
      `Other books: ${publicUrl}/categories`,
    ]);
  }
  if (row.paymentStatus !== 'succeeded') return null;
  if (kind === 'book-paid') {
    return letter(row.seller, `“${row.bookName}” is paid for`, [
      `${row.buyer.name} paid ${price} for “${row.bookName}”. Transaction: ${row.transactionId}.`,
      'Hand the book over at the meeting place you agreed.',
    ]);
  }
  return letter(row.buyer, `Receipt: “${row.bookName}”`, [
    `You paid ${price} for “${row.bookName}”, sold by ${row.seller.name}.`,
    `Transaction: ${row.transactionId}`,
    `Date: ${row.paidAt.toUTCString()}`,
    '',
    `Your orders: ${publicUrl}/dashboard/myOrders`,
  ]);
}
