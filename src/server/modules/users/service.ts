import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { rolesOf, type SignUpRole } from '../../../shared/constants';
import type { Role } from '../../../shared/constants';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import type {
  Settings,
  SettingsPatch,
  AdminUser,
  ProfileStat,
  UserListRole,
  UserPatch,
} from '../../../shared/schemas/users';
import type { Database, Transaction } from '../../db/client';
import {
  account,
  accountVisitor,
  actsAsSql,
  session,
  studentCode,
  user,
} from '../../db/schema/auth';
import { book, wishlistItem } from '../../db/schema/catalog';
import { notification } from '../../db/schema/notifications';
import { savedSearch } from '../../db/schema/wanted';
import { booking } from '../../db/schema/orders';
import { auditEvent } from '../../db/schema/site';
import { audit as auditLog } from '../audit/service';
import { appError } from '../../errors';
import { openCampus } from '../campuses/service';
import { hasPassword } from '../accounts/service';
import { forgetStudentEmail } from '../students/service';
import { claimUpload, releaseUploads } from '../uploads/service';
import { cancelBuyersBookings, liveBook, withdrawSellersBooks } from '../trade/lifecycle';
import { personImageUrl } from '../../../shared/schemas/uploads';

const toAdminUser = (u: typeof user.$inferSelect): AdminUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  image: personImageUrl(u),
  role: u.role,
  roles: rolesOf(u),
  verified: u.verified,
  createdAt: u.createdAt.toISOString(),
});

const MADE_ADMIN = 'user.make_admin';

/**
 * The role an admin had before they were made admin, read from the audit log's latest
 * 'user.make_admin' for them, so no column is needed. With no such record (the bootstrap admin,
 * made at start-up) it is buyer, the role every account starts with.
 */
const roleBeforeAdmin = (details: unknown): SignUpRole =>
  (details as { from?: unknown } | null)?.from === 'seller' ? 'seller' : 'buyer';

/** The latest 'made admin' audit event of each of `ids`, by user id. */
async function findAdminGrants(db: Database | Transaction, ids: string[]) {
  if (ids.length === 0) return new Map<string, { createdAt: Date; details: unknown }>();
  const events = await db
    .select({
      targetId: auditEvent.targetId,
      createdAt: auditEvent.createdAt,
      details: auditEvent.details,
    })
    .from(auditEvent)
    .where(
      and(
        eq(auditEvent.action, MADE_ADMIN),
        eq(auditEvent.targetType, 'user'),
        inArray(auditEvent.targetId, ids),
      ),
    )
    .orderBy(desc(auditEvent.createdAt));
  const latest = new Map<string, { createdAt: Date; details: unknown }>();
  for (const event of events) if (!latest.has(event.targetId)) latest.set(event.targetId, event);
  return latest;
}

/**
 * Everyone who buys, everyone who sells (a buyer who started selling is in both lists), or all
 * admins; admins come with when they became one, if recorded.
 */
export async function listUsers(db: Database, role: UserListRole): Promise<AdminUser[]> {
  const rows = await db
    .select()
    .from(user)
    .where(and(role === 'admin' ? eq(user.role, role) : actsAsSql(role), isNull(user.deletedAt)))
    .orderBy(asc(user.createdAt));
  if (role !== 'admin') return rows.map(toAdminUser);
  const grants = await findAdminGrants(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const grant = grants.get(row.id);
    return {
      ...toAdminUser(row),
      adminSince: grant?.createdAt.toISOString() ?? null,
      roleBeforeAdmin: roleBeforeAdmin(grant?.details),
    };
  });
}

/**
 * Locks every live admin's row, always in id order so that concurrent callers queue instead of
 * deadlocking. A caller that waited gets the rows as they are now: one demoted or deleted meanwhile
 * is no longer in the list.
 */
const lockAdmins = (tx: Transaction) =>
  tx
    .select()
    .from(user)
    .where(and(eq(user.role, 'admin'), isNull(user.deletedAt)))
    .orderBy(asc(user.id))
    .for('update');

async function findLiveUser(tx: Transaction, id: string) {
  const [row] = await tx
    .select()
    .from(user)
    .where(and(eq(user.id, id), isNull(user.deletedAt)))
    .for('update');
  if (!row) throw appError('USER_NOT_FOUND');
  return row;
}

const audit = (
  tx: Transaction,
  actorId: string,
  action: string,
  targetId: string,
  details?: object,
) => auditLog(tx, { actorId, action, targetType: 'user', targetId, details });

