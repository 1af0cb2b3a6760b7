import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversation, message } from '../../db/schema/messages';
import { queueMail, queueUnreadReminder } from '../../mail/queue';
import { notifyBookingEvent, notifyMessage } from '../notifications/service';
import { announce } from './live';

export type Thread = { id: string; bookId: string; buyerId: string; sellerId: string };

/**
 * Writes a message in the caller's transaction: both parties' open pages hear of it when it
 * commits. A party's text is a notification of the other side's (pushed to their devices) and
 * brings them one e-mail reminder if it is still unread 15 minutes on; an event (a change to the
 * booking: `senderId` is who made it, or null when Boipoka did) is a notification of each side
 * that did not make it, and e-mailed to them at once.
 */
export async function postMessage(
  tx: Executor,
  thread: Thread,
  senderId: string | null,
  body: string,
  kind: 'text' | 'event' = 'text',
  { email = true }: { email?: boolean } = {},
) {
  const [written] = await tx
    .insert(message)
    .values({ conversationId: thread.id, senderId, body, kind })
    .returning();
  const at = written!.createdAt;
  // Writing is reading: what the sender wrote is not unread to them.
  const read =
    senderId === thread.buyerId
      ? { buyerReadAt: at }
      : senderId === thread.sellerId
        ? { sellerReadAt: at }
        : {};
  // The seller's first text is the thread's first reply (the admin overview's reply time).
  const firstReply =
    kind === 'text' && senderId === thread.sellerId
      ? {
          firstReplyAt: sql`coalesce(${conversation.firstReplyAt}, ${at.toISOString()}::timestamptz)`,
        }
      : {};
  await tx
    .update(conversation)
    .set({ lastMessageAt: at, ...read, ...firstReply })
    .where(eq(conversation.id, thread.id));
  if (kind === 'text') {
    const fromBuyer = senderId === thread.buyerId;
    await queueUnreadReminder(tx, fromBuyer ? 'unread-seller' : 'unread-buyer', thread.id);
    await notifyMessage(tx, fromBuyer ? thread.sellerId : thread.buyerId, thread, written!.id);
  } else {
    if (email) {
      if (senderId !== thread.buyerId) await queueMail(tx, 'booking-update-buyer', written!.id);
      if (senderId !== thread.sellerId) await queueMail(tx, 'booking-update-seller', written!.id);
    }
    const told = [thread.buyerId, thread.sellerId].filter((side) => side !== senderId);
    await notifyBookingEvent(tx, told, thread, written!.id);
  }
  await announce(tx, {
    to: [thread.buyerId, thread.sellerId],
    event: { type: 'message', conversationId: thread.id, senderId },
    id: String(written!.seq),
  });
  return written!;
}

/** The conversation of a buyer and a book, made when it is first needed; answers its id. */
export async function ensureConversation(
  db: Executor,
  parties: { bookId: string; buyerId: string; sellerId: string },
): Promise<string> {
  const [created] = await db
    .insert(conversation)
    .values(parties)
    .onConflictDoNothing({ target: [conversation.bookId, conversation.buyerId] })
    .returning({ id: conversation.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: conversation.id })
    .from(conversation)
    .where(and(eq(conversation.bookId, parties.bookId), eq(conversation.buyerId, parties.buyerId)));
  return existing!.id;
}

/**
 * Tells a booking's thread of a change to the booking (made by `actorId`, or by Boipoka when
 * null): an event in the conversation (`body` from `eventBody`, worded for each reader), heard at
 * once on open pages and e-mailed to the other side.
 */
export async function postBookingEvent(
  tx: Executor,
  parties: { bookId: string; buyerId: string; sellerId: string },
  actorId: string | null,
  body: string,
  options: { email?: boolean } = {},
) {
  const id = await ensureConversation(tx, parties);
  await postMessage(tx, { id, ...parties }, actorId, body, 'event', options);
}
