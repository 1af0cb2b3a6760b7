import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SessionUser } from '../../auth/access';
import { STUDENT_VERIFICATION_DAYS } from '../../../shared/constants';
import { takaToPoisha } from '../../../shared/money';
import { BOOK_COUNT_CAP } from '../../../shared/schemas/books';
import { normaliseCourseCode, toIsbn13 } from '../../../shared/book-details';
import type { Book, BookPage, BookTotal, BookValues, MyBook } from '../../../shared/schemas/books';
import type { ZBookQuery, ZBookPatch } from '../../../shared/schemas/books';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { user } from '../../db/schema/auth';
import { book, bookPhoto, category } from '../../db/schema/catalog';
import { booking } from '../../db/schema/orders';
import { OPEN_STATUSES } from '../../../shared/booking-process';
import { audit } from '../audit/service';
import { appError } from '../../errors';
import { cursorCodec } from '../../paging';
import { claimUpload, releaseUploads } from '../uploads/service';
import { coverIdOf, coverOf } from '../uploads/photos';
import { CATALOG, type ChangeCache } from '../../cache/changes';
import {
  onSale,
  seller,
  selectBooks,
  selectRankedBooks,
  type BookRow,
  markPage,
  toBook,
  viewerMarks,
  withMarks,
  type Marks,
} from './queries';
import { getLiveBook, liveBook, withdrawBook } from '../trade/lifecycle';
import { listCampuses } from '../campuses/service';
import { campusInWords } from '../campuses/words';
import { broadSearchSince, correctedSearch, FEW_FOUND, relevance, searchCondition } from './search';
import { latinSpelling } from './transliterate';
import { notifyWanted } from '../wanted/service';

type BookQuery = z.output<typeof ZBookQuery>;
/** `corrected`: the pages of a search whose typos were corrected go on with the corrected words. */
const corrected = { corrected: z.literal(true).optional() };
const ZCursor = z.union([
  z.object({
    offset: z.number().int().min(0).max(10_000),
    /** A broad search's pages rank the matches listed since this time (`broadSearchSince`). */
    since: z.iso.datetime().optional(),
    ...corrected,
  }),
  z.object({ value: z.number().int(), id: z.uuid(), ...corrected }),
  z.object({ value: z.iso.datetime(), id: z.uuid(), ...corrected }),
]);
type Cursor = z.infer<typeof ZCursor>;

const badCursor = () => appError('BAD_CURSOR');
const { encode: encodeCursor, decode: decodeCursor } = cursorCodec(ZCursor);

/** What the catalog answers are kept under until it changes. */
const inCatalog = () => ({ topic: CATALOG });
/**
 * A search's answer is kept once it is asked for again: most searches are typed once (a new
 * typo, a title), and keeping each would push out the pages read over and over.
 */
const inCatalogFor = (query: BookQuery) => () => ({ topic: CATALOG, whenAskedAgain: !!query.q });

/**
 * The market's books: searched, filtered, sorted and a page at a time (keyset, or offset for
 * relevance), the first page with how many there are. A page is the same for every viewer until
 * the catalog changes, so it is kept, count and all; the viewer's own marks are laid over it.
 */
export async function listBooks(
  db: Database,
  cache: ChangeCache,
  query: BookQuery,
  viewerId: string | null,
): Promise<BookPage> {
  const scoped = await campusNamed(db, cache, query);
  const [page, marks] = await Promise.all([
    cache.remember(
      `books:${JSON.stringify(scoped)}`,
      () => readBookPage(db, cache, scoped),
      inCatalogFor(scoped),
    ),
    viewerMarks(db, cache, viewerId),
  ]);
  return markPage(page, marks);
}

/**
 * The query with a campus its words name ('NSU accounting', 'জাবি') as the campus it asks for, in
 * place of the one it had (the reader's own, by default), and without those words.
 */
async function campusNamed(db: Database, cache: ChangeCache, query: BookQuery): Promise<BookQuery> {
  if (!query.q) return query;
  const named = campusInWords(query.q, await listCampuses(db, cache));
  if (!named) return query;
  return { ...query, q: named.rest || undefined, campus: named.campusId };
}