/** Makes a user admin and/or verifies a seller, and writes both to the audit log. */
export async function updateUser(
  db: Database,
  actorId: string,
  id: string,
  patch: UserPatch,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await findLiveUser(tx, id);
    if (patch.verified && !rolesOf(target).includes('seller')) throw appError('NOT_A_SELLER');
    const changes: Partial<typeof user.$inferInsert> = {};
    if (patch.role === 'admin' && target.role !== 'admin') changes.role = 'admin';
    if (patch.verified && !target.verified) changes.verified = true;
    if (Object.keys(changes).length === 0) return toAdminUser(target);
    const [updated] = await tx.update(user).set(changes).where(eq(user.id, id)).returning();
    if (changes.role) await audit(tx, actorId, MADE_ADMIN, id, { from: target.role });
    if (changes.verified) await audit(tx, actorId, 'user.verify', id);
    return toAdminUser(updated!);
  });
}

/**
 * Ends an account and keeps history: the row stays (soft delete) so bookings and payments keep
 * their other party; sessions end; unsold books leave the market and open bookings on either side
 * are cancelled, the other side told. The last admin stays. Answers the row as it was.
 */
async function endAccount(tx: Transaction, id: string) {
  // The admins are locked before the target, in the order removeAdmin locks them too.
  const admins = await lockAdmins(tx);
  const target = await findLiveUser(tx, id);
  if (target.role === 'admin' && admins.length <= 1) throw appError('LAST_ADMIN');
  const now = new Date();
  await tx.update(user).set({ deletedAt: now }).where(eq(user.id, id));
  await tx.delete(session).where(eq(session.userId, id));
  const booksWithdrawn = await withdrawSellersBooks(tx, id, now);
  await cancelBuyersBookings(tx, id);
  return { target, booksWithdrawn };
}

/** An admin deletes a user: the account ends, and what it was stays on record for the admins. */
export async function deleteUser(db: Database, actorId: string, id: string): Promise<void> {
  if (actorId === id) throw appError('CANNOT_CHANGE_SELF');
  await db.transaction(async (tx) => {
    const { target, booksWithdrawn } = await endAccount(tx, id);
    await audit(tx, actorId, 'user.delete', id, {
      role: target.role,
      email: target.email,
      booksWithdrawn,
    });
  });
}

/** What a deleted account is called where its past still shows (threads, reviews, sales). */
export const DELETED_NAME = 'Deleted user';

/**
 * Someone deletes their own account (decision 0021): it ends as an admin's deletion ends it, and
 * what named them goes. Name, e-mail (freed for a new account), photo, campus, university address,
 * phone numbers on their bookings and sold books, their sign-in methods, browsers, wishlist,
 * saved searches and notifications. The other side of each past sale keeps the sale, the messages
 * and the ratings, without the person's details. The last admin cannot leave.
 */
export async function deleteOwnAccount(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, booksWithdrawn } = await endAccount(tx, id);
    await tx
      .update(user)
      .set({
        name: DELETED_NAME,
        email: `deleted-${id}@deleted.invalid`,
        emailVerified: false,
        image: null,
        imageUploadId: null,
        campusId: null,
        phone: null,
        studentEmail: null,
        studentVerifiedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(user.id, id));
    if (target.imageUploadId) await releaseUploads(tx, [target.imageUploadId], id);
    await tx.update(booking).set({ buyerPhone: '' }).where(eq(booking.buyerId, id));
    await tx.update(book).set({ sellerPhone: '' }).where(eq(book.sellerId, id));
    await tx.delete(account).where(eq(account.userId, id));
    await tx.delete(accountVisitor).where(eq(accountVisitor.userId, id));
    await tx.delete(studentCode).where(eq(studentCode.userId, id));
    await tx.delete(wishlistItem).where(eq(wishlistItem.userId, id));
    await tx.delete(notification).where(eq(notification.userId, id));
    await tx.delete(savedSearch).where(eq(savedSearch.userId, id));
    await audit(tx, id, 'user.delete_own', id, { role: target.role, booksWithdrawn });
  });
}

/** A person's name and photo (an upload of theirs), as they change them in My Profile. */
export async function updateProfile(
  db: Database,
  id: string,
  changes: { name?: string | undefined; image?: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await findLiveUser(tx, id);
    const set: Partial<typeof user.$inferInsert> = { updatedAt: new Date() };
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.image !== undefined && changes.image !== target.imageUploadId) {
      await claimUpload(tx, changes.image, id);
      if (target.imageUploadId) await releaseUploads(tx, [target.imageUploadId], id);
      set.imageUploadId = changes.image;
    }
    await tx.update(user).set(set).where(eq(user.id, id));
  });
}

