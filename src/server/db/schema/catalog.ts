import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { user } from './auth';
import { campus } from './campus';
import { upload } from './site';

/**
 * A book's title and author as one string: what a likeness (typo) search compares `q` with,
 * served by one trigram index (`book_findable_trgm_idx`).
 */
export const findable = (t: { name: AnyPgColumn; author: AnyPgColumn }): SQL =>
  sql`(${t.name} || ' ' || coalesce(${t.author}, ''))`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const category = pgTable('category', {
  // The slug doubles as the id: stable across databases and readable in URLs.
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Where the category appears in lists. */
  position: smallint('position').notNull().default(0),
  /** Books for sale in it, kept by a trigger on book in the same transaction as each change. */
  availableBooks: integer('available_books').notNull().default(0),
  createdAt: createdAt(),
});

export const book = pgTable(
  'book',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    /** The seller's campus when it was listed: where the book is to be had. */
    campusId: text('campus_id').references(() => campus.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => category.id),
    name: text('name').notNull(),
    condition: text('condition', { enum: ['Excellent', 'Good', 'Fair'] }).notNull(),
    location: text('location').notNull(),
    /** Resale price in poisha (1 TK = 100 poisha). */
    price: integer('price').notNull(),
    /** Price the seller paid when new, in poisha. */
    originalPrice: integer('original_price').notNull(),
    /** The lowest offer the seller takes, in poisha; null: any offer up to the price. Not shown. */
    offerFloor: integer('offer_floor'),
    sellerPhone: text('seller_phone').notNull(),
    description: text('description').notNull(),
    purchaseYear: smallint('purchase_year').notNull(),
    /** Optional details students search by. */
    author: text('author'),
    edition: text('edition'),
    /** ISBN-13, checked; an ISBN-10 is kept as its ISBN-13. */
    isbn: text('isbn'),
    /** Courses it is read for, as 'CSE 101'. */
    courseCodes: text('course_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    department: text('department'),
    status: text('status', { enum: ['available', 'sold'] })
      .notNull()
      .default('available'),
    advertised: boolean('advertised').notNull().default(false),
    /** A seller accepted a booking's meet-up: the copy is held for that buyer. */
    reserved: boolean('reserved').notNull().default(false),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
    /**
     * The title and the author in Latin letters where they are written in Bangla (পদ্মা →
     * padma), null where they are Latin already: set by the books service on every write
     * (`modules/books/transliterate.ts`), so a search in either script finds them.
     */
    nameLatin: text('name_latin'),
    authorLatin: text('author_latin'),
    /**
     * Every course code the book names, as 'ACT 201': its tags, and codes written in its title or
     * description in any spelling ('ACT201', 'act-201'); a search for a code reads this alone.
     */
    searchCodes: text('search_codes')
      .array()
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`course_codes_in(${book.name}, ${book.description}, ${book.courseCodes})`,
      ),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${book.name}, '')), 'A') || setweight(to_tsvector('english', coalesce(${book.author}, '')), 'A') || setweight(to_tsvector('english', coalesce(${book.nameLatin}, '') || ' ' || coalesce(${book.authorLatin}, '')), 'A') || setweight(to_tsvector('simple', course_codes_text(${book.courseCodes})), 'A') || setweight(to_tsvector('english', coalesce(${book.department}, '')), 'B') || setweight(to_tsvector('english', coalesce(${book.description}, '')), 'B')`,
    ),
  },
  (t) => [
    check('book_price_check', sql`${t.price} > 0`),
    check('book_original_price_check', sql`${t.originalPrice} > 0`),
    check('book_offer_floor_check', sql`${t.offerFloor} > 0`),
    check('book_condition_check', sql`${t.condition} in ('Excellent', 'Good', 'Fair')`),
    check('book_status_check', sql`${t.status} in ('available', 'sold')`),
    // Each listing order ends with the id it pages by, so a page is an index range, never a sort.
    index('book_listing_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    index('book_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    index('book_category_price_idx')
      .on(t.categoryId, t.price, t.id)
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    index('book_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    index('book_advertised_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.advertised} and ${t.status} = 'available' and ${t.deletedAt} is null`),
    // A campus's lists (near me first): its newest, a category's newest, a category by price.
    index('book_campus_newest_idx')
      .on(t.campusId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    index('book_campus_listing_idx')
      .on(t.campusId, t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    index('book_campus_category_price_idx')
      .on(t.campusId, t.categoryId, t.price, t.id)
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    index('book_seller_idx').on(t.sellerId),
    // The books waiting in the moderation queue (and the admin menu's count of it): the few reported.
    index('book_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null`),
    // The admin overview's books listed per day and campus: its campus in the index too, so a
    // span's books are counted from the index alone, never their rows.
    index('book_created_idx').on(t.createdAt, t.campusId),
    // Of the books for sale only, as every search is, and written straight into the index (no
    // pending list, which every search would read through until a vacuum merged it).
    index('book_search_idx')
      .using('gin', t.search)
      .with({ fastupdate: false })
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    // Title and author as one string, so a likeness search is one index scan, not two ORed.
    index('book_findable_trgm_idx').using('gin', sql`${findable(t)} gin_trgm_ops`),
    index('book_author_trgm_idx').using('gin', sql`${t.author} gin_trgm_ops`),
    index('book_isbn_idx')
      .on(t.isbn)
      .where(sql`${t.isbn} is not null`),
    index('book_search_codes_idx')
      .using('gin', t.searchCodes)
      .with({ fastupdate: false })
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
  ],
);

/**
 * A book's photos, in the seller's order: position 0 is the cover, and a book has at most five
 * (positions 0-4). Each names its upload; addresses are built from the id where a response is made.
 */
export const bookPhoto = pgTable(
  'book_photo',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id),
    uploadId: text('upload_id')
      .notNull()
      .references(() => upload.id),
    position: smallint('position').notNull(),
  },
  (t) => [
    // The cover of a book is one index lookup (book_id, 0); its photos in order, one range. The
    // key's index also carries upload_id (INCLUDE, migration 0018), so both read the index alone.
    primaryKey({ columns: [t.bookId, t.position] }),
    check('book_photo_position_check', sql`${t.position} between 0 and 4`),
    // What the sweep of unused uploads asks: does any book show this upload?
    index('book_photo_upload_idx').on(t.uploadId),
  ],
);

export const report = pgTable(
  'report',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id),
    reason: text('reason'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('report_book_reporter_unique').on(t.bookId, t.reporterId)],
);

export const wishlistItem = pgTable(
  'wishlist_item',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    bookId: uuid('book_id')
      .notNull()
      .references(() => book.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);