/** A category's page of books: the same for every viewer until the catalog changes, so kept. */
export async function listCategoryBooks(
  db: Database,
  cache: ChangeCache,
  categoryId: string,
  query: BookQuery,
  viewerId: string,
): Promise<BookPage & { category: { id: string; name: string } }> {
  const [shared, marks] = await Promise.all([
    cache.remember(
      `category-books:${categoryId}:${JSON.stringify(query)}`,
      async () => {
        const [found] = await db
          .select({ id: category.id, name: category.name })
          .from(category)
          .where(eq(category.id, categoryId));
        if (!found) return null;
        const page = await readBookPage(db, cache, { ...query, category: found.id });
        return { category: found, ...page };
      },
      inCatalogFor(query),
    ),
    viewerMarks(db, cache, viewerId),
  ]);
  if (!shared) throw appError('CATEGORY_NOT_FOUND');
  return markPage(shared, marks);
}

/**
 * A page of the books a query finds. A search with a word the catalogue does not know that finds
 * next to nothing is tried again with its typos corrected, and answered so ('Showing results for
 * …') when that finds more; the pages after it go on with the corrected words. The corrected
 * search's answer is kept on its own: the many ways of misspelling a title share it, so a typo
 * nobody made before costs one small statement, not a ranking.
 */
async function readBookPage(db: Database, cache: ChangeCache, query: BookQuery): Promise<BookPage> {
  const q = query.q || undefined;
  const cursor = decodeCursor(query.cursor);
  if (!q || (cursor && !cursor.corrected)) return readMatches(db, cache, query, q, cursor);
  // Null when every word is the catalogue's (most searches), or none is like one of them.
  const correction = await correctedSearch(db, cache, q);
  if (cursor)
    return readMatches(db, cache, query, correction?.words ?? q, cursor, {
      corrected: correction !== null,
    });
  // A misspelling still a word once stemmed ('mechanic') finds what its correction would.
  if (!correction || correction.found >= FEW_FOUND)
    return readMatches(db, cache, query, q, null, { like: correction?.words });
  const { words, found } = correction;
  // Kept as answered, so its JSON is written once too (plugins/serializer.ts).
  const instead = await cache.remember(
    `books-corrected:${JSON.stringify({ ...query, q: words })}`,
    async () => ({
      ...(await readMatches(db, cache, query, words, null, { corrected: true })),
      correctedQuery: words,
    }),
    inCatalog,
  );
  return (instead.total?.count ?? 0) > found
    ? instead
    : readMatches(db, cache, query, q, null, { like: words });
}

/** The book's seller confirmed a university address within the year (constants.ts). */
const soldByVerifiedStudent = () =>
  sql`exists (select 1 from ${user} where ${user.id} = ${book.sellerId}
    and ${user.studentVerifiedAt} > now() - make_interval(days => ${STUDENT_VERIFICATION_DAYS}))`;

/** Books for sale that the query's words `q` (the typed ones, or their correction) and filters match. */
function matchingFilters(query: BookQuery, q: string | undefined): SQL[] {
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  )
    throw appError('BAD_PRICE_RANGE');
  const filters: (SQL | undefined)[] = [onSale()];
  if (q) filters.push(searchCondition(q));
  if (query.category) filters.push(eq(book.categoryId, query.category));
  if (query.campus) filters.push(eq(book.campusId, query.campus));
  if (query.condition) filters.push(eq(book.condition, query.condition));
  if (query.minPrice !== undefined) filters.push(gte(book.price, takaToPoisha(query.minPrice)));
  if (query.maxPrice !== undefined) filters.push(lte(book.price, takaToPoisha(query.maxPrice)));
  if (query.advertised) filters.push(eq(book.advertised, true));
  if (query.verifiedStudents) filters.push(soldByVerifiedStudent());
  // An author like the one typed (typos forgiven, by the trigram index); a book by its ISBN; a course.
  if (query.author) filters.push(sql`${query.author} <% ${book.author}`);
  if (query.isbn) filters.push(eq(book.isbn, toIsbn13(query.isbn) ?? 'none'));
  if (query.course)
    filters.push(
      sql`${book.searchCodes} @> array[${normaliseCourseCode(query.course) ?? query.course}]::text[]`,
    );
  return filters.filter((filter) => filter !== undefined);
}

/**
 * The books a query finds for the words `q` (the typed ones, or their correction). `corrected`:
 * its pages go on with the corrected words. `like`: catalogue words that find about what `q`
 * finds, for a search whose own words the catalogue does not hold (`broadSearchSince`).
 */
