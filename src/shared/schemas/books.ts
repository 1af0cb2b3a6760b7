import { z } from './zod';
import {
  BOOK_CONDITIONS,
  BOOK_SORTS,
  CATEGORIES,
  DEFAULT_BOOK_CONDITION,
  MAX_PRICE_TAKA,
} from '../constants';
import { courseCodesOf, MAX_COURSE_CODES, normaliseCourseCode, toIsbn13 } from '../book-details';
import { latinDigits, numberOfText } from '../digits';
import { readableTextField } from './text';
import { ZCampusId, ZCampusTag } from './campuses';
import { ZPhoto } from './uploads';
import { messageKey } from '../i18n/keys';

export const PAGE_SIZE = 24;
/** Photos one book may have; the first is its cover. */
export const MAX_BOOK_PHOTOS = 5;
const EARLIEST_PURCHASE_YEAR = 1900;

/**
 * A number sent as a JSON number, or as the text a number field holds, in Latin or Bangla digits
 * ('450', '৩৪৯.৫০'). Nothing else is read as one: true, [450], '4e2' and '450 TK' are refused,
 * never coerced. An empty field (or one that read as NaN) is missing, not zero.
 */
const typedNumber = (required: string) =>
  z
    .union([z.number(), z.string()], { error: required })
    .transform((value, ctx) => {
      if (typeof value !== 'string') return value;
      const read = numberOfText(value);
      // Text that is there but is no number says so; an empty field is missing.
      if (Number.isNaN(read) && value.trim())
        ctx.issues.push({ code: 'custom', message: messageKey('notDigits'), input: value });
      return read;
    })
    .pipe(z.number({ error: required }));

/** A price in taka: whole or with poisha, above zero, within reason. */
export const taka = (required: string) =>
  typedNumber(required)
    .refine((n) => n > 0, messageKey('priceNotPositive'))
    .refine((n) => n <= MAX_PRICE_TAKA, messageKey('priceTooHigh'))
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, messageKey('priceDecimals'));

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** A Bangladeshi mobile number: 01XXXXXXXXX, or with +880, in Latin or Bangla digits. */
export const ZBangladeshMobile = z
  .string({ error: messageKey('phoneRequired') })
  .trim()
  .min(1, messageKey('phoneRequired'))
  .transform(latinDigits)
  .pipe(z.string().regex(/^(\+?880|0)1[3-9]\d{8}$/, messageKey('phoneInvalid')));

/** An optional detail: blank means none (and, in an edit, clears it). */
const detail = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** An ISBN as typed, checked and kept as ISBN-13; blank is none. */
const ZIsbn = z
  .string()
  .trim()
  .transform((value, context) => {
    if (!value) return null;
    const isbn = toIsbn13(value);
    if (isbn) return isbn;
    context.addIssue({ code: 'custom', message: messageKey('isbnInvalid') });
    return z.NEVER;
  })
  .nullable()
  .optional();

/** Course codes as a comma-separated text or a list: each written as 'CSE 101', once. */
const ZCourseCodes = z
  .union([z.string().max(200), z.array(z.string().max(20)).max(20)])
  .transform((value, context) => {
    const typed = typeof value === 'string' ? courseCodesOf(value) : value;
    const codes = typed.map(normaliseCourseCode);
    const distinct = [...new Set(codes)];
    if (codes.some((code) => code === null) || distinct.length > MAX_COURSE_CODES) {
      context.addIssue({ code: 'custom', message: messageKey('courseCodeInvalid') });
      return z.NEVER;
    }
    return distinct as string[];
  })
  .optional();

/** The details students search by, none required. */
const bookDetails = {
  author: detail(120, messageKey('authorTooLong')),
  edition: detail(60, messageKey('editionTooLong')),
  isbn: ZIsbn,
  courseCodes: ZCourseCodes,
  department: detail(100, messageKey('departmentTooLong')),
};

