import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ContactInboxPage,
  ContactInboxQuery,
  ContactMessage,
  ContactMessageInput,
  ContactReply,
  ContactReplyInput,
  ContactThread,
} from '../../../shared/schemas/contact';
import type { SessionUser } from '../../auth/access';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { contactMessage, contactReply } from '../../db/schema/site';
import { appError } from '../../errors';
import { queueMail, type MailSender } from '../../mail/queue';
import { cursorCodec } from '../../paging';
import { audit } from '../audit/service';

export async function createContactMessage(
  db: Database,
  input: ContactMessageInput,
  userId: string | null,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessage)
    .values({ ...input, email: input.email.toLowerCase(), userId })
    .returning({ id: contactMessage.id });
  return row!;
}

export async function listContactMessages(db: Database, limit = 100): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessage)
    .orderBy(desc(contactMessage.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  }));
}

const PAGE = 30;
/** How much of a message the list shows: its start, cut at this length. */
const PREVIEW = 120;

/**
 * Where the next page starts: the last message shown, by the moment it arrived to the microsecond
 * (a millisecond would skip messages sent within one) and its id.
 */
const cursor = cursorCodec(z.object({ at: z.iso.datetime(), id: z.uuid() }));
const arrivedAt = sql<string>`to_char(${contactMessage.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
// Named with their tables: inside a subquery a bare "id" would be the answer's own.
const replyCount = sql<number>`(select count(*)::int from ${contactReply}
  where ${contactReply}.message_id = ${contactMessage}.id)`;
/** Read the first time an admin opens it (or answers or archives it); later looks change nothing. */
const firstRead = sql`coalesce(${contactMessage.readAt}, now())`;

/**
 * The start of a message on one line, cut short for the list: its lines run on, since a first line
 * alone is often only a greeting ('Hello team,').
 */
function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW ? `${line.slice(0, PREVIEW - 1).trimEnd()}…` : line;
}

/** Messages in the open box nobody has opened yet (the admin menu's count), from the box's index. */
export async function countUnreadContactMessages(db: Database): Promise<number> {
  return db.$count(
    contactMessage,
    and(isNull(contactMessage.archivedAt), isNull(contactMessage.readAt)),
  );
}

/**
 * One box of the contact inbox, newest first, a page at a time, with how many messages in the open
 * box nobody has opened yet (the admin menu's count).
 */
export async function listContactInbox(
  db: Database,
  query: ContactInboxQuery,
): Promise<ContactInboxPage> {
  const after = cursor.decode(query.cursor);
  const inBox =
    query.box === 'archived'
      ? isNotNull(contactMessage.archivedAt)
      : isNull(contactMessage.archivedAt);
  const [rows, unread] = await Promise.all([
    db
      .select({
        id: contactMessage.id,
        firstName: contactMessage.firstName,
        lastName: contactMessage.lastName,
        email: contactMessage.email,
        // The list needs only the start of a message, up to 5000 characters long.
        start: sql<string>`left(${contactMessage.message}, ${PREVIEW * 2})`,
        readAt: contactMessage.readAt,
        archivedAt: contactMessage.archivedAt,
        createdAt: contactMessage.createdAt,
        arrivedAt,
        replies: replyCount,
      })
      .from(contactMessage)
      .where(
        and(
          inBox,
          after
            ? or(
                sql`${contactMessage.createdAt} < ${after.at}::timestamptz`,
                and(
                  sql`${contactMessage.createdAt} = ${after.at}::timestamptz`,
                  lt(contactMessage.id, after.id),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
      .limit(PAGE + 1),
    countUnreadContactMessages(db),
  ]);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      preview: previewOf(row.start),
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
      archived: row.archivedAt !== null,
      replies: row.replies,
    })),
    next: rows.length > PAGE && last ? cursor.encode({ at: last.arrivedAt, id: last.id }) : null,
    unread,
  };
}

const replyColumns = {
  id: contactReply.id,
  body: contactReply.body,
  createdAt: contactReply.createdAt,
  admin: { id: user.id, name: user.name },
};

const toReply = (row: {
  id: string;
  body: string;
  createdAt: Date;
  admin: { id: string; name: string };
}): ContactReply => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A message whole, with its answers and who wrote them; opening it marks it read. */
export async function openContactMessage(db: Database, id: string): Promise<ContactThread> {
  await db
    .update(contactMessage)
    .set({ readAt: sql`now()` })
    .where(and(eq(contactMessage.id, id), isNull(contactMessage.readAt)));
  const [[row], replies] = await Promise.all([
    db
      .select({
        message: contactMessage,
        account: { id: user.id, name: user.name },
      })
      .from(contactMessage)
      .leftJoin(user, eq(user.id, contactMessage.userId))
      .where(eq(contactMessage.id, id)),
    db
      .select(replyColumns)
      .from(contactReply)
      .innerJoin(user, eq(user.id, contactReply.adminId))
      .where(eq(contactReply.messageId, id))
      .orderBy(asc(contactReply.createdAt), asc(contactReply.id)),
  ]);
  if (!row) throw appError('CONTACT_NOT_FOUND');
  const { message, account } = row;
  return {
    id: message.id,
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    account: account?.id ? account : null,
    readAt: message.readAt?.toISOString() ?? null,
    archivedAt: message.archivedAt?.toISOString() ?? null,
    replies: replies.map(toReply),
  };
}

/**
 * An admin answers a message: the answer is kept under it and e-mailed to the sender (queued in the
 * same transaction, so an answer the admin was told is sent always is), and the audit log says who.
 */
export async function replyToContactMessage(
  db: Database,
  mail: MailSender,
  admin: SessionUser,
  id: string,
  input: ContactReplyInput,
): Promise<ContactReply> {
  const reply = await db.transaction(async (tx) => {
    const [message] = await tx
      .update(contactMessage)
      .set({ readAt: firstRead })
      .where(eq(contactMessage.id, id))
      .returning({ id: contactMessage.id });
    if (!message) throw appError('CONTACT_NOT_FOUND');
    const [row] = await tx
      .insert(contactReply)
      .values({ messageId: id, adminId: admin.id, body: input.body })
      .returning();
    await queueMail(tx, 'contact-reply', row!.id);
    await audit(tx, {
      actorId: admin.id,
      action: 'contact.reply',
      targetType: 'contact',
      targetId: id,
      details: { replyId: row!.id },
    });
    return row!;
  });
  mail.wake();
  return toReply({ ...reply, admin: { id: admin.id, name: admin.name } });
}

/**
 * Moves a message out of the inbox (dealt with) or back into it, in the audit log; asking for what
 * already is changes nothing and logs nothing.
 */
export async function archiveContactMessage(
  db: Database,
  adminId: string,
  id: string,
  archived: boolean,
): Promise<{ id: string; archived: boolean }> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactMessage)
      .set({ archivedAt: archived ? sql`now()` : null, readAt: firstRead })
      .where(
        and(
          eq(contactMessage.id, id),
          archived ? isNull(contactMessage.archivedAt) : isNotNull(contactMessage.archivedAt),
        ),
      )
      .returning({ id: contactMessage.id });
    if (!changed) {
      const [found] = await tx
        .select({ id: contactMessage.id })
        .from(contactMessage)
        .where(eq(contactMessage.id, id));
      if (!found) throw appError('CONTACT_NOT_FOUND');
      return { id, archived };
    }
    await audit(tx, {
      actorId: adminId,
      action: archived ? 'contact.archive' : 'contact.unarchive',
      targetType: 'contact',
      targetId: id,
    });
    return { id, archived };
  });
}
