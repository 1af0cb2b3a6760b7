import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Book } from '../../../shared/schemas/books';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { book, category, report, wishlistItem } from '../../db/schema/catalog';

export const seller = alias(user, 'seller');

/** The columns of a book as the API shows it, with what the viewer has done to it. */
export function bookColumns(viewerId: string | null) {
  const viewer = viewerId ?? '';
  return {
    id: book.id,
    name: book.name,
    condition: book.condition,
    location: book.location,
    price: book.price,
    originalPrice: book.originalPrice,
    sellerPhone: book.sellerPhone,
    description: book.description,
    purchaseYear: book.purchaseYear,
    image: book.image,
    status: book.status,
    advertised: book.advertised,
    createdAt: book.createdAt,
    categoryId: category.id,
    categoryName: category.name,
    sellerId: seller.id,
    sellerName: seller.name,
    sellerImage: seller.image,
    sellerVerified: seller.verified,
    reportedByMe: sql<boolean>`exists(select 1 from ${report} where ${report.bookId} = ${book.id} and ${report.reporterId} = ${viewer})`,
    inMyWishlist: sql<boolean>`exists(select 1 from ${wishlistItem} where ${wishlistItem.bookId} = ${book.id} and ${wishlistItem.userId} = ${viewer})`,
  };
}

export type BookRow = Awaited<ReturnType<typeof selectBooks>>[number];

export const thumbnailOf = (image: string) => image.replace(/\.webp$/, '-thumb.webp');

/** A book for the API; the seller's phone only where the caller may see it (the book page). */
export function toBook(row: BookRow, { withPhone = false } = {}): Book {
  return {
    id: row.id,
    name: row.name,
    condition: row.condition,
    location: row.location,
    price: row.price,
    originalPrice: row.originalPrice,
    sellerPhone: withPhone ? row.sellerPhone : null,
    description: row.description,
    purchaseYear: row.purchaseYear,
    image: row.image,
    thumbnail: thumbnailOf(row.image),
    status: row.status,
    advertised: row.advertised,
    category: { id: row.categoryId, name: row.categoryName },
    seller: {
      id: row.sellerId,
      name: row.sellerName,
      image: row.sellerImage,
      verified: row.sellerVerified,
    },
    createdAt: row.createdAt.toISOString(),
    reportedByMe: row.reportedByMe,
    inMyWishlist: row.inMyWishlist,
  };
}

/** A select of books with their category and seller, ready for filters. */
export const selectBooks = (db: Database, viewerId: string | null) =>
  db
    .select(bookColumns(viewerId))
    .from(book)
    .innerJoin(category, eq(category.id, book.categoryId))
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .$dynamic();

/** On the market: not sold, not deleted. */
export const onSale = () => and(eq(book.status, 'available'), isNull(book.deletedAt));
