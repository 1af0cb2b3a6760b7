import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { prepared } from './prepared';
import { requestCounter } from './schema/site';

export type Counter = { hits: number; resetAt: number };

const countHit = prepared((db) =>
  db
    .insert(requestCounter)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetAt: sql.placeholder('resetAt'),
    })
    .onConflictDoUpdate({
      target: requestCounter.key,
      set: {
        hits: sql`case when ${requestCounter.resetAt} <= ${sql.placeholder('now')} then 1 else ${requestCounter.hits} + 1 end`,
        resetAt: sql`case when ${requestCounter.resetAt} <= ${sql.placeholder('now')} then ${sql.placeholder('resetAt')} else ${requestCounter.resetAt} end`,
      },
    })
    .returning({ hits: requestCounter.hits, resetAt: requestCounter.resetAt })
    .prepare('count_hit'),
);

/** Counts one more hit for `key` in a window of `windowMs`; a window that has ended starts again. */
export async function hitCounter(db: Database, key: string, windowMs: number): Promise<Counter> {
  const now = Date.now();
  const [row] = await countHit(db).execute({ key, now, resetAt: now + windowMs });
  return row!;
}

/** The hits of a window that is still running, or none. */
export async function readCounter(db: Database, key: string): Promise<Counter | null> {
  const [row] = await db.select().from(requestCounter).where(eq(requestCounter.key, key));
  return row && row.resetAt > Date.now() ? { hits: row.hits, resetAt: row.resetAt } : null;
}

export async function clearCounter(db: Database, key: string): Promise<void> {
  await db.delete(requestCounter).where(eq(requestCounter.key, key));
}

/** Takes back one hit of a running window (an attempt that turned out not to count). */
export async function releaseHit(db: Database, key: string): Promise<void> {
  await db
    .update(requestCounter)
    .set({ hits: sql`greatest(${requestCounter.hits} - 1, 0)` })
    .where(eq(requestCounter.key, key));
}
