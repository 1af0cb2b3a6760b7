import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { REPEAT_OFFENDER_DECISIONS, type ModeratedKind } from '../../../shared/moderation';
import type { Decision, ModerationItem } from '../../../shared/schemas/moderation';
import type { Database, Executor, Transaction } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book, report } from '../../db/schema/catalog';
import { conversation } from '../../db/schema/messages';
import { moderationDecision } from '../../db/schema/moderation';
import { notification } from '../../db/schema/notifications';
import { booking } from '../../db/schema/orders';
import { review } from '../../db/schema/reviews';
import { appError } from '../../errors';
import { audit } from '../audit/service';
import { pushNowFor, ring } from '../notifications/service';
import { withdrawBook } from '../trade/lifecycle';
import { coverIdOf, coverOf } from '../uploads/photos';
import { suspendUser } from '../users/suspension';

/** A decision taken on the subject after it was reported closes its report. */
const undecidedSince = (subjectId: AnyPgColumn, reportedAt: AnyPgColumn) =>
  sql`not exists (select 1 from ${moderationDecision} where ${moderationDecision.subjectId} = ${subjectId} and ${moderationDecision.createdAt} >= ${reportedAt})`;

/** Someone reports a review (of them, or one they read) to the admins; again changes nothing. */
export async function reportReview(
  db: Database,
  reporterId: string,
  id: string,
  reason: string | undefined,
): Promise<void> {
  const [row] = await db
    .select({ reviewerId: review.reviewerId })
    .from(review)
    .where(and(eq(review.id, id), isNull(review.removedAt)));
  if (!row) throw appError('REVIEW_NOT_FOUND');
  if (row.reviewerId === reporterId) throw appError('OWN_REVIEW');
  await db
    .update(review)
    .set({
      // Reported again after a decision, it waits again; before one, it keeps its first time.
      reportedAt: sql`case when ${undecidedSince(review.id, review.reportedAt)} then coalesce(${review.reportedAt}, now()) else now() end`,
      reportedBy: reporterId,
      reportReason: reason ? reason : sql`${review.reportReason}`,
    })
    .where(eq(review.id, id));
}

/** The party of a reported conversation who did not report it: the one the admins judge. */
const reportedParty = sql<string>`case when ${conversation.reportedBy} = ${conversation.sellerId} then ${conversation.buyerId} else ${conversation.sellerId} end`;

type Open = Omit<ModerationItem, 'owner' | 'book'> & {
  ownerId: string;
  book: { id: string; name: string; coverId: string };
};

const reporter = alias(user, 'reporter');

/** What waits in the queue, kind by kind: reported, still there, and not decided since. */
const waiting = {
  book: and(isNotNull(book.reportedAt), isNull(book.deletedAt)),
  conversation: and(
    isNotNull(conversation.reportedAt),
    undecidedSince(conversation.id, conversation.reportedAt),
  ),
  review: and(
    isNotNull(review.reportedAt),
    isNull(review.removedAt),
    undecidedSince(review.id, review.reportedAt),
  ),
};

/** The book every kind is shown with (a conversation's, a review's sale's). */
const itsBook = { bookId: book.id, name: book.name, coverId: coverIdOf(book.id) };

/** What every kind's query reads: the reported thing, its book, whose it is, since when. */
type OpenRow = {
  id: string;
  bookId: string;
  name: string;
  coverId: string;
  ownerId: string;
  reportedAt: Date | null;
};

/**
 * One reported thing as the queue shows it, titled by its book; `fields` holds what differs by
 * kind, with a reason or reporter that is missing (null) left out.
 */