/** Add A Book For Sale: the form and POST /api/books validate with this same schema. */
export const ZBookInput = z.object({
  name: required(messageKey('bookNameRequired')),
  price: taka(messageKey('priceRequired')),
  location: required(messageKey('locationRequired')),
  originalPrice: taka(messageKey('originalPriceRequired')),
  /** The lowest offer the seller takes, in taka; empty or null: any offer up to the price. */
  offerFloor: z.preprocess(
    (v) => ((typeof v === 'string' && !v.trim()) || Number.isNaN(v) ? null : v),
    taka(messageKey('priceNotPositive')).nullable().optional(),
  ),
  sellerPhone: ZBangladeshMobile,
  categoryId: z.enum(CATEGORIES.map((c) => c.id) as [string, ...string[]], {
    error: messageKey('categoryRequired'),
  }),
  condition: z
    .enum(BOOK_CONDITIONS, { error: messageKey('conditionRequired') })
    .default(DEFAULT_BOOK_CONDITION),
  purchaseYear: typedNumber(messageKey('yearRequired'))
    .refine((year) => Number.isInteger(year), messageKey('yearRange'))
    .refine(
      (year) => year >= EARLIEST_PURCHASE_YEAR && year <= new Date().getFullYear(),
      messageKey('yearRange'),
    ),
  description: required(messageKey('descriptionRequired'), 2000),
  /** The cover, as an upload's id (or its URL). With `photos`, it is their first. */
  image: ZPhoto,
  /** Every photo in order, the cover first, as uploads' ids: at most MAX_BOOK_PHOTOS, each once. */
  photos: z
    .array(ZPhoto)
    .min(1, messageKey('photoRequired'))
    .max(MAX_BOOK_PHOTOS, `A book can have at most ${MAX_BOOK_PHOTOS} photos`)
    .refine((photos) => new Set(photos).size === photos.length, 'Each photo can be added once')
    .optional(),
  ...bookDetails,
});
export type BookInput = z.input<typeof ZBookInput>;
export type BookValues = z.output<typeof ZBookInput>;

/** An edit: any of the fields, none defaulted (a condition left out stays as it was). */
export const ZBookPatch = ZBookInput.omit({ image: true, condition: true })
  .partial()
  .extend({ condition: z.enum(BOOK_CONDITIONS).optional(), image: ZPhoto.optional() })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), 'Nothing to change');

export const ZRating = z.object({
  /** The mean of the stars, to one decimal; null before the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type Rating = z.infer<typeof ZRating>;

/** A mean of `total` stars over `count` reviews, to one decimal. */
export const ratingFrom = (total: number, count: number): Rating => ({
  average: count === 0 ? null : Math.round((total / count) * 10) / 10,
  count,
});

export const ZSeller = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** The admins' mark on a seller they checked (spec). */
  verified: z.boolean(),
  /** Confirmed a university address of their campus within the year. */
  verifiedStudent: z.boolean(),
  rating: ZRating,
});

export const ZBook = z
  .object({
    id: z.string(),
    name: z.string(),
    condition: z.enum(BOOK_CONDITIONS),
    location: z.string(),
    /** Poisha. */
    price: z.number().int(),
    /** Poisha. */
    originalPrice: z.number().int(),
    /**
     * Only on the book page, to a buyer whose meet-up its seller accepted (unless the seller keeps
     * to messages): lists never carry sellers' phone numbers.
     */
    sellerPhone: z.string().nullable(),
    /** Poisha: the lowest offer the seller takes; only to the seller (their edit form). */
    offerFloor: z.number().int().nullable(),
    description: z.string(),
    purchaseYear: z.number().int(),
    image: z.string(),
    thumbnail: z.string(),
    /** Every photo in the seller's order, the cover first; `id` is its upload's, for an edit. */
    photos: z.object({ id: z.string(), url: z.string(), thumbnail: z.string() }).array(),
    author: z.string().nullable(),
    edition: z.string().nullable(),
    /** ISBN-13. */
    isbn: z.string().nullable(),
    courseCodes: z.string().array(),
    department: z.string().nullable(),
    status: z.enum(['available', 'sold']),
    advertised: z.boolean(),
    /** Held for a buyer whose meet-up the seller accepted: nobody else can book it meanwhile. */
    reserved: z.boolean(),
    category: z.object({ id: z.string(), name: z.string() }),
    /** Where the book is to be had: its seller's campus when it was listed, if they had chosen one. */
    campus: ZCampusTag.nullable(),
    seller: ZSeller,
    createdAt: z.string(),
    /** For a signed-in buyer: whether they reported it / saved it. */
    reportedByMe: z.boolean(),
    inMyWishlist: z.boolean(),
  })
  .meta({ id: 'Book' });
