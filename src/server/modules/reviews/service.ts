import { isVerifiedStudent } from '../../../shared/constants';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { REVIEW_EDITABLE_DAYS } from '../../../shared/constants';
import { ratingFrom } from '../../../shared/schemas/books';
import type { MyReview, Review, ReviewInput, SellerProfile } from '../../../shared/schemas/reviews';
import type { SessionUser } from '../../auth/access';
import type { Database } from '../../db/client';
import { actsAsSql, user } from '../../db/schema/auth';
import { book } from '../../db/schema/catalog';
import { booking } from '../../db/schema/orders';
import { review } from '../../db/schema/reviews';
import { appError } from '../../errors';
import { bookingFacts, requireStep } from '../trade/process';
import { liveBook } from '../trade/lifecycle';
import { personImageUrl } from '../../../shared/schemas/uploads';
import { notifyReview } from '../notifications/service';

const EDITABLE = sql.raw(`interval '${REVIEW_EDITABLE_DAYS} days'`);

/** A completed sale and its two sides, as seen by `viewer`; anyone else is told it does not exist. */
async function findSale(db: Database, viewer: SessionUser, bookingId: string) {
  const [sale] = await db
    .select({ row: booking, sellerId: book.sellerId })
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .where(eq(booking.id, bookingId));
  const side =
    sale?.row.buyerId === viewer.id ? 'buyer' : sale?.sellerId === viewer.id ? 'seller' : null;
  if (!sale || !side) throw appError('NOT_FOUND', { message: 'bookingNotFound' });
  return { sale, side } as const;
}

function toMyReview(row: typeof review.$inferSelect): MyReview {
  const until = row.createdAt.getTime() + REVIEW_EDITABLE_DAYS * 24 * 60 * 60 * 1000;
  return {
    stars: row.stars,
    comment: row.comment,
    editableUntil: new Date(until).toISOString(),
    editable: !row.removedAt && until > Date.now(),
  };
}

/**
 * One side of a completed sale rates the other: written once, then changed (not added to) for
 * 7 days. Only the buyer and the seller of a paid booking may.
 */
export async function rateSale(
  db: Database,
  reviewer: SessionUser,
  bookingId: string,
  input: ReviewInput,
): Promise<{ created: boolean; review: MyReview }> {
  const { sale, side } = await findSale(db, reviewer, bookingId);
  // A completed sale's copy is its buyer's: only the booking's own state matters here.
  requireStep('review', bookingFacts(sale.row, null), side);
  const values = { stars: input.stars, comment: input.comment || null };
  // A first review tells the one reviewed, in the same transaction; a change tells nobody.
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(review)
      .values({
        bookingId,
        reviewerId: reviewer.id,
        revieweeId: side === 'buyer' ? sale.sellerId : sale.row.buyerId,
        reviewerSide: side,
        ...values,
      })
      .onConflictDoNothing({ target: [review.bookingId, review.reviewerId] })
      .returning();
    if (row) await notifyReview(tx, row.id);
    return row;
  });
  if (created) return { created: true, review: toMyReview(created) };
  const [changed] = await db
    .update(review)
    .set(values)
    .where(
      and(
        eq(review.bookingId, bookingId),
        eq(review.reviewerId, reviewer.id),
        isNull(review.removedAt),
        sql`${review.createdAt} > now() - ${EDITABLE}`,
      ),
    )
    .returning();
  if (!changed) throw appError('REVIEW_LOCKED');
  return { created: false, review: toMyReview(changed) };
}

/** The viewer's own review of a sale, or null before they wrote one. */
export async function myReview(
  db: Database,
  viewer: SessionUser,
  bookingId: string,
): Promise<MyReview | null> {
  await findSale(db, viewer, bookingId);
  const [row] = await db
    .select()
    .from(review)
    .where(and(eq(review.bookingId, bookingId), eq(review.reviewerId, viewer.id)));
  return row ? toMyReview(row) : null;
}

/** An admin takes a review down: it is no longer shown or counted. */
export async function removeReview(db: Database, id: string): Promise<void> {
  const [removed] = await db
    .update(review)
    .set({ removedAt: sql`now()` })
    .where(and(eq(review.id, id), isNull(review.removedAt)))
    .returning({ id: review.id });
  if (!removed) throw appError('REVIEW_NOT_FOUND');
}

