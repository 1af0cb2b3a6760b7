import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { isVerifiedStudent, rolesOf } from '../../../shared/constants';
import { isBan, type ModerationReason } from '../../../shared/moderation';
import type { Locale } from '../../../shared/i18n/locales';
import { personImageUrl } from '../../../shared/schemas/uploads';
import type {
  DirectoryPage,
  DirectoryUser,
  UserRecord,
  UserSearch,
} from '../../../shared/schemas/user-record';
import type { Database } from '../../db/client';
import { actsAsSql, user } from '../../db/schema/auth';
import { campus } from '../../db/schema/campus';
import { book } from '../../db/schema/catalog';
import { booking } from '../../db/schema/orders';
import { review } from '../../db/schema/reviews';
import { appError } from '../../errors';
import { cursorCodec } from '../../paging';
import { decisionsAgainst } from '../moderation/service';
import { isSuspended } from '../../auth/suspension';

const cursor = cursorCodec(z.object({ at: z.string(), id: z.string() }));
const PAGE = 50;
/** The most rows one CSV export holds: the whole of a campus-sized marketplace. */
const EXPORT_LIMIT = 50_000;

/** `%` and `_` typed in a search are letters, not wildcards. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  image: user.image,
  imageUploadId: user.imageUploadId,
  role: user.role,
  alsoRole: user.alsoRole,
  campus: campus.name,
  campusBn: campus.nameBn,
  studentVerifiedAt: user.studentVerifiedAt,
  createdAt: user.createdAt,
  deletedAt: user.deletedAt,
  suspendedUntil: user.suspendedUntil,
  suspensionReason: user.suspensionReason,
  suspensionNote: user.suspensionNote,
};
type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null;
} & {
  id: string;
  name: string;
  email: string;
  role: 'buyer' | 'seller' | 'admin';
  createdAt: Date;
};

/** A user's row as the admins read it, their campus named in the reader's language. */
const toDirectoryUser =
  (locale: Locale) =>
  (row: Row): DirectoryUser => ({
    id: row.id,
    name: row.name,
    email: row.email,
    image: personImageUrl({ imageUploadId: row.imageUploadId, image: row.image }),
    role: row.role,
    roles: rolesOf({ role: row.role, alsoRole: row.alsoRole }),
    campus: locale === 'bn' ? row.campusBn : row.campus,
    verifiedStudent: isVerifiedStudent(row.studentVerifiedAt),
    createdAt: row.createdAt.toISOString(),
    deleted: row.deletedAt !== null,
    suspension: isSuspended(row.suspendedUntil)
      ? {
          until: row.suspendedUntil!.toISOString(),
          reason: (row.suspensionReason ?? 'repeated') as ModerationReason,
          note: row.suspensionNote,
          ban: isBan(row.suspendedUntil!),
        }
      : null,
  });

const matching = (search: UserSearch) =>
  and(
    search.q
      ? or(ilike(user.name, containing(search.q)), ilike(user.email, containing(search.q)))
      : undefined,
    search.role === 'admin'
      ? eq(user.role, 'admin')
      : search.role
        ? actsAsSql(search.role)
        : undefined,
    search.campus ? eq(user.campusId, search.campus) : undefined,
    search.suspended ? sql`${user.suspendedUntil} > now()` : undefined,
  );