export type Book = z.infer<typeof ZBook>;

/** A price filter as its field's text, in taka. */
const queryPrice = z.string().transform(numberOfText).pipe(z.number().min(0).max(MAX_PRICE_TAKA));

/** GET /api/books: search, filters, sort and a cursor; the results page keeps these in its URL. */
export const ZBookQuery = z.object({
  q: z.string().trim().max(100).optional(),
  /** Books by an author, forgiving typos. */
  author: z.string().trim().min(2).max(100).optional(),
  /** Exactly this book: an ISBN-10 or -13, hyphens forgiven (an invalid one matches nothing). */
  isbn: z.string().trim().max(20).optional(),
  /** Books read for a course, as 'CSE 101', 'cse101' or 'CSE-101'. */
  course: z.string().trim().max(20).optional(),
  category: z.string().max(50).optional(),
  /** Books to be had at one campus (GET /api/campuses); without it, at every campus. */
  campus: ZCampusId.optional(),
  condition: z.enum(BOOK_CONDITIONS).optional(),
  /** Taka, in Latin or Bangla digits. */
  minPrice: queryPrice.optional(),
  maxPrice: queryPrice.optional(),
  advertised: z.stringbool().optional(),
  /** Only books whose sellers are verified students. */
  verifiedStudents: z.stringbool().optional(),
  sort: z.enum(BOOK_SORTS).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE).default(PAGE_SIZE),
});
export type BookQuery = z.input<typeof ZBookQuery>;

/** A filtered list is counted this far and no further: past it, the count reads '1,000+ books'. */
export const BOOK_COUNT_CAP = 1000;

/** How many books a list holds, sent with its first page; `exact` is false past the cap. */
export const ZBookTotal = z
  .object({ count: z.number().int().nonnegative(), exact: z.boolean() })
  .meta({ id: 'BookTotal' });
export type BookTotal = z.infer<typeof ZBookTotal>;

export const ZBookPage = z
  .object({
    items: ZBook.array(),
    nextCursor: z.string().nullable(),
    /** On the first page only. */
    total: ZBookTotal.optional(),
    /**
     * On the first page of a search that found next to nothing as typed: the words it shows
     * books for instead, its typos corrected ('Showing results for …').
     */
    correctedQuery: z.string().optional(),
  })
  .meta({ id: 'BookPage' });
export type BookPage = z.infer<typeof ZBookPage>;

export const ZCategoryBooks = ZBookPage.extend({
  category: z.object({ id: z.string(), name: z.string() }),
});
export type CategoryBooks = z.infer<typeof ZCategoryBooks>;

export const ZReportInput = z.object({ reason: readableTextField().max(500).optional() });

export const ZReportedBook = z
  .object({
    id: z.string(),
    name: z.string(),
    image: z.string(),
    thumbnail: z.string(),
    price: z.number().int(),
    status: z.enum(['available', 'sold']),
    seller: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      verified: z.boolean(),
    }),
    reports: z.number().int(),
    reasons: z.string().array(),
    reportedAt: z.string(),
  })
  .meta({ id: 'ReportedBook' });
export type ReportedBook = z.infer<typeof ZReportedBook>;

/** A row of the seller's My Products table. */
export const ZMyBook = ZBook.pick({
  id: true,
  name: true,
  image: true,
  thumbnail: true,
  price: true,
  status: true,
  advertised: true,
  createdAt: true,
}).extend({
  category: z.object({ id: z.string(), name: z.string() }),
  hasPaidBooking: z.boolean(),
});
export type MyBook = z.infer<typeof ZMyBook>;

export const ZWishlistItem = z
  .object({ book: ZBook, savedAt: z.string() })
  .meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof ZWishlistItem>;
