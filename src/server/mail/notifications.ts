import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatTaka } from '../../shared/money';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { book } from '../db/schema/catalog';
import { booking, payment } from '../db/schema/orders';
import type { MailKind } from '../db/schema/site';
import type { Mail } from './mailer';

const seller = alias(user, 'seller');
const buyer = alias(user, 'buyer');

/** Everything the marketplace's e-mails about a booking say, in one read. */
async function readBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select({
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
    .where(eq(booking.id, bookingId));
  return row;
}

/**
 * The e-mail a queued `kind` about a booking sends, composed from what the database holds now;
 * null when there is nothing to tell (the booking or its payment is gone).
 */
export async function composeMail(
  db: Database,
  kind: MailKind,
  bookingId: string,
  publicUrl: string,
): Promise<Mail | null> {
  const row = await readBooking(db, bookingId);
  if (!row) return null;
  const price = formatTaka(row.price);
  if (kind === 'book-booked') {
    return {
      to: row.seller.email,
      subject: `${row.buyer.name} booked “${row.bookName}”`,
      text: [
        `Hello ${row.seller.name},`,
        '',
        `${row.buyer.name} booked your book “${row.bookName}” for ${price}.`,
        `Phone: ${row.buyerPhone}`,
        `Meeting place they suggest: ${row.meetingLocation}`,
        '',
        `See all your buyers: ${publicUrl}/dashboard/myBuyers`,
      ].join('\n'),
    };
  }
  if (!row.transactionId || !row.paidAt) return null;
  if (kind === 'book-refunded') {
    if (row.paymentStatus !== 'refunded') return null;
    return {
      to: row.buyer.email,
      subject: `Refunded: “${row.bookName}”`,
      text: [
        `Hello ${row.buyer.name},`,
        '',
        `“${row.bookName}” was sold to someone else or withdrawn by its seller before your payment`,
        `of ${price} could be recorded, so it was not sold to you and your payment was refunded.`,
        `Transaction: ${row.transactionId}`,
        'Your bank shows the refund within a few working days.',
        '',
        `Other books: ${publicUrl}/categories`,
      ].join('\n'),
    };
  }
  if (row.paymentStatus !== 'succeeded') return null;
  if (kind === 'book-paid') {
    return {
      to: row.seller.email,
      subject: `“${row.bookName}” is paid for`,
      text: [
        `Hello ${row.seller.name},`,
        '',
        `${row.buyer.name} paid ${price} for “${row.bookName}”. Transaction: ${row.transactionId}.`,
        'Hand the book over at the meeting place you agreed.',
      ].join('\n'),
    };
  }
  return {
    to: row.buyer.email,
    subject: `Receipt: “${row.bookName}”`,
    text: [
      `Hello ${row.buyer.name},`,
      '',
      `You paid ${price} for “${row.bookName}”, sold by ${row.seller.name}.`,
      `Transaction: ${row.transactionId}`,
      `Date: ${row.paidAt.toUTCString()}`,
      '',
      `Your orders: ${publicUrl}/dashboard/myOrders`,
    ].join('\n'),
  };
}