async function readMatches(
  db: Database,
  cache: ChangeCache,
  query: BookQuery,
  q: string | undefined,
  cursor: Cursor | null,
  { corrected = false, like }: { corrected?: boolean; like?: string | undefined } = {},
): Promise<BookPage> {
  const sort = query.sort ?? (q ? 'relevance' : 'newest');
  const filters: (SQL | undefined)[] = matchingFilters(query, q);
  const matching = and(...filters)!;
  const narrowed = Boolean(
    q ||
    query.author ||
    query.isbn ||
    query.course ||
    query.campus ||
    query.condition ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.advertised ||
    query.verifiedStudents,
  );

  let order: SQL[] = [];
  let offset = 0;
  let since: Date | null = null;
  if (sort === 'relevance' && q) {
    if (cursor && 'offset' in cursor) {
      offset = cursor.offset;
      since = cursor.since ? new Date(cursor.since) : null;
    } else if (!cursor) since = await broadSearchSince(db, cache, q, like);
  } else if (sort === 'price-asc' || sort === 'price-desc') {
    const up = sort === 'price-asc';
    order = up ? [asc(book.price), asc(book.id)] : [desc(book.price), desc(book.id)];
    if (cursor && 'id' in cursor) {
      if (typeof cursor.value !== 'number') throw badCursor();
      const price = cursor.value;
      filters.push(
        up
          ? or(gt(book.price, price), and(eq(book.price, price), gt(book.id, cursor.id)))
          : or(lt(book.price, price), and(eq(book.price, price), lt(book.id, cursor.id))),
      );
    }
  } else {
    order = [desc(book.createdAt), desc(book.id)];
    if (cursor && 'id' in cursor) {
      if (typeof cursor.value !== 'string') throw badCursor();
      const at = new Date(cursor.value);
      filters.push(or(lt(book.createdAt, at), and(eq(book.createdAt, at), lt(book.id, cursor.id))));
    }
  }

  const ranked = sort === 'relevance' && q;
  // A ranked page counts its matches as it ranks them; any other is counted apart.
  let rows: (BookRow & { matches?: number })[];
  if (ranked) {
    const rank = (among: SQL) =>
      selectRankedBooks(db, among, relevance(q), { limit: query.limit + 1, offset });
    rows = await rank(since ? and(matching, gte(book.createdAt, since))! : matching);
    // Fewer among the newest books than a list counts: the estimate was wrong; all are ranked.
    if (since && !cursor && (rows[0]?.matches ?? 0) <= BOOK_COUNT_CAP) {
      since = null;
      rows = await rank(matching);
    }
  } else {
    rows = await selectBooks(db)
      .where(and(...filters))
      .orderBy(...order)
      .limit(query.limit + 1);
  }
  const items = rows.slice(0, query.limit).map((row) => toBook(row));
  const last = rows.length > query.limit ? rows[query.limit - 1]! : null;
  let nextCursor: string | null = null;
  if (last) {
    const mark = corrected ? ({ corrected: true } as const) : {};
    if (ranked)
      nextCursor = encodeCursor({
        offset: offset + query.limit,
        ...(since && { since: since.toISOString() }),
        ...mark,
      });
    else if (sort === 'price-asc' || sort === 'price-desc')
      nextCursor = encodeCursor({ value: last.price, id: last.id, ...mark });
    else nextCursor = encodeCursor({ value: last.createdAt.toISOString(), id: last.id, ...mark });
  }
  if (cursor) return { items, nextCursor };
  const counted = rows[0]?.matches;
  const total = !narrowed
    ? await countKept(db, query.category)
    : counted !== undefined
      ? capped(counted)
      : nextCursor
        ? await countMatches(db, matching)
        : // The first page holds every match: it is its own count.
          { count: items.length, exact: true };
  return { items, nextCursor, total };
}