function toItem(
  kind: ModeratedKind,
  row: OpenRow,
  fields: {
    link: string;
    reasons: (string | null)[];
    reporters: (string | null)[];
    excerpt?: string | null;
    stars?: number | null;
  },
): Open {
  const reporters = fields.reporters.filter((name) => name !== null);
  return {
    kind,
    id: row.id,
    title: row.name,
    excerpt: fields.excerpt ?? null,
    stars: fields.stars ?? null,
    book: { id: row.bookId, name: row.name, coverId: row.coverId },
    link: fields.link,
    reportedAt: row.reportedAt!.toISOString(),
    reports: Math.max(reporters.length, 1),
    reasons: fields.reasons.filter((reason) => reason !== null),
    reporters,
    ownerId: row.ownerId,
  };
}

/** Books with open reports (the spec's Reported Items), each with every reporter and reason. */
async function openBooks(db: Executor): Promise<Open[]> {
  const rows = await db
    .select({
      id: book.id,
      ...itsBook,
      ownerId: book.sellerId,
      reportedAt: book.reportedAt,
      reasons: sql<string[]>`coalesce((
        select array_agg(r.reason) from ${report} r
        where r.book_id = ${book.id} and r.dismissed_at is null and r.reason is not null), '{}')`,
      reporters: sql<string[]>`coalesce((
        select array_agg(u.name order by r.created_at) from ${report} r join ${user} u on u.id = r.reporter_id
        where r.book_id = ${book.id} and r.dismissed_at is null), '{}')`,
    })
    .from(book)
    // Joined so that every column is named with its table (the subqueries read other tables).
    .innerJoin(user, eq(user.id, book.sellerId))
    .where(waiting.book);
  return rows.map((r) =>
    toItem('book', r, { link: `/book/${r.id}`, reasons: r.reasons, reporters: r.reporters }),
  );
}

/** Reported conversations no admin has decided since. */
async function openConversations(db: Executor): Promise<Open[]> {
  const rows = await db
    .select({
      id: conversation.id,
      ...itsBook,
      ownerId: reportedParty,
      reportedAt: conversation.reportedAt,
      reason: conversation.reportReason,
      reporter: reporter.name,
    })
    .from(conversation)
    .innerJoin(book, eq(book.id, conversation.bookId))
    .leftJoin(reporter, eq(reporter.id, conversation.reportedBy))
    .where(waiting.conversation);
  return rows.map((r) =>
    toItem('conversation', r, {
      link: `/dashboard/reportedChats/${r.id}`,
      reasons: [r.reason],
      reporters: [r.reporter],
    }),
  );
}

/** Reported reviews still shown, no admin has decided since. */
async function openReviews(db: Executor): Promise<Open[]> {
  const rows = await db
    .select({
      id: review.id,
      ...itsBook,
      ownerId: review.reviewerId,
      revieweeId: review.revieweeId,
      comment: review.comment,
      stars: review.stars,
      reportedAt: review.reportedAt,
      reason: review.reportReason,
      reporter: reporter.name,
    })
    .from(review)
    .innerJoin(booking, eq(booking.id, review.bookingId))
    .innerJoin(book, eq(book.id, booking.bookId))
    .leftJoin(reporter, eq(reporter.id, review.reportedBy))
    .where(waiting.review);
  return rows.map((r) =>
    toItem('review', r, {
      link: `/seller/${r.revieweeId}`,
      reasons: [r.reason],
      reporters: [r.reporter],
      excerpt: r.comment,
      stars: r.stars,
    }),
  );
}

/**
 * One queue of everything reported and not yet decided, oldest first: books, conversations and
 * reviews. Each names whose it is, how often decisions went against them before, and how many of
 * their items wait: a repeat offender stands out.
 */
