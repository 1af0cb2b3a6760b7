import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { conversation, message } from '../../db/schema/messages';
import { eventText } from '../../i18n';
import { mailComposer } from '../../mail/composers';
import { letter, wordsIn, type Recipient } from '../../mail/letter';
import { seller } from '../books/queries';
import { notification } from '../../db/schema/notifications';
import { notifies, type NotifySettings } from '../../../shared/schemas/notifications';

const buyer = alias(user, 'buyer');

/** Messages in a conversation from the other side after `side` last read it. */
const unreadFor = (side: 'buyer' | 'seller') => {
  const reader = side === 'buyer' ? conversation.buyerId : conversation.sellerId;
  const readAt = side === 'buyer' ? conversation.buyerReadAt : conversation.sellerReadAt;
  return sql<number>`(select count(*)::int from ${message}
    where ${message.conversationId} = ${conversation.id} and ${message.senderId} is distinct from ${reader}
      and ${message.createdAt} > coalesce(${readAt}, '-infinity'))`;
};

/** Whether a push of the conversation's unread messages reached one of `reader`'s devices. */
const alertedOf = (reader: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${notification} n
    where n.user_id = ${reader} and n.conversation_id = ${conversation.id} and n.kind = 'message'
      and n.read_at is null and n.delivered_at is not null)`;

/** What the unread-messages reminders about these conversations say, in one read. */
async function readConversations(db: Database, conversationIds: string[]) {
  const rows = await db
    .select({
      id: conversation.id,
      bookName: book.name,
      buyer: { name: buyer.name, email: buyer.email, locale: buyer.locale, notify: buyer.notify },
      seller: {
        name: seller.name,
        email: seller.email,
        locale: seller.locale,
        notify: seller.notify,
      },
      buyerUnread: unreadFor('buyer'),
      sellerUnread: unreadFor('seller'),
      buyerAlerted: alertedOf(buyer.id),
      sellerAlerted: alertedOf(seller.id),
    })
    .from(conversation)
    .innerJoin(book, eq(book.id, conversation.bookId))
    .innerJoin(seller, eq(seller.id, conversation.sellerId))
    .innerJoin(buyer, and(eq(buyer.id, conversation.buyerId), ne(buyer.id, seller.id)))
    .where(inArray(conversation.id, conversationIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * One reminder to a side of a conversation that has left messages unread for 15 minutes; none
 * when they have read or answered since (answering is reading), when an alert of them reached
 * one of their devices, or when they turned these e-mails off.
 */
const UNREAD_MAILS = mailComposer(
  ['unread-buyer', 'unread-seller'],
  readConversations,
  (kind, row, publicUrl) => {
    if (!row) return null;
    const [to, from, unread, alerted] =
      kind === 'unread-buyer'
        ? [row.buyer, row.seller, row.buyerUnread, row.buyerAlerted]
        : [row.seller, row.buyer, row.sellerUnread, row.sellerAlerted];
    if (unread === 0 || alerted || !notifies(to.notify, 'message', 'email')) return null;
    const { t } = wordsIn(to.locale);
    const [name, book] = [from.name, row.bookName];
    return letter(to, t('mail.unread.subject', { name, book }), [
      t('mail.unread.body', { count: unread, name, book }),
      '',
      t('mail.unread.read', { url: `${publicUrl}/dashboard/messages/${row.id}` }),
      '',
      t('mail.unread.once'),
    ]);
  },
);

type UpdateMailData = {
  id: string;
  body: string;
  conversationId: string;
  bookName: string;
  buyer: Recipient & { notify: NotifySettings };
  seller: Recipient & { notify: NotifySettings };
};

/** What the e-mails about these changes to bookings (event messages) say, in one read. */
async function readBookingUpdates(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return new Map<string, UpdateMailData>();
  const rows = await db
    .select({
      id: message.id,
      body: message.body,
      conversationId: conversation.id,
      bookName: book.name,
      buyer: { name: buyer.name, email: buyer.email, locale: buyer.locale, notify: buyer.notify },
      seller: {
        name: seller.name,
        email: seller.email,
        locale: seller.locale,
        notify: seller.notify,
      },
    })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .innerJoin(book, eq(book.id, conversation.bookId))
    .innerJoin(seller, eq(seller.id, conversation.sellerId))
    .innerJoin(buyer, and(eq(buyer.id, conversation.buyerId), ne(buyer.id, seller.id)))
    .where(inArray(message.id, messageIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A change to a booking (accepted, declined, a new time, lapsed…), told to one side at once. */
const UPDATE_MAILS = mailComposer(
  ['booking-update-buyer', 'booking-update-seller'],
  readBookingUpdates,
  (kind, row, publicUrl) => {
    if (!row) return null;
    const toBuyer = kind === 'booking-update-buyer';
    const to = toBuyer ? row.buyer : row.seller;
    if (!notifies(to.notify, 'booking', 'email')) return null;
    const yours = toBuyer ? 'myOrders' : 'myBuyers';
    const { t } = wordsIn(to.locale);
    // The buyer booked it; to the seller it is their book, booked by that buyer.
    const subject = toBuyer
      ? t('mail.update.subject', { book: row.bookName })
      : t('mail.update.subjectSeller', { book: row.bookName, buyer: row.buyer.name });
    return letter(to, subject, [
      eventText(to.locale, row.body),
      '',
      t('mail.update.conversation', {
        url: `${publicUrl}/dashboard/messages/${row.conversationId}`,
      }),
      t('mail.update.bookings', { url: `${publicUrl}/dashboard/${yours}` }),
    ]);
  },
);

/** The e-mails a conversation's messages bring: unread reminders, and each booking event. */
export const CONVERSATION_MAILS = [UNREAD_MAILS, UPDATE_MAILS];
