import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import type { AdminUser, ProfileStat, UserPatch } from '../../../shared/schemas/users';
import type { Database, Transaction } from '../../db/client';
import { session, user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { booking } from '../../db/schema/orders';
import { auditEvent } from '../../db/schema/site';
import { AppError, notFound } from '../../errors';

const toAdminUser = (u: typeof user.$inferSelect): AdminUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  image: u.image,
  role: u.role,
  verified: u.verified,
  createdAt: u.createdAt.toISOString(),
});

export async function listUsers(db: Database, role: 'buyer' | 'seller'): Promise<AdminUser[]> {
  const rows = await db
    .select()
    .from(user)
    .where(and(eq(user.role, role), isNull(user.deletedAt)))
    .orderBy(asc(user.createdAt));
  return rows.map(toAdminUser);
}

async function findLiveUser(tx: Transaction, id: string) {
  const [row] = await tx
    .select()
    .from(user)
    .where(and(eq(user.id, id), isNull(user.deletedAt)))
    .for('update');
  if (!row) throw notFound(MESSAGES.userNotFound);
  return row;
}

const audit = (
  tx: Transaction,
  actorId: string,
  action: string,
  targetId: string,
  details?: object,
) => tx.insert(auditEvent).values({ actorId, action, targetType: 'user', targetId, details });

/** Makes a user admin and/or verifies a seller, and writes both to the audit log. */
export async function updateUser(
  db: Database,
  actorId: string,
  id: string,
  patch: UserPatch,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await findLiveUser(tx, id);
    if (patch.verified && target.role !== 'seller')
      throw new AppError('NOT_A_SELLER', 409, MESSAGES.onlySellersVerified);
    const changes: Partial<typeof user.$inferInsert> = {};
    if (patch.role === 'admin' && target.role !== 'admin') changes.role = 'admin';
    if (patch.verified && !target.verified) changes.verified = true;
    if (Object.keys(changes).length === 0) return toAdminUser(target);
    const [updated] = await tx.update(user).set(changes).where(eq(user.id, id)).returning();
    if (changes.role) await audit(tx, actorId, 'user.make_admin', id, { from: target.role });
    if (changes.verified) await audit(tx, actorId, 'user.verify', id);
    return toAdminUser(updated!);
  });
}

/**
 * Deletes a user and keeps history: the row stays (soft delete) so bookings and payments keep their
 * other party; sessions end; unsold books leave the market and their open bookings are cancelled.
 */
export async function deleteUser(db: Database, actorId: string, id: string): Promise<void> {
  if (actorId === id) throw new AppError('CANNOT_CHANGE_SELF', 409, MESSAGES.cannotChangeSelf);
  await db.transaction(async (tx) => {
    const target = await findLiveUser(tx, id);
    if (target.role === 'admin') {
      const [admins] = await tx
        .select({ n: count() })
        .from(user)
        .where(and(eq(user.role, 'admin'), isNull(user.deletedAt)));
      if ((admins?.n ?? 0) <= 1) throw new AppError('LAST_ADMIN', 409, MESSAGES.lastAdmin);
    }
    const now = new Date();
    await tx.update(user).set({ deletedAt: now }).where(eq(user.id, id));
    await tx.delete(session).where(eq(session.userId, id));
    const withdrawn = await tx
      .update(book)
      .set({ deletedAt: now })
      .where(and(eq(book.sellerId, id), eq(book.status, 'available'), isNull(book.deletedAt)))
      .returning({ id: book.id });
    for (const { id: bookId } of withdrawn) {
      await tx
        .update(booking)
        .set({ status: 'cancelled' })
        .where(and(eq(booking.bookId, bookId), eq(booking.status, 'pending')));
    }
    await tx
      .update(booking)
      .set({ status: 'cancelled' })
      .where(and(eq(booking.buyerId, id), eq(booking.status, 'pending')));
    await audit(tx, actorId, 'user.delete', id, {
      role: target.role,
      email: target.email,
      booksWithdrawn: withdrawn.length,
    });
  });
}

/** The numbers on a profile card, for the role the user has. */
export async function profileStats(
  db: Database,
  userId: string,
  role: Role,
): Promise<ProfileStat[]> {
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  if (role === 'seller') {
    const listed = and(eq(book.sellerId, userId), isNull(book.deletedAt));
    return [
      {
        label: 'Books for sale',
        value: await countOf(
          db
            .select({ n: count() })
            .from(book)
            .where(and(listed, eq(book.status, 'available'))),
        ),
      },
      {
        label: 'Books sold',
        value: await countOf(
          db
            .select({ n: count() })
            .from(book)
            .where(and(listed, eq(book.status, 'sold'))),
        ),
      },
    ];
  }
  if (role === 'buyer') {
    const mine = eq(booking.buyerId, userId);
    return [
      {
        label: 'Orders',
        value: await countOf(
          db
            .select({ n: count() })
            .from(booking)
            .where(and(mine, ne(booking.status, 'cancelled'))),
        ),
      },
      {
        label: 'Paid',
        value: await countOf(
          db
            .select({ n: count() })
            .from(booking)
            .where(and(mine, eq(booking.status, 'paid'))),
        ),
      },
    ];
  }
  const live = isNull(user.deletedAt);
  return [
    {
      label: 'Sellers',
      value: await countOf(
        db
          .select({ n: count() })
          .from(user)
          .where(and(live, eq(user.role, 'seller'))),
      ),
    },
    {
      label: 'Buyers',
      value: await countOf(
        db
          .select({ n: count() })
          .from(user)
          .where(and(live, eq(user.role, 'buyer'))),
      ),
    },
  ];
}