export async function moderationQueue(db: Database): Promise<ModerationItem[]> {
  const items = (await Promise.all([openBooks(db), openConversations(db), openReviews(db)])).flat();
  items.sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
  const ownerIds = [...new Set(items.map((item) => item.ownerId))];
  if (ownerIds.length === 0) return [];
  const owners = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      suspendedUntil: user.suspendedUntil,
      upheld: sql<number>`(count(${moderationDecision.id}) filter (where ${moderationDecision.action} <> 'dismiss'))::int`,
    })
    .from(user)
    .leftJoin(moderationDecision, eq(moderationDecision.ownerId, user.id))
    .where(inArray(user.id, ownerIds))
    .groupBy(user.id);
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  const openOf = new Map<string, number>();
  for (const item of items) openOf.set(item.ownerId, (openOf.get(item.ownerId) ?? 0) + 1);
  return items.map(({ ownerId, book: subject, ...item }) => {
    const owner = byId.get(ownerId)!;
    const open = openOf.get(ownerId)!;
    return {
      ...item,
      book: { id: subject.id, name: subject.name, thumbnail: coverOf(subject.coverId).thumbnail },
      owner: {
        id: owner.id,
        name: owner.name,
        email: owner.email,
        suspendedUntil: owner.suspendedUntil?.toISOString() ?? null,
        upheld: owner.upheld,
        open,
        repeat: owner.upheld + open - 1 >= REPEAT_OFFENDER_DECISIONS,
      },
    };
  });
}

/**
 * How many items wait in the queue, counted as the queue finds them in one statement: each kind
 * from its reported-at index, never the whole table.
 */