/**
 * Whether a completed sale counts in the public figures: between unrelated accounts (decision
 * 0011), or bought by a verified student (decision 0020).
 */
const saleCounts = sql<boolean>`(coalesce(${booking.armsLength}, false) or coalesce(${booking.buyerStudent}, false))`;

/**
 * The reviews a person's public figures count: not removed, and from a sale that counts. Others
 * still exist, and their two sides still see them.
 */
const counted = (revieweeId: string) =>
  and(eq(review.revieweeId, revieweeId), isNull(review.removedAt), saleCounts);

/** A no-show counts unless the absent side disputed it and no admin upheld it. */
const noShowCounts = sql`(${booking.noShowDispute} is null or ${booking.noShowDispute} = 'upheld')`;

const RECENT = 10;

/**
 * A seller's public page: who they are, what they sell and sold, and what buyers say. The seller
 * reading their own page also sees the ratings that do not count, marked so.
 */
export async function sellerProfile(
  db: Database,
  id: string,
  viewerId: string | null = null,
): Promise<SellerProfile> {
  const [person] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, id), actsAsSql('seller'), isNull(user.deletedAt)));
  if (!person) throw appError('SELLER_NOT_FOUND');
  const [forSale] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(book)
    .where(and(eq(book.sellerId, id), liveBook(), ne(book.status, 'sold')));
  // Completed sales that count, and meet-ups this seller missed (a buyer said they did not come,
  // undisputed or upheld), in one walk.
  const [sold] = await db
    .select({
      n: sql<number>`count(*) filter (where ${booking.status} = 'paid' and ${saleCounts})::int`,
      missed: sql<number>`count(*) filter (where ${booking.noShow} = 'seller' and ${noShowCounts})::int`,
    })
    .from(booking)
    .innerJoin(book, eq(book.id, booking.bookId))
    .where(and(eq(book.sellerId, id), inArray(booking.status, ['paid', 'no_show'])));
  const [ratings] = await db
    .select({
      n: sql<number>`count(*)::int`,
      // The raters who were verified students when they bought.
      students: sql<number>`count(distinct ${review.reviewerId}) filter (where ${booking.buyerStudent})::int`,
    })
    .from(review)
    .innerJoin(booking, eq(booking.id, review.bookingId))
    .where(counted(id));
  const reviewer = user;
  const recent = await db
    .select({
      id: review.id,
      stars: review.stars,
      comment: review.comment,
      side: review.reviewerSide,
      reviewerName: reviewer.name,
      bookName: book.name,
      createdAt: review.createdAt,
      updatedAt: review.updatedAt,
      counted: saleCounts,
    })
    .from(review)
    .innerJoin(reviewer, eq(reviewer.id, review.reviewerId))
    .innerJoin(booking, eq(booking.id, review.bookingId))
    .innerJoin(book, eq(book.id, booking.bookId))
    .where(viewerId === id ? and(eq(review.revieweeId, id), isNull(review.removedAt)) : counted(id))
    .orderBy(desc(review.createdAt))
    .limit(RECENT);
  return {
    id: person.id,
    name: person.name,
    image: personImageUrl(person),
    verified: person.verified,
    verifiedStudent: isVerifiedStudent(person.studentVerifiedAt),
    memberSince: person.createdAt.toISOString(),
    booksForSale: forSale?.n ?? 0,
    completedSales: sold?.n ?? 0,
    noShows: sold?.missed ?? 0,
    // Kept on the person's row by a trigger on review (migrations 0010, 0017), as book lists read
    // it: each rater's latest counted rating, once.
    rating: ratingFrom(person.ratingTotal, person.ratingCount),
    ratings: ratings?.n ?? 0,
    ratingsFromStudents: ratings?.students ?? 0,
    recentReviews: recent.map((r): Review => ({
      id: r.id,
      stars: r.stars,
      comment: r.comment,
      reviewer: { firstName: r.reviewerName.split(/\s+/)[0] ?? r.reviewerName, side: r.side },
      bookName: r.bookName,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      counted: r.counted,
    })),
  };
}
