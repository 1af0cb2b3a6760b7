import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { photoUrl } from '../../../shared/schemas/uploads';

/*
 * Photos are kept as upload ids (book_photo, user.image_upload_id); responses carry addresses,
 * made from the ids with `photoUrl` where the response is made. The subqueries name book_photo by
 * an alias of their own: a query of one table writes its columns unqualified, and `bookId` must
 * still be the outer book's id.
 */

/** The upload id of a book's cover, its photo at position 0: one lookup of book_photo's key. */
export const coverIdOf = (bookId: AnyPgColumn) =>
  sql<string>`(select "cover"."upload_id" from "book_photo" "cover" where "cover"."book_id" = ${bookId} and "cover"."position" = 0)`;

/** The upload ids of a book's photos in order, the cover first: one range of book_photo's key. */
export const photoIdsOf = (bookId: AnyPgColumn) =>
  sql<
    string[]
  >`array(select "photo"."upload_id" from "book_photo" "photo" where "photo"."book_id" = ${bookId} order by "photo"."position")`;

/** A book's cover as responses show it: full size and thumbnail. */
export const coverOf = (uploadId: string) => ({
  image: photoUrl(uploadId, 'full'),
  thumbnail: photoUrl(uploadId, 'thumb'),
});