/** Books for sale in one category or in all: the counts the database keeps (migration 0004). */
async function countKept(db: Database, categoryId: string | undefined): Promise<BookTotal> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${category.availableBooks}), 0)::int` })
    .from(category)
    .where(categoryId ? eq(category.id, categoryId) : undefined);
  return { count: row?.count ?? 0, exact: true };
}

/**
 * Books a filter matches, counted to one past the cap and no further: at most that many rows
 * read, however large the catalog. Past the cap the list says '1,000+ books'.
 */
async function countMatches(db: Database, matching: SQL): Promise<BookTotal> {
  const matches = db
    .select({ one: sql<number>`1`.as('one') })
    .from(book)
    .where(matching)
    .limit(BOOK_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ count: count() }).from(matches);
  return capped(row?.count ?? 0);
}

const capped = (counted: number): BookTotal =>
  counted > BOOK_COUNT_CAP
    ? { count: BOOK_COUNT_CAP, exact: false }
    : { count: counted, exact: true };

/** One book, sold or not (a buyer's wishlist may lead to a sold one); deleted books are gone. */
export async function getBook(
  db: Database,
  cache: ChangeCache,
  id: string,
  viewerId: string | null,
): Promise<Book> {
  const [found, marks] = await Promise.all([
    cache.remember(`book:${id}`, () => readBook(db, id), inCatalog),
    viewerMarks(db, cache, viewerId),
  ]);
  if (!found) throw await missingBook(db, id);
  // A sold book is its seller's and its buyer's record; to anyone else it is gone.
  if (found.status === 'sold' && !(viewerId && (await boughtOrSold(db, found, viewerId, marks))))
    throw appError('BOOK_GONE', { params: { name: found.name } });
  // Only the seller and a buyer holding the copy may see the phone: only they cost a query.
  const mayCall = viewerId && (found.seller.id === viewerId || marks.held.has(id));
  const own = mayCall ? await sellerPhoneFor(db, id, viewerId) : null;
  const marked = marks.wishlist.has(found.id) || marks.reported.has(found.id);
  const shown = marked ? withMarks(found, marks) : found;
  if (!own) return shown;
  // The floor is the seller's own: their edit form shows it, a buyer never learns it.
  const offerFloor = found.seller.id === viewerId ? own.offerFloor : null;
  return { ...shown, sellerPhone: own.phone, offerFloor };
}

/**
 * The seller's phone: to the seller themselves (their edit form), and to a buyer whose meet-up the
 * seller accepted (or who bought the book) unless the seller keeps to messages; nobody else.
 */
const sellerPhoneQuery = prepared((db) =>
  db
    .select({ phone: book.sellerPhone, offerFloor: book.offerFloor })
    .from(book)
    .innerJoin(seller, eq(seller.id, book.sellerId))
    .where(
      and(
        eq(book.id, sql.placeholder('bookId')),
        or(
          eq(book.sellerId, sql.placeholder('viewerId')),
          and(
            eq(seller.phonePrivate, false),
            sql`exists (select 1 from ${booking} where ${booking.bookId} = ${book.id}
              and ${booking.buyerId} = ${sql.placeholder('viewerId')}
              and ${inArray(booking.status, ['accepted', 'paid'])})`,
          ),
        ),
      ),
    )
    .prepare('seller_phone_for_viewer'),
);

async function sellerPhoneFor(db: Database, bookId: string, viewerId: string) {
  const [row] = await sellerPhoneQuery(db).execute({ bookId, viewerId });
  return row ?? null;
}

const bookById = prepared((db) =>
  selectBooks(db)
    .where(and(eq(book.id, sql.placeholder('id')), liveBook()))
    .prepare('book_by_id'),
);

/**
 * Whether the viewer sold this book or bought it: its seller, or the buyer whose booking the sale
 * left standing (paid, or paid by card and held until the handover; the sale ended every other).
 */
async function boughtOrSold(db: Database, found: Book, viewerId: string, marks: Marks) {
  // The seller, or a buyer whose booking stands paid (the viewer's marks hold it already).
  if (found.seller.id === viewerId || marks.held.has(found.id)) return true;
  const [mine] = await db
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        eq(booking.bookId, found.id),
        eq(booking.buyerId, viewerId),
        inArray(booking.status, [...OPEN_STATUSES, 'paid']),
      ),
    )
    .limit(1);
  return mine !== undefined;
}

/** A book not live: gone when it was listed and taken down, else never there. */
async function missingBook(db: Database, id: string) {
  const [withdrawn] = await db
    .select({ name: book.name })
    .from(book)
    .where(and(eq(book.id, id), isNotNull(book.deletedAt)));
  return withdrawn
    ? appError('BOOK_GONE', { params: { name: withdrawn.name } })
    : appError('BOOK_NOT_FOUND');
}

async function readBook(db: Database, id: string): Promise<Book | null> {
  const [row] = await bookById(db).execute({ id });
  return row ? toBook(row) : null;
}

/** The book as a seller's change left it, read past any cache (only buyers save or report). */
async function changedBook(db: Database, id: string): Promise<Book> {
  const found = await readBook(db, id);
  if (!found) throw appError('BOOK_NOT_FOUND');
  return found;
}

const bookValues = (input: Partial<BookValues>) => ({
  ...(input.name !== undefined && { name: input.name, nameLatin: latinSpelling(input.name) }),
  ...(input.price !== undefined && { price: takaToPoisha(input.price) }),
  ...(input.originalPrice !== undefined && { originalPrice: takaToPoisha(input.originalPrice) }),
  ...(input.offerFloor !== undefined && {
    offerFloor: input.offerFloor === null ? null : takaToPoisha(input.offerFloor),
  }),
  ...(input.location !== undefined && { location: input.location }),
  ...(input.sellerPhone !== undefined && { sellerPhone: input.sellerPhone }),
  ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
  ...(input.condition !== undefined && { condition: input.condition }),
  ...(input.purchaseYear !== undefined && { purchaseYear: input.purchaseYear }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.author !== undefined && {
    author: input.author,
    authorLatin: latinSpelling(input.author),
  }),
  ...(input.edition !== undefined && { edition: input.edition }),
  ...(input.isbn !== undefined && { isbn: input.isbn }),
  ...(input.courseCodes !== undefined && { courseCodes: input.courseCodes }),
  ...(input.department !== undefined && { department: input.department }),
});

/**
 * A book's photos as given, as upload ids: `photos` in order with the cover first, or the one
 * `image`; the cover is always the first photo. Undefined when the input names none.
 */
function photosOf(input: {
  image?: string | undefined;
  photos?: string[] | undefined;
}): string[] | undefined {
  if (!input.photos) return input.image === undefined ? undefined : [input.image];
  if (input.image !== undefined && input.image !== input.photos[0])
    throw appError('COVER_NOT_FIRST');
  return input.photos;
}

/** Writes a book's photos in order, position 0 the cover, in place of those it had. */
async function writePhotos(tx: Executor, bookId: string, uploadIds: string[]) {
  await tx.delete(bookPhoto).where(eq(bookPhoto.bookId, bookId));
  await tx
    .insert(bookPhoto)
    .values(uploadIds.map((uploadId, position) => ({ bookId, uploadId, position })));
}

/** An offer floor is below the price it guards (poisha, as the book will hold them). */
function requireFloorBelowPrice(values: { price: number; offerFloor: number | null }) {
  if (values.offerFloor !== null && values.offerFloor > values.price)
    throw appError('OFFER_FLOOR_ABOVE_PRICE');
}

export async function createBook(db: Database, sellerId: string, input: BookValues): Promise<Book> {
  const photos = photosOf(input)!;
  const { price, offerFloor = null } = bookValues(input);
  requireFloorBelowPrice({ price: price!, offerFloor });
  const id = await db.transaction(async (tx) => {
    // The book is where its seller studies, as they said when it was listed; a Google sign-up
    // says where before their first book.
    const [owner] = await tx
      .select({ campusId: user.campusId })
      .from(user)
      .where(eq(user.id, sellerId));
    if (!owner?.campusId) throw appError('CAMPUS_REQUIRED');
    const [created] = await tx
      .insert(book)
      .values({
        sellerId,
        campusId: owner.campusId,
        ...bookValues(input),
      } as typeof book.$inferInsert)
      .returning({ id: book.id });
    for (const uploadId of photos) await claimUpload(tx, uploadId, sellerId);
    await writePhotos(tx, created!.id, photos);
    await notifyWanted(tx, created!.id);
    return created!.id;
  });
  return changedBook(db, id);
}

/** The book a seller wants to change: theirs, still there; a sold one stays as it was sold. */
async function findOwnBook(db: Database, sellerId: string, id: string) {
  const row = await getLiveBook(db, id);
  if (row.sellerId !== sellerId) throw appError('FORBIDDEN');
  return row;
}

export async function updateBook(
  db: Database,
  sellerId: string,
  id: string,
  patch: z.output<typeof ZBookPatch>,
): Promise<Book> {
  await findOwnBook(db, sellerId, id);
  await db.transaction(async (tx) => {
    // Locked, so a sale cannot land between the check and the change.
    const current = await getLiveBook(tx, id, { lock: true });
    if (current.status === 'sold') throw appError('BOOK_SOLD');
    requireFloorBelowPrice({ ...current, ...bookValues(patch) });
    const photos = photosOf(patch);
    if (photos) {
      const had = await tx
        .select({ uploadId: bookPhoto.uploadId })
        .from(bookPhoto)
        .where(eq(bookPhoto.bookId, id));
      const hadIds = new Set(had.map((photo) => photo.uploadId));
      for (const uploadId of photos)
        if (!hadIds.has(uploadId)) await claimUpload(tx, uploadId, sellerId);
      // Photos the edit took off are let go in the same transaction, so none is kept for nothing.
      const kept = new Set(photos);
      await releaseUploads(
        tx,
        [...hadIds].filter((uploadId) => !kept.has(uploadId)),
        sellerId,
      );
      await writePhotos(tx, id, photos);
    }
    // Moved on with its photos too, so a change to them is a change to the book.
    await tx
      .update(book)
      .set({ ...bookValues(patch), updatedAt: new Date() })
      .where(eq(book.id, id));
  });
  return changedBook(db, id);
}

export async function advertiseBook(db: Database, sellerId: string, id: string): Promise<Book> {
  const current = await findOwnBook(db, sellerId, id);
  if (current.status === 'sold')
    throw appError('BOOK_SOLD', { message: 'bookSoldCannotAdvertise' });
  if (!current.advertised) await db.update(book).set({ advertised: true }).where(eq(book.id, id));
  return changedBook(db, id);
}

/**
 * Takes a book off the market: its seller may, and an admin may for a reported book. A paid book
 * keeps its record; open bookings on a deleted book are cancelled.
 */
export async function deleteBook(db: Database, actor: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await getLiveBook(tx, id, { lock: true });
    const asAdmin = actor.role === 'admin';
    if (asAdmin ? !row.reportedAt : row.sellerId !== actor.id) throw appError('FORBIDDEN');
    if (row.status === 'sold') throw appError('BOOK_PAID');
    await withdrawBook(tx, id);
    if (asAdmin) {
      await audit(tx, {
        actorId: actor.id,
        action: 'book.delete_reported',
        targetType: 'book',
        targetId: id,
        details: { name: row.name, sellerId: row.sellerId },
      });
    }
  });
}

/** The seller's own books, newest first, sold ones included. */
export async function listMyBooks(db: Database, sellerId: string): Promise<MyBook[]> {
  const rows = await db
    .select({
      id: book.id,
      name: book.name,
      coverId: coverIdOf(book.id),
      price: book.price,
      status: book.status,
      advertised: book.advertised,
      createdAt: book.createdAt,
      categoryId: category.id,
      categoryName: category.name,
    })
    .from(book)
    .innerJoin(category, eq(category.id, book.categoryId))
    .where(and(eq(book.sellerId, sellerId), liveBook()))
    .orderBy(desc(book.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    ...coverOf(r.coverId),
    price: r.price,
    status: r.status,
    advertised: r.advertised,
    createdAt: r.createdAt.toISOString(),
    category: { id: r.categoryId, name: r.categoryName },
    hasPaidBooking: r.status === 'sold',
  }));
}

/** A Bangla letter, as PostgreSQL's regular expressions read it. */
const BANGLA_LETTER = '[\u0980-\u09E5\u09F0-\u09FF]';

/**
 * Writes the Latin spelling of every Bangla title and author that has none yet: books listed
 * before spellings were kept (migration 0021), at start. A few hundred rows a statement; a server
 * starting beside another skips the rows the other has written.
 */
export async function fillLatinSpellings(db: Database): Promise<void> {
  const missing = await db
    .select({ id: book.id, name: book.name, author: book.author })
    .from(book)
    .where(
      or(
        and(sql`${book.name} ~ ${BANGLA_LETTER}`, sql`${book.nameLatin} is null`),
        and(sql`${book.author} ~ ${BANGLA_LETTER}`, sql`${book.authorLatin} is null`),
      ),
    );
  for (let at = 0; at < missing.length; at += 500) {
    const rows = missing
      .slice(at, at + 500)
      .map(
        (row) => sql`(${row.id}::uuid, ${latinSpelling(row.name)}, ${latinSpelling(row.author)})`,
      );
    // Written past Drizzle's update, which would move updated_at: the book itself did not change.
    await db.execute(sql`
      update ${book} set name_latin = spelt.name_latin, author_latin = spelt.author_latin
      from (values ${sql.join(rows, sql`, `)}) as spelt(id, name_latin, author_latin)
      where ${book.id} = spelt.id
        and (${book.nameLatin}, ${book.authorLatin}) is distinct from (spelt.name_latin, spelt.author_latin)`);
  }
}
