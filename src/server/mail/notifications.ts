import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageKey } from '../../shared/i18n/en';
import { INTL_LOCALE, type Locale } from '../../shared/i18n/locales';
import { takaAmount } from '../../shared/money';
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
import { eventText, formatNumber, translate } from '../i18n';
import { contactShown } from '../modules/bookings/contact';
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
      status: booking.status,
      acceptedAt: booking.acceptedAt,
      buyerPhone: booking.buyerPhone,
      buyerPhonePrivate: buyer.phonePrivate,
      meetingLocation: booking.meetingLocation,
      seller: { name: seller.name, email: seller.email, locale: seller.locale },
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
type BookingMailData =
  Awaited<ReturnType<typeof readBookings>> extends Map<string, (infer Row)[]> ? Row : never;

/** The row a mail about a booking speaks of: the refund for a refund's mail, else the sale. */
const rowFor = (kind: MailKind, rows: BookingMailData[] | undefined) =>
  kind === 'book-refunded'
    ? rows?.find((row) => row.paymentStatus === 'refunded')
    : (rows?.find((row) => row.paymentStatus === 'succeeded') ?? rows?.[0]);

/** Whom a mail goes to, and the language they read (the one they chose for Boipoka). */
type Recipient = { name: string; email: string; locale: Locale };

/** A moment in Dhaka's time, where the campuses are: '14 September 2025 at 10:05'. */
const dateIn = (locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Dhaka',
  });
const DATES: Record<Locale, Intl.DateTimeFormat> = { en: dateIn('en'), bn: dateIn('bn') };

/** What a mail to someone who reads `locale` says: its texts, money and dates in their language. */
const wordsIn = (locale: Locale) => ({
  t: (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values),
  taka: (poisha: number) => translate(locale, 'taka', { amount: takaAmount(poisha, locale) }),
  count: (value: number) => formatNumber(locale, value),
  date: (value: Date) => DATES[locale].format(value),
});

/** A letter to `to` in their language: greeting, then the lines. */
const letter = (to: Recipient, subject: string, lines: string[]): Mail => ({
  to: to.email,
  subject,
  text: [translate(to.locale, 'mail.greeting', { name: to.name }), '', ...lines].join('\n'),
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
  const book = row.bookName;
  if (kind === 'book-booked') {
    const { t, taka } = wordsIn(row.seller.locale);
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
      t('mail.booked.body', { buyer: row.buyer.name, book, price: taka(row.price) }),
      reach,
      t('mail.booked.place', { place: row.meetingLocation }),
      '',
      t('mail.booked.buyers', { url: `${publicUrl}/dashboard/myBuyers` }),
    ]);
  }
  if (!row.transactionId || !row.paidAt) return null;
  const id = row.transactionId;
  if (kind === 'book-refunded') {
    if (row.paymentStatus !== 'refunded') return null;
    const { t, taka } = wordsIn(row.buyer.locale);
    return letter(row.buyer, t('mail.refunded.subject', { book }), [
      t('mail.refunded.body', { book, price: taka(row.price) }),
      t('mail.transaction', { id }),
      t('mail.refunded.bank'),
      '',
      t('mail.refunded.otherBooks', { url: `${publicUrl}/categories` }),
    ]);
  }
  if (row.paymentStatus !== 'succeeded') return null;
  if (kind === 'book-paid') {
    const { t, taka } = wordsIn(row.seller.locale);
    return letter(row.seller, t('mail.paid.subject', { book }), [
      t('mail.paid.body', { buyer: row.buyer.name, price: taka(row.price), book, id }),
      t('mail.paid.handOver'),
    ]);
  }
  const { t, taka, date } = wordsIn(row.buyer.locale);
  return letter(row.buyer, t('mail.receipt.subject', { book }), [
    t('mail.receipt.body', { price: taka(row.price), book, seller: row.seller.name }),
    t('mail.transaction', { id }),
    t('mail.receipt.date', { date: date(row.paidAt) }),
    '',
    t('mail.receipt.orders', { url: `${publicUrl}/dashboard/myOrders` }),
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
      buyer: { name: buyer.name, email: buyer.email, locale: buyer.locale },
      seller: { name: seller.name, email: seller.email, locale: seller.locale },
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
  const { t } = wordsIn(to.locale);
  const [name, book] = [from.name, row.bookName];
  return letter(to, t('mail.unread.subject', { name, book }), [
    t('mail.unread.body', { count: unread, name, book }),
    '',
    t('mail.unread.read', { url: `${publicUrl}/dashboard/messages/${row.id}` }),
    '',
    t('mail.unread.once'),
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
      to: { name: user.name, email: user.email, locale: user.locale },
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
  to: Recipient;
  books: { id: string; name: string; price: number }[];
};

/** New books a saved search matched, in one e-mail; null when none is still for sale. */
export function composeWantedMail(row: WantedMailData | undefined, publicUrl: string): Mail | null {
  if (!row || row.books.length === 0) return null;
  const shown = row.books.slice(0, 10);
  const more = row.books.length - shown.length;
  const { t, taka, count } = wordsIn(row.to.locale);
  const subject =
    row.books.length === 1
      ? t('mail.wanted.subjectOne', { book: row.books[0]!.name })
      : t('mail.wanted.subjectMany', { count: count(row.books.length) });
  return letter(row.to, subject, [
    t('mail.wanted.intro'),
    '',
    ...shown.map((b) => `- ${b.name}, ${taka(b.price)}: ${publicUrl}/book/${b.id}`),
    ...(more > 0 ? [t('mail.wanted.more', { count: count(more) })] : []),
    '',
    t('mail.wanted.list', { url: `${publicUrl}/dashboard/wanted` }),
    t('mail.wanted.often'),
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
      buyer: { name: buyer.name, email: buyer.email, locale: buyer.locale },
      seller: { name: seller.name, email: seller.email, locale: seller.locale },
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
  buyer: Recipient;
  seller: Recipient;
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
  const { t } = wordsIn(to.locale);
  return letter(to, t('mail.update.subject', { book: row.bookName }), [
    eventText(to.locale, row.body),
    '',
    t('mail.update.conversation', { url: `${publicUrl}/dashboard/messages/${row.conversationId}` }),
    t('mail.update.bookings', { url: `${publicUrl}/dashboard/${yours}` }),
  ]);
}
