import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isVerifiedStudent } from '../../../shared/constants';
import { ratingFrom, type Book } from '../../../shared/schemas/books';
import { userTopic, type ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book, category, report, wishlistItem } from '../../db/schema/catalog';
import { booking } from '../../db/schema/orders';
import { personImageUrl, photoUrl } from '../../../shared/schemas/uploads';
import { campusTagOf } from '../campuses/service';
import { coverOf, photoIdsOf } from '../uploads/photos';

export const seller = alias(user, 'seller');

/** The columns of a book as the API shows it, the same for every viewer. */
export const bookColumns = {
  id: book.id,
  name: book.name,
  condition: book.condition,
  location: book.location,
  price: book.price,
  originalPrice: book.originalPrice,
  description: book.description,
  purchaseYear: book.purchaseYear,
  /** Upload ids, the cover first. */
  photoIds: photoIdsOf(book.id),
  author: book.author,
  edition: book.edition,
  isbn: book.isbn,
  courseCodes: book.courseCodes,
  department: book.department,
  status: book.status,
  advertised: book.advertised,
  reserved: book.reserved,
  createdAt: book.createdAt,
  categoryId: category.id,
  categoryName: category.name,
  sellerId: seller.id,
  sellerName: seller.name,
  sellerImage: seller.image,
  sellerImageUploadId: seller.imageUploadId,
  sellerVerified: seller.verified,
  sellerStudentVerifiedAt: seller.studentVerifiedAt,
  sellerRatingCount: seller.ratingCount,
  sellerRatingTotal: seller.ratingTotal,
  campus: campusTagOf(book.campusId),
};

export type BookRow = Awaited<ReturnType<typeof selectBooks>>[number];

/**
 * A book for the API; the seller's phone only where the caller may see it (the book page). What
 * the viewer has done to it (saved, reported) is laid over it by `withMarks`.
 */
export function toBook(row: BookRow): Book {
  return {
    id: row.id,
    name: row.name,
    condition: row.condition,
    location: row.location,
    price: row.price,
    originalPrice: row.originalPrice,
    sellerPhone: null,
    offerFloor: null,
    description: row.description,
    purchaseYear: row.purchaseYear,
    ...coverOf(row.photoIds[0]!),
    photos: row.photoIds.map((id) => ({
      id,
      url: photoUrl(id, 'full'),
      thumbnail: photoUrl(id, 'thumb'),
    })),
    author: row.author,
    edition: row.edition,
    isbn: row.isbn,
    courseCodes: row.courseCodes,
    department: row.department,
    status: row.status,
    advertised: row.advertised,
    reserved: row.reserved,
    category: { id: row.categoryId, name: row.categoryName },
    campus: row.campus,
    seller: {
      id: row.sellerId,
      name: row.sellerName,
      image: personImageUrl({ imageUploadId: row.sellerImageUploadId, image: row.sellerImage }),
      verified: row.sellerVerified,
      verifiedStudent: isVerifiedStudent(row.sellerStudentVerifiedAt),
      rating: ratingFrom(row.sellerRatingTotal, row.sellerRatingCount),
    },
    createdAt: row.createdAt.toISOString(),
    reportedByMe: false,
    inMyWishlist: false,
  };
}

/** A select of books with their category and seller, ready for filters. */
export const selectBooks = (db: Database) =>
  db
    .select(bookColumns)
    .from(book)
    .innerJoin(category, eq(category.id, book.categoryId))
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .$dynamic();

/**
 * A ranked page of the books `matching` finds, best first (then newest), each row with how many
 * it finds in all. Every match is ranked and counted on the book table alone; only the page's
 * rows are then joined to their category and seller and given their photos.
 */
export function selectRankedBooks(
  db: Database,
  matching: SQL,
  rank: SQL,
  page: { limit: number; offset: number },
) {
  const ranked = db
    .select({
      id: book.id,
      rank: sql<number>`${rank}`.as('rank'),
      createdAt: book.createdAt,
      matches: sql<number>`count(*) over ()`.as('matches'),
    })
    .from(book)
    .where(matching)
    // By the rank's name: the expression written again would be worked out twice.
    .orderBy(sql`"rank" desc`, desc(book.createdAt), asc(book.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('ranked');
  return db
    .select({ ...bookColumns, matches: sql<number>`${ranked.matches}`.mapWith(Number) })
    .from(ranked)
    .innerJoin(book, eq(book.id, ranked.id))
    .innerJoin(category, eq(category.id, book.categoryId))
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .orderBy(desc(ranked.rank), desc(ranked.createdAt), asc(ranked.id));
}

/**
 * On the market: not sold, not deleted. Written out, not as parameters, so that a plan made for
 * any values still matches the partial indexes, which hold only these books.
 */
export const onSale = () => sql`${book.status} = 'available' and ${book.deletedAt} is null`;

/**
 * What one viewer has done to books: saved them to the wishlist, reported them, and the books
 * whose meet-up a seller accepted for them or that they bought (`held`: where a seller's phone
 * may be shown to them, so the book page asks for it only there).
 */
export type Marks = {
  wishlist: ReadonlySet<string>;
  reported: ReadonlySet<string>;
  held: ReadonlySet<string>;
};
export const NO_MARKS: Marks = { wishlist: new Set(), reported: new Set(), held: new Set() };

async function loadMarks(db: Database, viewerId: string): Promise<Marks> {
  const [saved, reported, held] = await Promise.all([
    db
      .select({ bookId: wishlistItem.bookId })
      .from(wishlistItem)
      .where(eq(wishlistItem.userId, viewerId)),
    db.select({ bookId: report.bookId }).from(report).where(eq(report.reporterId, viewerId)),
    db
      .select({ bookId: booking.bookId })
      .from(booking)
      .where(and(eq(booking.buyerId, viewerId), inArray(booking.status, ['accepted', 'paid']))),
  ]);
  return {
    wishlist: new Set(saved.map((r) => r.bookId)),
    reported: new Set(reported.map((r) => r.bookId)),
    held: new Set(held.map((r) => r.bookId)),
  };
}

/**
 * The viewer's marks, kept until they save, remove or report a book, or a booking of theirs is
 * accepted, paid or ended (the cache hears it: migration 0015).
 */
export function viewerMarks(db: Database, cache: ChangeCache, viewerId: string | null) {
  if (!viewerId) return Promise.resolve(NO_MARKS);
  return cache.remember(
    `marks:${viewerId}`,
    () => loadMarks(db, viewerId),
    () => ({ topic: userTopic(viewerId) }),
  );
}

export const withMarks = (item: Book, marks: Pick<Marks, 'wishlist' | 'reported'>): Book => ({
  ...item,
  reportedByMe: marks.reported.has(item.id),
  inMyWishlist: marks.wishlist.has(item.id),
});

/**
 * A page with the viewer's marks laid over it; the kept page itself (whose JSON is kept too,
 * plugins/serializer.ts) when the viewer has marked none of its books, as most have.
 */
export function markPage<T extends { items: Book[] }>(page: T, marks: Marks): T {
  const marked = page.items.some(
    (item) => marks.wishlist.has(item.id) || marks.reported.has(item.id),
  );
  return marked ? { ...page, items: page.items.map((item) => withMarks(item, marks)) } : page;
}
