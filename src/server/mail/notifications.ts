import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatTaka } from '../../shared/money';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { book } from '../db/schema/catalog';
import { conversation, message } from '../db/schema/messages';
import { booking, payment } from '../db/schema/orders';
import { notification } from '../db/schema/wanted';
import {
  mailQueue,
  type MailKind,
  type UnreadMailKind,
  type UpdateMailKind,
} from '../db/schema/site';
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
  // A booking may hold a sale and a refund (a card charged, then paid in person): each is kept.
  const byBooking = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byBooking.set(row.id, [...(byBooking.get(row.id) ?? []), row]);
  return byBooking;
}
type BookingMailData =
  Awaited<ReturnType<typeof readBookings>> extends Map<string, (infer Row)[]> ? Row : never;

/** The row a mail about a booking speaks of: the refund for a refund's mail, else the sale. */
const rowFor = (kind: MailKind, rows: BookingMailData[] | undefined) =>
  kind === 'book-refunded'
    ? rows?.find((row) => row.paymentStatus === 'refunded')
    : (rows?.find((row) => row.paymentStatus === 'succeeded') ?? rows?.[0]);

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
  rows: BookingMailData[] | undefined,
  publicUrl: string,
): Mail | null {
  const row = rowFor(kind, rows);
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

/** Messages in a conversation from the other side after `side` last read it. */
const unreadFor = (side: 'buyer' | 'seller') => {
  const reader = side === 'buyer' ? conversation.buyerId : conversation.sellerId;
  const readAt = side === 'buyer' ? conversation.buyerReadAt : conversation.sellerReadAt;
  return sql<number>`(select count(*)::int from ${message}
    where ${message.conversationId} = ${conversation.id} and ${message.senderId} is distinct from ${reader}
      and ${message.createdAt} > coalesce(${readAt}, '-infinity'))`;
};

/** What the unread-messages reminders about these conversations say, in one read. */
export async function readConversations(db: Database, conversationIds: string[]) {
  const rows = await db
    .select({
      id: conversation.id,
      bookName: book.name,
      buyer: { name: buyer.name, email: buyer.email },
      seller: { name: seller.name, email: seller.email },
      buyerUnread: unreadFor('buyer'),
      sellerUnread: unreadFor('seller'),
    })
    .from(conversation)
    .innerJoin(book, eq(book.id, conversation.bookId))
    .innerJoin(seller, eq(seller.id, conversation.sellerId))
    .innerJoin(buyer, and(eq(buyer.id, conversation.buyerId), ne(buyer.id, seller.id)))
    .where(inArray(conversation.id, conversationIds));
  return new Map(rows.map((row) => [row.id, row]));
}
type ConversationMailData =
  Awaited<ReturnType<typeof readConversations>> extends Map<string, infer Row> ? Row : never;

/**
 * One reminder to a side of a conversation that has left messages unread for 15 minutes; null when
 * they have read or answered since (answering is reading).
 */
export function composeUnreadMail(
  kind: UnreadMailKind,
  row: ConversationMailData | undefined,
  publicUrl: string,
): Mail | null {
  if (!row) return null;
  const [to, from, unread] =
    kind === 'unread-buyer'
      ? [row.buyer, row.seller, row.buyerUnread]
      : [row.seller, row.buyer, row.sellerUnread];
  if (unread === 0) return null;
  const what = unread === 1 ? 'an unread message' : `${unread} unread messages`;
  return letter(to, `${from.name} wrote to you about “${row.bookName}”`, [
    `You have ${what} from ${from.name} about “${row.bookName}”.`,
    '',
    `Read and answer: ${publicUrl}/dashboard/messages/${row.id}`,
    '',
    'One reminder is sent for messages left unread 15 minutes, not one for each message.',
  ]);
}

export const isUnreadKind = (kind: MailKind): kind is UnreadMailKind => kind.startsWith('unread-');
export const isUpdateKind = (kind: MailKind): kind is UpdateMailKind =>
  kind.startsWith('booking-update-');

/**
 * What a queued mail's `aboutId` names: a booking, a conversation, a booking update's message, or
 * a saved search with new matches.
 */
export type MailSubject = 'booking' | 'conversation' | 'update' | 'wanted';
export const subjectOf = (kind: MailKind): MailSubject =>
  isUnreadKind(kind)
    ? 'conversation'
    : isUpdateKind(kind)
      ? 'update'
      : kind === 'wanted-match'
        ? 'wanted'
        : 'booking';

/** Books listed that these saved searches matched since each one's last e-mail, in one read. */
export async function readWantedMatches(db: Database, savedSearchIds: string[]) {
  const found = new Map<string, WantedMailData>();
  if (savedSearchIds.length === 0) return found;
  const rows = await db
    .select({
      savedSearchId: notification.savedSearchId,
      to: { name: user.name, email: user.email },
      bookId: book.id,
      bookName: book.name,
      price: book.price,
    })
    .from(notification)
    .innerJoin(user, eq(user.id, notification.userId))
    .innerJoin(book, eq(book.id, notification.bookId))
    .where(
      and(
        inArray(notification.savedSearchId, savedSearchIds),
        // Since the search's last e-mail: each match is e-mailed once, seen in the app or not.
        sql`${notification.createdAt} > coalesce((select max(${mailQueue.sentAt}) from ${mailQueue}
          where ${mailQueue.kind} = 'wanted-match' and ${mailQueue.aboutId} = ${notification.savedSearchId}),
          '-infinity')`,
        isNull(book.deletedAt),
        eq(book.status, 'available'),
      ),
    )
    .orderBy(desc(notification.createdAt));
  for (const row of rows) {
    const id = row.savedSearchId!;
    const entry = found.get(id) ?? { to: row.to, books: [] };
    entry.books.push({ id: row.bookId, name: row.bookName, price: row.price });
    found.set(id, entry);
  }
  return found;
}
type WantedMailData = {
  to: { name: string; email: string };
  books: { id: string; name: string; price: number }[];
};

/** New books a saved search matched, in one e-mail; null when none is still for sale. */
export function composeWantedMail(row: WantedMailData | undefined, publicUrl: string): Mail | null {
  if (!row || row.books.length === 0) return null;
  const shown = row.books.slice(0, 10);
  const more = row.books.length - shown.length;
  const subject =
    row.books.length === 1
      ? `Wanted: “${row.books[0]!.name}” is for sale`
      : `Wanted: ${row.books.length} new books match your search`;
  return letter(row.to, subject, [
    'New on Boipoka, matching a search you saved:',
    '',
    ...shown.map((b) => `- ${b.name}, ${formatTaka(b.price)}: ${publicUrl}/book/${b.id}`),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    '',
    `Your Wanted list: ${publicUrl}/dashboard/wanted`,
    'At most one e-mail an hour for each saved search.',
  ]);
}

/** What the e-mails about these changes to bookings (event messages) say, in one read. */
export async function readBookingUpdates(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return new Map<string, UpdateMailData>();
  const rows = await db
    .select({
      id: message.id,
      body: message.body,
      conversationId: conversation.id,
      bookName: book.name,
      buyer: { name: buyer.name, email: buyer.email },
      seller: { name: seller.name, email: seller.email },
    })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .innerJoin(book, eq(book.id, conversation.bookId))
    .innerJoin(seller, eq(seller.id, conversation.sellerId))
    .innerJoin(buyer, and(eq(buyer.id, conversation.buyerId), ne(buyer.id, seller.id)))
    .where(inArray(message.id, messageIds));
  return new Map(rows.map((row) => [row.id, row]));
}
type UpdateMailData = {
  id: string;
  body: string;
  conversationId: string;
  bookName: string;
  buyer: { name: string; email: string };
  seller: { name: string; email: string };
};

/** A change to a booking (accepted, declined, a new time, lapsed…), told to one side at once. */
export function composeUpdateMail(
  kind: UpdateMailKind,
  row: UpdateMailData | undefined,
  publicUrl: string,
): Mail | null {
  if (!row) return null;
  const to = kind === 'booking-update-buyer' ? row.buyer : row.seller;
  const yours = kind === 'booking-update-buyer' ? 'myOrders' : 'myBuyers';
  return letter(to, `Your booking of “${row.bookName}”`, [
    row.body,
    '',
    `The conversation: ${publicUrl}/dashboard/messages/${row.conversationId}`,
    `Your bookings: ${publicUrl}/dashboard/${yours}`,
  ]);
}