/**
 * Takes the admin role from another admin; they go back to the role they had before it
 * (see roleBeforeAdmin). Every admin row is locked first, so two admins removing each other at once
 * queue, and the second finds one admin left: the last admin, whom nobody may remove.
 */
export async function removeAdmin(db: Database, actorId: string, id: string): Promise<AdminUser> {
  if (actorId === id) throw appError('CANNOT_CHANGE_SELF');
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = admins.find((admin) => admin.id === id) ?? (await findLiveUser(tx, id));
    if (target.role !== 'admin') throw appError('NOT_AN_ADMIN');
    if (admins.length <= 1) throw appError('LAST_ADMIN');
    // The route let the caller in as an admin; by the time the lock is ours that may have changed.
    if (!admins.some((admin) => admin.id === actorId)) throw appError('FORBIDDEN');
    const grant = (await findAdminGrants(tx, [id])).get(id);
    const role = roleBeforeAdmin(grant?.details);
    const [updated] = await tx.update(user).set({ role }).where(eq(user.id, id)).returning();
    await audit(tx, actorId, 'user.remove_admin', id, { to: role });
    return toAdminUser(updated!);
  });
}

/** The numbers on a profile card, for each role the user acts in: a seller's, then a buyer's. */
export async function profileStats(
  db: Database,
  userId: string,
  roles: readonly Role[],
): Promise<ProfileStat[]> {
  const stats: ProfileStat[] = [];
  for (const role of ['seller', 'buyer', 'admin'] as const)
    if (roles.includes(role)) stats.push(...(await statsAs(db, userId, role)));
  return stats;
}

async function statsAs(db: Database, userId: string, role: Role): Promise<ProfileStat[]> {
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  if (role === 'seller') {
    const listed = and(eq(book.sellerId, userId), liveBook());
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
          .where(and(live, actsAsSql('seller'))),
      ),
    },
    {
      label: 'Buyers',
      value: await countOf(
        db
          .select({ n: count() })
          .from(user)
          .where(and(live, actsAsSql('buyer'))),
      ),
    },
  ];
}

/** The user's own settings' columns. */
const SETTINGS = {
  phone: user.phone,
  phonePrivate: user.phonePrivate,
  locale: user.locale,
  campusId: user.campusId,
};

/** The user's own settings. */
export async function readSettings(db: Database, id: string): Promise<Settings> {
  const [row] = await db.select(SETTINGS).from(user).where(eq(user.id, id));
  return {
    phone: row?.phone ?? null,
    phonePrivate: row?.phonePrivate ?? false,
    locale: row?.locale ?? DEFAULT_LOCALE,
    campusId: row?.campusId ?? null,
    hasPassword: await hasPassword(db, id),
  };
}

/** Changes the settings named, keeps the rest, and answers them all. */
export async function saveSettings(
  db: Database,
  id: string,
  changes: SettingsPatch,
): Promise<Settings> {
  // A campus one may still choose.
  if (changes.campusId) await openCampus(db, changes.campusId);
  return db.transaction(async (tx) => {
    const [before] = await tx.select(SETTINGS).from(user).where(eq(user.id, id)).for('update');
    // A verified student of one campus is not one of the next: their address was the old one's.
    if (changes.campusId !== undefined && changes.campusId !== before?.campusId)
      await forgetStudentEmail(tx, id);
    const [row] = await tx
      .update(user)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(user.id, id))
      .returning(SETTINGS);
    return { ...row!, hasPassword: await hasPassword(tx, id) };
  });
}

/**
 * "Start selling" for a buyer, "Start buying" for a seller: they then act in both roles, and the
 * role they signed up with stays their first. Admins keep to administering.
 */
export async function takeUpRole(db: Database, id: string, role: SignUpRole): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await findLiveUser(tx, id);
    if (target.role === 'admin') throw appError('ADMIN_KEEPS_ROLE');
    if (rolesOf(target).includes(role)) throw appError('ROLE_HELD');
    await tx.update(user).set({ alsoRole: role, updatedAt: new Date() }).where(eq(user.id, id));
    await audit(tx, id, 'user.take_up_role', id, { role });
  });
}