/** The admins' search of every user, newest first, a page at a time. */
export async function searchUsers(
  db: Database,
  search: UserSearch,
  locale: Locale,
): Promise<DirectoryPage> {
  const after = cursor.decode(search.cursor);
  const rows = await db
    .select(columns)
    .from(user)
    .leftJoin(campus, eq(campus.id, user.campusId))
    .where(
      and(
        matching(search),
        after
          ? or(
              lt(user.createdAt, new Date(after.at)),
              and(eq(user.createdAt, new Date(after.at)), lt(user.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    items: page.map(toDirectoryUser(locale)),
    next:
      rows.length > PAGE && last
        ? cursor.encode({ at: last.createdAt.toISOString(), id: last.id })
        : null,
  };
}

/**
 * The same search as a CSV file for a spreadsheet. A cell that starts like a formula is quoted
 * as text, so a name such as "=HYPERLINK(…)" cannot run in the admin's spreadsheet.
 */
export async function exportUsers(
  db: Database,
  search: UserSearch,
  locale: Locale,
): Promise<string> {
  const rows = await db
    .select(columns)
    .from(user)
    .leftJoin(campus, eq(campus.id, user.campusId))
    .where(matching(search))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(EXPORT_LIMIT);
  const safe = (value: string | null) =>
    value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return stringify(
    rows.map(toDirectoryUser(locale)).map((u) => ({
      id: u.id,
      name: safe(u.name),
      email: safe(u.email),
      role: u.role,
      roles: u.roles.join(' '),
      campus: safe(u.campus),
      verified_student: u.verifiedStudent ? 'yes' : 'no',
      joined: u.createdAt,
      deleted: u.deleted ? 'yes' : 'no',
      suspended_until: u.suspension ? (u.suspension.ban ? 'banned' : u.suspension.until) : '',
      suspension_reason: u.suspension?.reason ?? '',
    })),
    { header: true, bom: true },
  );
}

const other = alias(user, 'other');
const RECENT = 20;

/**
 * One user as the admins see them: their books, their bookings either side, the reviews they got
 * and wrote, their no-shows, and every decision against them.
 */
export async function userRecord(db: Database, id: string, locale: Locale): Promise<UserRecord> {
  const [row] = await db
    .select({ ...columns, phone: user.phone })
    .from(user)
    .leftJoin(campus, eq(campus.id, user.campusId))
    .where(eq(user.id, id));
  if (!row) throw appError('USER_NOT_FOUND');
  const [counts, books, bookings, reviews, decisions] = await Promise.all([
    db.execute<UserRecord['counts']>(sql`
      select
        (select count(*) from book b where b.seller_id = ${id})::int as "listed",
        (select count(*) from booking k join book b on b.id = k.book_id
          where b.seller_id = ${id} and k.status = 'paid')::int as "sold",
        (select count(*) from booking k where k.buyer_id = ${id} and k.status = 'paid')::int as "bought",
        (select count(*) from booking k join book b on b.id = k.book_id
          where k.status = 'no_show'
            and (k.no_show_dispute is null or k.no_show_dispute = 'upheld')
            and ((k.no_show = 'buyer' and k.buyer_id = ${id})
              or (k.no_show = 'seller' and b.seller_id = ${id})))::int as "noShows",
        (select count(*) from report r join book b on b.id = r.book_id
          where b.seller_id = ${id})::int as "reportsAgainst"`),
    db
      .select({
        id: book.id,
        name: book.name,
        price: book.price,
        status: book.status,
        deletedAt: book.deletedAt,
        reportedAt: book.reportedAt,
        createdAt: book.createdAt,
      })
      .from(book)
      .where(eq(book.sellerId, id))
      .orderBy(desc(book.createdAt))
      .limit(RECENT),
    db
      .select({
        id: booking.id,
        bookId: book.id,
        bookName: book.name,
        buyerId: booking.buyerId,
        other: other.name,
        price: booking.price,
        status: booking.status,
        noShow: booking.noShow,
        createdAt: booking.createdAt,
      })
      .from(booking)
      .innerJoin(book, eq(book.id, booking.bookId))
      .innerJoin(
        other,
        sql`${other.id} = case when ${booking.buyerId} = ${id} then ${book.sellerId} else ${booking.buyerId} end`,
      )
      .where(or(eq(booking.buyerId, id), eq(book.sellerId, id)))
      .orderBy(desc(booking.createdAt))
      .limit(RECENT),
    db
      .select({
        id: review.id,
        reviewerId: review.reviewerId,
        other: other.name,
        stars: review.stars,
        comment: review.comment,
        removedAt: review.removedAt,
        reportedAt: review.reportedAt,
        createdAt: review.createdAt,
      })
      .from(review)
      .innerJoin(
        other,
        sql`${other.id} = case when ${review.reviewerId} = ${id} then ${review.revieweeId} else ${review.reviewerId} end`,
      )
      .where(or(eq(review.reviewerId, id), eq(review.revieweeId, id)))
      .orderBy(desc(review.createdAt))
      .limit(RECENT),
    decisionsAgainst(db, id),
  ]);
  return {
    user: { ...toDirectoryUser(locale)(row), phone: row.phone },
    counts: (counts as unknown as { rows: UserRecord['counts'][] }).rows[0]!,
    books: books.map((b) => ({
      id: b.id,
      name: b.name,
      price: b.price,
      status: b.deletedAt ? 'withdrawn' : b.status,
      reported: b.reportedAt !== null,
      createdAt: b.createdAt.toISOString(),
    })),
    bookings: bookings.map((b) => ({
      id: b.id,
      bookId: b.bookId,
      bookName: b.bookName,
      side: b.buyerId === id ? 'buyer' : 'seller',
      other: b.other,
      price: b.price,
      status: b.status,
      noShow: b.noShow,
      createdAt: b.createdAt.toISOString(),
    })),
    reviews: reviews.map((r) => ({
      id: r.id,
      direction: r.reviewerId === id ? 'written' : 'received',
      other: r.other,
      stars: r.stars,
      comment: r.comment,
      removed: r.removedAt !== null,
      reported: r.reportedAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    decisions: decisions.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
  };
}
