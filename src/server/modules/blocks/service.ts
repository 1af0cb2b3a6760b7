import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { BlockedPerson } from '../../../shared/schemas/users';
import { personImageUrl } from '../../../shared/schemas/uploads';
import type { Database, Executor } from '../../db/client';
import { user, userBlock } from '../../db/schema/auth';
import { appError } from '../../errors';

/**
 * Blocking: one person keeps another away. From then on neither may open a conversation with the
 * other, write in one they share, or book the other's book; what was said before stays.
 */

/** Whether `a` blocked `b` ('byYou', as `a` reads it), `b` blocked `a` ('byThem'), or neither. */
export async function blockBetween(
  db: Executor,
  a: string,
  b: string,
): Promise<'byYou' | 'byThem' | null> {
  const [found] = await db
    .select({ blockerId: userBlock.blockerId })
    .from(userBlock)
    .where(
      or(
        and(eq(userBlock.blockerId, a), eq(userBlock.blockedId, b)),
        and(eq(userBlock.blockerId, b), eq(userBlock.blockedId, a)),
      ),
    )
    .limit(1);
  return found ? (found.blockerId === a ? 'byYou' : 'byThem') : null;
}

/** Refuses anything between `a` and `b` when either blocked the other, worded for `a`. */
export async function refuseIfBlocked(db: Executor, a: string, b: string): Promise<void> {
  const blocked = await blockBetween(db, a, b);
  if (blocked)
    throw appError('BLOCKED', { message: blocked === 'byYou' ? 'youBlocked' : 'blockedByThem' });
}

/** Blocks `blockedId` for `blockerId`; blocking again changes nothing. */
export async function blockPerson(db: Database, blockerId: string, blockedId: string) {
  if (blockerId === blockedId) throw appError('BLOCK_SELF');
  const [target] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(and(eq(user.id, blockedId), isNull(user.deletedAt)));
  if (!target) throw appError('USER_NOT_FOUND');
  // The admins read reported conversations to keep everyone safe: nobody blocks them out.
  if (target.role === 'admin') throw appError('FORBIDDEN');
  await db.insert(userBlock).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Lifts a block; lifting one that is not there changes nothing. */
export async function unblockPerson(db: Database, blockerId: string, blockedId: string) {
  await db
    .delete(userBlock)
    .where(and(eq(userBlock.blockerId, blockerId), eq(userBlock.blockedId, blockedId)));
}

/** The people someone blocked, most recent first. */
export async function listBlocked(db: Database, blockerId: string): Promise<BlockedPerson[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      image: user.image,
      imageUploadId: user.imageUploadId,
      at: userBlock.createdAt,
    })
    .from(userBlock)
    .innerJoin(user, eq(user.id, userBlock.blockedId))
    .where(eq(userBlock.blockerId, blockerId))
    .orderBy(desc(userBlock.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    image: personImageUrl(row),
    blockedAt: row.at.toISOString(),
  }));
}