export async function countWaiting(db: Database): Promise<number> {
  const counted = await db.execute(sql`select (
    (select count(*) from ${book} where ${waiting.book})
    + (select count(*) from ${conversation} where ${waiting.conversation})
    + (select count(*) from ${review} where ${waiting.review}))::int as "waiting"`);
  return (counted as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting;
}

/** What a decision is about, while it is still open: its book, whose it is, who reported it. */
type Subject = { bookId: string; ownerId: string; reporterIds: string[]; conversationId?: string };

async function openSubject(tx: Transaction, kind: ModeratedKind, id: string): Promise<Subject> {
  if (kind === 'book') {
    const [row] = await tx
      .select({ sellerId: book.sellerId, reportedAt: book.reportedAt, deletedAt: book.deletedAt })
      .from(book)
      .where(eq(book.id, id))
      .for('update');
    if (!row || row.deletedAt) throw appError('BOOK_NOT_FOUND');
    if (!row.reportedAt) throw appError('ALREADY_DECIDED');
    const reporters = await tx
      .select({ id: report.reporterId })
      .from(report)
      .where(and(eq(report.bookId, id), isNull(report.dismissedAt)));
    return { bookId: id, ownerId: row.sellerId, reporterIds: reporters.map((r) => r.id) };
  }
  if (kind === 'conversation') {
    const [row] = await tx
      .select({
        bookId: conversation.bookId,
        ownerId: reportedParty,
        reportedBy: conversation.reportedBy,
        open: sql<boolean>`${conversation.reportedAt} is not null and ${undecidedSince(conversation.id, conversation.reportedAt)}`,
      })
      .from(conversation)
      .where(eq(conversation.id, id))
      .for('update');
    if (!row) throw appError('CONVERSATION_NOT_FOUND');
    if (!row.open) throw appError('ALREADY_DECIDED');
    return {
      bookId: row.bookId,
      ownerId: row.ownerId,
      reporterIds: row.reportedBy ? [row.reportedBy] : [],
      conversationId: id,
    };
  }
  const [row] = await tx
    .select({
      bookId: booking.bookId,
      ownerId: review.reviewerId,
      reportedBy: review.reportedBy,
      open: sql<boolean>`${review.reportedAt} is not null and ${review.removedAt} is null and ${undecidedSince(review.id, review.reportedAt)}`,
    })
    .from(review)
    .innerJoin(booking, eq(booking.id, review.bookingId))
    .where(eq(review.id, id))
    .for('update', { of: review });
  if (!row) throw appError('REVIEW_NOT_FOUND');
  if (!row.open) throw appError('ALREADY_DECIDED');
  return {
    bookId: row.bookId,
    ownerId: row.ownerId,
    reporterIds: row.reportedBy ? [row.reportedBy] : [],
  };
}

/** Takes the item down: the book off the market, the review out of sight and out of the figures. */
async function removeItem(tx: Transaction, kind: ModeratedKind, id: string, adminId: string) {
  if (kind === 'book') {
    const [row] = await tx.select({ status: book.status }).from(book).where(eq(book.id, id));
    // A sold book keeps its record (its sale, its buyer's receipt); only its reports close.
    if (row?.status !== 'sold') await withdrawBook(tx, id, { actorId: adminId });
  } else if (kind === 'review') {
    await tx
      .update(review)
      .set({ removedAt: sql`now()` })
      .where(eq(review.id, id));
  }
}

/**
 * An admin decides a reported item: dismiss (nothing wrong), remove it, warn its owner, or remove
 * it and suspend its owner. The reporters and the owner are each told (a notification, in their
 * language, with the reason and the admin's words), the owner's record counts it, and the audit
 * log keeps it. A conversation is not removed: its two parties keep their history.
 */
export async function decide(
  db: Database,
  adminId: string,
  kind: ModeratedKind,
  id: string,
  decision: Decision,
): Promise<void> {
  if (kind === 'conversation' && decision.action === 'remove')
    throw appError('DECISION_NOT_APPLICABLE');
  await db.transaction(async (tx) => {
    const subject = await openSubject(tx, kind, id);
    if (subject.ownerId === adminId) throw appError('FORBIDDEN');
    const [written] = await tx
      .insert(moderationDecision)
      .values({
        kind,
        subjectId: id,
        bookId: subject.bookId,
        ownerId: subject.ownerId,
        adminId,
        action: decision.action,
        reason: decision.reason,
        note: decision.note || null,
      })
      .returning({ id: moderationDecision.id });
    if (decision.action === 'remove' || decision.action === 'suspend')
      await removeItem(tx, kind, id, adminId);
    if (kind === 'book') {
      // Decided: the book's reports close, whatever the decision.
      await tx
        .update(report)
        .set({ dismissedAt: new Date() })
        .where(and(eq(report.bookId, id), isNull(report.dismissedAt)));
      await tx.update(book).set({ reportedAt: null }).where(eq(book.id, id));
    }
    if (decision.action === 'suspend')
      await suspendUser(
        tx,
        adminId,
        subject.ownerId,
        { suspend: decision.suspend!, reason: decision.reason, note: decision.note },
        written!.id,
      );
    const told = [...new Set([...subject.reporterIds, subject.ownerId])];
    await tx.insert(notification).values(
      told.map((userId) => ({
        userId,
        kind: 'moderation' as const,
        bookId: subject.bookId,
        conversationId: subject.conversationId ?? null,
        decisionId: written!.id,
        pushAfter: pushNowFor(userId),
      })),
    );
    await ring(tx, told);
    await audit(tx, {
      actorId: adminId,
      action: `moderation.${decision.action}`,
      targetType: kind,
      targetId: id,
      details: {
        decisionId: written!.id,
        ownerId: subject.ownerId,
        reason: decision.reason,
        ...(decision.note && { note: decision.note }),
        ...(decision.suspend && { suspend: decision.suspend }),
      },
    });
  });
}

/** What was decided against one user, newest first: their record on their admin page. */
export const decisionsAgainst = (db: Executor, ownerId: string) =>
  db
    .select({
      id: moderationDecision.id,
      kind: moderationDecision.kind,
      action: moderationDecision.action,
      reason: moderationDecision.reason,
      note: moderationDecision.note,
      createdAt: moderationDecision.createdAt,
      bookName: book.name,
    })
    .from(moderationDecision)
    .innerJoin(book, eq(book.id, moderationDecision.bookId))
    .where(and(eq(moderationDecision.ownerId, ownerId), ne(moderationDecision.action, 'dismiss')))
    .orderBy(desc(moderationDecision.createdAt));
