import { blockBetween, refuseIfBlocked } from '../blocks/service';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conversation, ConversationSummary, Message } from '../../../shared/schemas/messages';
import type { SessionUser } from '../../auth/access';
import type { ChangeCache } from '../../cache/changes';
import type { Database, Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { conversation, message } from '../../db/schema/messages';
import { prepared } from '../../db/prepared';
import { appError } from '../../errors';
import { getLiveBook, isForSale } from '../trade/lifecycle';
import { dealTurnsAt, keptWithDealsOf, readDeal, toDeal } from '../trade/service';
import { personImageUrl } from '../../../shared/schemas/uploads';
import { coverIdOf, coverOf } from '../uploads/photos';
import { readThreadNotifications } from '../notifications/service';
import { announce } from './live';
import { ensureConversation, postMessage } from './post';

const buyerUser = alias(user, 'buyer');
const sellerUser = alias(user, 'seller');

type Side = ConversationSummary['as'];
type ConversationRow = typeof conversation.$inferSelect;

/**
 * 'Message seller': the buyer's conversation about a book, with their first message if they wrote
 * one. A new conversation needs a book still for sale; one that exists opens whatever became of it.
 */
export async function startConversation(
  db: Database,
  buyer: SessionUser,
  input: { bookId: string; body?: string },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const target = await getLiveBook(tx, input.bookId);
    if (target.sellerId === buyer.id)
      throw appError('OWN_BOOK', { message: 'cannotMessageOwnBook' });
    await refuseIfBlocked(tx, buyer.id, target.sellerId);
    const [existing] = await tx
      .select({ id: conversation.id })
      .from(conversation)
      .where(and(eq(conversation.bookId, target.id), eq(conversation.buyerId, buyer.id)));
    if (!existing && !isForSale(target)) throw appError('BOOK_SOLD');
    const id =
      existing?.id ??
      (await ensureConversation(tx, {
        bookId: target.id,
        buyerId: buyer.id,
        sellerId: target.sellerId,
      }));
    if (input.body)
      await postMessage(
        tx,
        { id, bookId: target.id, buyerId: buyer.id, sellerId: target.sellerId },
        buyer.id,
        input.body,
      );
    return { id };
  });
}

/** Which side of a conversation the viewer is on; anyone else is told it does not exist. */
function sideOf(row: ConversationRow, viewer: SessionUser): Side | null {
  if (row.buyerId === viewer.id) return 'buyer';
  if (row.sellerId === viewer.id) return 'seller';
  if (viewer.role === 'admin' && row.reportedAt) return 'admin';
  return null;
}

async function findConversationFor(
  db: Executor,
  viewer: SessionUser,
  id: string,
  { partiesOnly = false }: { partiesOnly?: boolean } = {},
): Promise<{ row: ConversationRow; as: Side }> {
  const [row] = await db.select().from(conversation).where(eq(conversation.id, id));
  return partyTo(row, viewer, { partiesOnly });
}

/** The viewer's side of a conversation they may read, or not found. */
function partyTo(
  row: ConversationRow | undefined,
  viewer: SessionUser,
  { partiesOnly = false }: { partiesOnly?: boolean } = {},
): { row: ConversationRow; as: Side } {
  const as = row ? sideOf(row, viewer) : null;
  if (!row || !as || (partiesOnly && as === 'admin')) throw appError('CONVERSATION_NOT_FOUND');
  return { row, as };
}

