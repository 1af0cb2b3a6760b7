import { eq, sql } from 'drizzle-orm';
import { BANNED_UNTIL } from '../../../shared/moderation';
import type { Suspension } from '../../../shared/schemas/moderation';
import type { Database, Executor } from '../../db/client';
import { session, user } from '../../db/schema/auth';
import { appError } from '../../errors';
import { audit } from '../audit/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Suspends a user for some days, or bans them: every session they have ends now, and signing in
 * is refused with the reason until then (auth.ts). An admin cannot be suspended: their admin role
 * is taken away first, through its own rules.
 */
export async function suspendUser(
  tx: Executor,
  adminId: string,
  id: string,
  { suspend, reason, note }: Suspension,
  decisionId?: string,
): Promise<Date> {
  const [target] = await tx
    .select({ role: user.role, deletedAt: user.deletedAt })
    .from(user)
    .where(eq(user.id, id))
    .for('update');
  if (!target || target.deletedAt) throw appError('USER_NOT_FOUND');
  if (target.role === 'admin') throw appError('CANNOT_SUSPEND_ADMIN');
  const until = new Date(suspend === 'ban' ? BANNED_UNTIL : Date.now() + Number(suspend) * DAY_MS);
  await tx
    .update(user)
    .set({ suspendedUntil: until, suspensionReason: reason, suspensionNote: note || null })
    .where(eq(user.id, id));
  await tx.delete(session).where(eq(session.userId, id));
  await audit(tx, {
    actorId: adminId,
    action: suspend === 'ban' ? 'user.ban' : 'user.suspend',
    targetType: 'user',
    targetId: id,
    details: {
      until: until.toISOString(),
      reason,
      ...(note && { note }),
      ...(decisionId && { decisionId }),
    },
  });
  return until;
}

/** An admin lifts a suspension or a ban early: they may sign in again at once. */
export async function reinstateUser(db: Database, adminId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [lifted] = await tx
      .update(user)
      .set({ suspendedUntil: null, suspensionReason: null, suspensionNote: null })
      .where(sql`${user.id} = ${id} and ${user.suspendedUntil} is not null`)
      .returning({ id: user.id });
    if (!lifted) throw appError('USER_NOT_FOUND');
    await audit(tx, {
      actorId: adminId,
      action: 'user.reinstate',
      targetType: 'user',
      targetId: id,
    });
  });
}
