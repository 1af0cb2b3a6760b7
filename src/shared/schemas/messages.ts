import { z } from './zod';
import { MAX_MESSAGE_LENGTH } from '../constants';
import { ZDeal } from './bookings';
import { readableTextField } from './text';
import { messageKey } from '../i18n/keys';

/**
 * What someone writes in a conversation: plain text, shown as text. One that shows nothing (only
 * zero-width characters) is refused as empty; reordering controls are taken out.
 */
export const ZMessageBody = readableTextField({ error: messageKey('chatMessageRequired') })
  .min(1, messageKey('chatMessageRequired'))
  .max(MAX_MESSAGE_LENGTH, messageKey('chatMessageTooLong'));

export const ZMessageInput = z.object({ body: ZMessageBody });
export type MessageInput = z.input<typeof ZMessageInput>;

/** 'Message seller' on a book: opens the buyer's conversation about it, with a first message or not. */
export const ZStartConversation = z.object({
  bookId: z.uuid({ error: messageKey('bookNotFound') }),
  body: ZMessageBody.optional(),
});

export const ZConversationReport = z.object({
  reason: readableTextField().max(500).optional(),
});

export const ZMessage = z
  .object({
    id: z.string(),
    /** Who wrote it; for an event, who made the change (null when Boipoka did). */
    senderId: z.string().nullable(),
    /** text: written by a party; event: a change to the booking, told in the thread. */
    kind: z.enum(['text', 'event']),
    /** Written by the one reading. */
    mine: z.boolean(),
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof ZMessage>;

/** A conversation as its list shows it: the book, the other side, the last word, what is unread. */
export const ZConversationSummary = z
  .object({
    id: z.string(),
    /** The reader's side of it. */
    as: z.enum(['buyer', 'seller', 'admin']),
    book: z.object({
      id: z.string(),
      name: z.string(),
      thumbnail: z.string(),
      /** Poisha. */
      price: z.number().int(),
      status: z.enum(['available', 'reserved', 'sold', 'withdrawn']),
    }),
    buyer: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
    seller: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
    lastMessage: z
      .object({
        body: z.string(),
        kind: z.enum(['text', 'event']),
        mine: z.boolean(),
        createdAt: z.string(),
      })
      .nullable(),
    unread: z.number().int(),
    reported: z.boolean(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversation = ZConversationSummary.extend({
  messages: ZMessage.array(),
  /** When the other side last read it: the reader's messages up to then show as seen. */
  otherReadAt: z.string().nullable(),
  reportReason: z.string().nullable(),
  /** The booking of the book by its buyer, with the reader's steps; null before one (and for admins). */
  deal: ZDeal.nullable(),
  /** The reader blocked the other side, or was blocked by them: nobody writes here any more. */
  blocked: z.enum(['byYou', 'byThem']).nullable(),
}).meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ZConversation>;

export const ZUnreadCount = z.object({ unread: z.number().int() });

/**
 * What the event stream (`GET /api/events`) tells a signed-in browser: a new message or a read mark
 * in one of its conversations, or that it may have missed some and should read everything again.
 */
export const ZLiveEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    conversationId: z.string(),
    senderId: z.string().nullable(),
  }),
  z.object({ type: z.literal('read'), conversationId: z.string() }),
  // Their notifications changed: a new one, or read on another device.
  z.object({ type: z.literal('notification') }),
  z.object({ type: z.literal('resync') }),
]);
export type LiveEvent = z.infer<typeof ZLiveEvent>;