const toMessage = (row: typeof message.$inferSelect, viewerId: string): Message => ({
  id: row.id,
  senderId: row.senderId,
  kind: row.kind,
  mine: row.senderId === viewerId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** A message from one of the two parties. */
export async function sendMessage(
  db: Database,
  sender: SessionUser,
  id: string,
  body: string,
): Promise<Message> {
  return db.transaction(async (tx) => {
    const { row } = await findConversationFor(tx, sender, id, { partiesOnly: true });
    await refuseIfBlocked(tx, sender.id, row.buyerId === sender.id ? row.sellerId : row.buyerId);
    return toMessage(await postMessage(tx, row, sender.id, body), sender.id);
  });
}

/** Either party reports a conversation; an admin may then read it. */
export async function reportConversation(
  db: Database,
  reporter: SessionUser,
  id: string,
  reason: string | undefined,
): Promise<void> {
  await findConversationFor(db, reporter, id, { partiesOnly: true });
  await db
    .update(conversation)
    .set({ reportedAt: new Date(), reportReason: reason || null, reportedBy: reporter.id })
    .where(eq(conversation.id, id));
}

const summaryColumns = {
  conversation,
  bookName: book.name,
  bookCoverId: coverIdOf(book.id),
  bookPrice: book.price,
  bookStatus: book.status,
  bookReserved: book.reserved,
  bookDeletedAt: book.deletedAt,
  buyerName: buyerUser.name,
  buyerImage: buyerUser.image,
  buyerImageUploadId: buyerUser.imageUploadId,
  sellerName: sellerUser.name,
  sellerImage: sellerUser.image,
  sellerImageUploadId: sellerUser.imageUploadId,
};

const selectSummaries = (db: Executor) =>
  db
    .select(summaryColumns)
    .from(conversation)
    .innerJoin(book, eq(book.id, conversation.bookId))
    .innerJoin(buyerUser, eq(buyerUser.id, conversation.buyerId))
    .innerJoin(sellerUser, eq(sellerUser.id, conversation.sellerId))
    .$dynamic();

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

/** When the viewer last read a conversation: their side's mark (an admin reads without one). */
const readAtOf = (row: ConversationRow, as: Side) =>
  as === 'buyer' ? row.buyerReadAt : as === 'seller' ? row.sellerReadAt : null;

/**
 * Messages a party has not read: written by the other side after the party's read mark. For a
 * query joining message to its conversation.
 */
const unreadBy = (viewerId: string) =>
  and(
    sql`${message.senderId} is distinct from ${viewerId}`,
    sql`${message.createdAt} > coalesce(case when ${conversation.buyerId} = ${viewerId}
      then ${conversation.buyerReadAt} else ${conversation.sellerReadAt} end, '-infinity')`,
  );

/** The last message and the unread count of each conversation, as `viewer` sees them. */
async function latestAndUnread(db: Executor, viewerId: string, rows: SummaryRow[]) {
  const ids = rows.map((r) => r.conversation.id);
  if (ids.length === 0) return new Map<string, { last: Message | null; unread: number }>();
  const latest = await db
    .selectDistinctOn([message.conversationId])
    .from(message)
    .where(inArray(message.conversationId, ids))
    .orderBy(message.conversationId, sql`${message.createdAt} desc`);
  const unread = await db
    .select({ conversationId: message.conversationId, n: sql<number>`count(*)::int` })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .where(and(inArray(message.conversationId, ids), unreadBy(viewerId)))
    .groupBy(message.conversationId);
  const counts = new Map(unread.map((u) => [u.conversationId, u.n]));
  const lasts = new Map(latest.map((m) => [m.conversationId, toMessage(m, viewerId)]));
  return new Map(
    ids.map((id) => [id, { last: lasts.get(id) ?? null, unread: counts.get(id) ?? 0 }]),
  );
}

function toSummary(
  row: SummaryRow,
  as: Side,
  extra: { last: Message | null; unread: number },
): ConversationSummary {
  return {
    id: row.conversation.id,
    as,
    book: {
      id: row.conversation.bookId,
      name: row.bookName,
      thumbnail: coverOf(row.bookCoverId).thumbnail,
      price: row.bookPrice,
      status: row.bookDeletedAt
        ? 'withdrawn'
        : row.bookStatus === 'available' && row.bookReserved
          ? 'reserved'
          : row.bookStatus,
    },
    buyer: {
      id: row.conversation.buyerId,
      name: row.buyerName,
      image: personImageUrl({ imageUploadId: row.buyerImageUploadId, image: row.buyerImage }),
    },
    seller: {
      id: row.conversation.sellerId,
      name: row.sellerName,
      image: personImageUrl({ imageUploadId: row.sellerImageUploadId, image: row.sellerImage }),
    },
    lastMessage: extra.last && {
      body: extra.last.body,
      kind: extra.last.kind,
      mine: extra.last.mine,
      createdAt: extra.last.createdAt,
    },
    unread: as === 'admin' ? 0 : extra.unread,
    reported: row.conversation.reportedAt !== null,
  };
}

/** Newest first, with those holding unread messages before the rest. */
const byUnreadThenNewest = (a: ConversationSummary, b: ConversationSummary) =>
  Number(b.unread > 0) - Number(a.unread > 0) ||
  (b.lastMessage?.createdAt ?? '').localeCompare(a.lastMessage?.createdAt ?? '');

/** The viewer's conversations, as buyer and as seller. */
export async function listConversations(
  db: Database,
  viewer: SessionUser,
): Promise<ConversationSummary[]> {
  const rows = await selectSummaries(db).where(
    or(eq(conversation.buyerId, viewer.id), eq(conversation.sellerId, viewer.id)),
  );
  const extras = await latestAndUnread(db, viewer.id, rows);
  return rows
    .map((row) =>
      toSummary(
        row,
        row.conversation.buyerId === viewer.id ? 'buyer' : 'seller',
        extras.get(row.conversation.id)!,
      ),
    )
    .sort(byUnreadThenNewest);
}

/** Conversations either side reported, for the admins, newest report first. */
export async function listReportedConversations(
  db: Database,
  admin: SessionUser,
): Promise<ConversationSummary[]> {
  const rows = await selectSummaries(db)
    .where(sql`${conversation.reportedAt} is not null`)
    .orderBy(sql`${conversation.reportedAt} desc`);
  const extras = await latestAndUnread(db, admin.id, rows);
  return rows.map((row) => toSummary(row, 'admin', extras.get(row.conversation.id)!));
}

/** A conversation's messages, in the order they were written. */
const messagesOf = prepared((db) =>
  db
    .select()
    .from(message)
    .where(eq(message.conversationId, sql.placeholder('id')))
    // Messages of one transaction share its time: the order they were written breaks the tie.
    .orderBy(asc(message.createdAt), asc(message.seq))
    .prepare('messages_of_conversation'),
);
const summaryOf = prepared((db) =>
  selectSummaries(db)
    .where(eq(conversation.id, sql.placeholder('id')))
    .prepare('conversation_summary'),
);
const conversationById = prepared((db) =>
  db
    .select()
    .from(conversation)
    .where(eq(conversation.id, sql.placeholder('id')))
    .prepare('conversation_by_id'),
);

/** What a thread is read from, as one reader: kept until a deal of theirs changes. */
async function readThread(db: Database, viewer: SessionUser, id: string) {
  const { row, as } = partyTo((await conversationById(db).execute({ id }))[0], viewer);
  // The thread's messages, heading and deal, side by side (each on a connection of its own).
  const other = as === 'buyer' ? row.sellerId : row.buyerId;
  const [messages, [summaryRow], deal, blocked] = await Promise.all([
    messagesOf(db).execute({ id }),
    summaryOf(db).execute({ id }),
    as === 'admin' ? null : readDeal(db, as, row),
    as === 'admin' ? null : blockBetween(db, viewer.id, other),
  ]);
  return { row, as, messages, summaryRow: summaryRow!, deal, blocked };
}

/**
 * A conversation with its messages; a party reading it has read everything in it. The answer is
 * kept for its reader until a deal of theirs changes, or the steps open to the thread's deal
 * change with time alone (`dealTurnsAt`), so a thread read again is answered as it was.
 */
export async function readConversation(
  db: Database,
  cache: ChangeCache,
  viewer: SessionUser,
  id: string,
): Promise<Conversation> {
  const key = `thread:${viewer.id}:${id}`;
  const { thread, answer } = await cache.remember(
    key,
    async () => {
      const thread = await readThread(db, viewer, id);
      // Before the answer is made: a turn between the two would be missed, not kept early.
      const now = Date.now();
      return { thread, answer: threadAnswer(thread, viewer), until: dealTurnsAt(thread.deal, now) };
    },
    // An admin reading a reported thread hears of none of its changes: read afresh each time.
    ({ thread, until }) =>
      thread.as === 'admin' ? null : { ...keptWithDealsOf(viewer.id), until },
  );
  const { row, as } = thread;
  // A party reading what was unread marks it read, and the other side's page shows it seen. Only
  // then: two pages open on one conversation must not tell each other of reading back and forth.
  if (as !== 'admin' && answer.unread > 0) {
    await db.transaction(async (tx) => {
      await tx
        .update(conversation)
        .set(as === 'buyer' ? { buyerReadAt: sql`now()` } : { sellerReadAt: sql`now()` })
        .where(eq(conversation.id, id));
      await announce(tx, {
        to: [as === 'buyer' ? row.sellerId : row.buyerId],
        event: { type: 'read', conversationId: id },
      });
      // What the reader was told of in it is seen, and no alert of it is pushed any more.
      await readThreadNotifications(tx, viewer.id, id);
    });
    // Kept with these messages unread: the next read reads it again.
    cache.forget(key);
  }
  return answer;
}

/** A thread as its reader is answered, with what was unread for them until this read. */
function threadAnswer(
  { row, as, messages, summaryRow, deal, blocked }: Awaited<ReturnType<typeof readThread>>,
  viewer: SessionUser,
): Conversation {
  const before = readAtOf(row, as);
  const mine = (m: typeof message.$inferSelect) => m.senderId === viewer.id;
  const unread = messages.filter((m) => !mine(m) && (!before || m.createdAt > before)).length;
  const last = messages.at(-1);
  return {
    ...toSummary(summaryRow, as, {
      last: last ? toMessage(last, viewer.id) : null,
      unread,
    }),
    messages: messages.map((m) => toMessage(m, viewer.id)),
    otherReadAt:
      (as === 'buyer'
        ? row.sellerReadAt
        : as === 'seller'
          ? row.buyerReadAt
          : null
      )?.toISOString() ?? null,
    reportReason: as === 'admin' ? row.reportReason : null,
    deal: toDeal(deal),
    blocked,
  };
}

/** Unread messages in all of the viewer's conversations: the count beside 'Messages'. */
export async function unreadCount(db: Database, viewer: SessionUser): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .where(
      and(
        or(eq(conversation.buyerId, viewer.id), eq(conversation.sellerId, viewer.id)),
        unreadBy(viewer.id),
      ),
    );
  return row?.n ?? 0;
}

/** Messages in the viewer's conversations after stream position `after`: what a reconnecting page missed. */
export async function messagesSince(db: Database, viewerId: string, after: number, limit: number) {
  return db
    .select({
      seq: message.seq,
      conversationId: message.conversationId,
      senderId: message.senderId,
    })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .where(
      and(
        sql`${message.seq} > ${after}`,
        or(eq(conversation.buyerId, viewerId), eq(conversation.sellerId, viewerId)),
      ),
    )
    .orderBy(asc(message.seq))
    .limit(limit);
}
