import { and, desc, eq, like, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditQuery } from '../../../shared/schemas/audit';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { auditEvent } from '../../db/schema/site';
import { cursorCodec } from '../../paging';
import { z } from 'zod';

/** What an admin did (or a user did to their own account), to what, and why. */
export const audit = (
  tx: Executor,
  event: {
    actorId: string;
    action: string;
    targetType: 'user' | 'book' | 'conversation' | 'review' | 'contact';
    targetId: string;
    details?: object;
  },
) => tx.insert(auditEvent).values(event);

const cursor = cursorCodec(z.object({ at: z.string(), id: z.string() }));
const PAGE = 50;
const actor = alias(user, 'actor');
const targetUser = alias(user, 'target_user');

/**
 * The audit log, newest first, a page at a time: by action (a whole family with its prefix,
 * 'user.'), by who did it, or by whom or what it was done to.
 */
export async function listAudit(
  db: Executor,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; next: string | null }> {
  const after = cursor.decode(query.cursor);
  const rows = await db
    .select({
      id: auditEvent.id,
      action: auditEvent.action,
      targetType: auditEvent.targetType,
      targetId: auditEvent.targetId,
      details: auditEvent.details,
      createdAt: auditEvent.createdAt,
      actorId: actor.id,
      actorName: actor.name,
      targetUserName: targetUser.name,
      targetBookName: book.name,
      // A conversation or a review is named by its book.
      targetSubjectName: sql<string | null>`case ${auditEvent.targetType}
        when 'conversation' then (select b.name from conversation c join book b on b.id = c.book_id
          where c.id::text = ${auditEvent.targetId})
        when 'review' then (select b.name from review r join booking k on k.id = r.booking_id
          join book b on b.id = k.book_id where r.id::text = ${auditEvent.targetId})
        end`,
    })
    .from(auditEvent)
    .innerJoin(actor, eq(actor.id, auditEvent.actorId))
    .leftJoin(
      targetUser,
      and(eq(auditEvent.targetType, 'user'), eq(targetUser.id, auditEvent.targetId)),
    )
    .leftJoin(
      book,
      and(eq(auditEvent.targetType, 'book'), sql`${book.id}::text = ${auditEvent.targetId}`),
    )
    .where(
      and(
        query.action
          ? query.action.endsWith('.')
            ? like(auditEvent.action, `${query.action}%`)
            : eq(auditEvent.action, query.action)
          : undefined,
        query.actor ? eq(auditEvent.actorId, query.actor) : undefined,
        query.target ? eq(auditEvent.targetId, query.target) : undefined,
        after
          ? or(
              lt(auditEvent.createdAt, new Date(after.at)),
              and(eq(auditEvent.createdAt, new Date(after.at)), lt(auditEvent.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditEvent.createdAt), desc(auditEvent.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      action: row.action,
      actor: { id: row.actorId, name: row.actorName },
      target: {
        type: row.targetType,
        id: row.targetId,
        name: row.targetUserName ?? row.targetBookName ?? row.targetSubjectName ?? null,
      },
      details: (row.details ?? {}) as Record<string, unknown>,
      createdAt: row.createdAt.toISOString(),
    })),
    next:
      rows.length > PAGE && last
        ? cursor.encode({ at: last.createdAt.toISOString(), id: last.id })
        : null,
  };
}
