-- Photos are kept as upload ids, not URLs: a book's in "book_photo" (position 0 the cover), a
-- person's in "user"."image_upload_id". "user"."image" stays for a picture a sign-in provider
-- gave (Google's https URL), which is no upload of ours. Filled first, constrained after: one pass
-- per index and key instead of one per row.
CREATE TABLE "book_photo" (
	"book_id" uuid NOT NULL,
	"upload_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "book_photo_position_check" CHECK ("book_photo"."position" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "image_upload_id" text;--> statement-breakpoint
-- A book photo that is not the address of an upload (only a hand-edited row can hold one) has no
-- id to keep: rather than lose it, the migration stops here, its transaction undone, and says
-- which; so it does for a book whose photos would be more than five with its cover.
DO $$
DECLARE
  unreadable bigint;
  example text;
  crowded bigint;
BEGIN
  SELECT count(*), min(p.url) INTO unreadable, example
  FROM "book" b CROSS JOIN LATERAL unnest(ARRAY[b."image"] || b."photos") AS p(url)
  WHERE p.url !~ '^/uploads/[A-Za-z0-9_-]{22}\.webp$';
  IF unreadable > 0 THEN
    RAISE EXCEPTION '% book photos are not upload addresses (such as %): replace them with uploaded photos, then migrate again', unreadable, example;
  END IF;
  SELECT count(*) INTO crowded FROM "book"
  WHERE cardinality("photos") >= 5 AND NOT "image" = ANY ("photos");
  IF crowded > 0 THEN
    RAISE EXCEPTION '% books have a cover besides five photos: take one off, then migrate again', crowded;
  END IF;
END $$;--> statement-breakpoint
-- Every photo in its order: the cover ("image") first, then the others. A book made before photos
-- were a list has only its cover.
INSERT INTO "book_photo" ("book_id", "upload_id", "position")
SELECT b."id", substring(p.url FROM '^/uploads/([A-Za-z0-9_-]{22})\.webp$'), p.n - 1
FROM "book" b
CROSS JOIN LATERAL unnest(
  CASE
    WHEN cardinality(b."photos") = 0 THEN ARRAY[b."image"]
    WHEN b."photos"[1] = b."image" THEN b."photos"
    ELSE ARRAY[b."image"] || array_remove(b."photos", b."image")
  END
) WITH ORDINALITY AS p(url, n);--> statement-breakpoint
UPDATE "user" SET
  "image_upload_id" = substring("image" FROM '^/uploads/([A-Za-z0-9_-]{22})\.webp$'),
  "image" = NULL
WHERE "image" ~ '^/uploads/[A-Za-z0-9_-]{22}\.webp$';--> statement-breakpoint
-- A photo whose upload row is gone (a database filled by SQL, or restored apart from its uploads)
-- is not dropped: its row is made again, owned by the book's seller (or the person), its size
-- unknown (0), so the photo keeps its place and is served as before while its file is there.
INSERT INTO "upload" ("id", "owner_id", "width", "height", "bytes", "attached_at")
SELECT DISTINCT ON (missing."id") missing."id", missing."owner_id", 0, 0, 0, now()
FROM (
  SELECT bp."upload_id" AS "id", b."seller_id" AS "owner_id"
  FROM "book_photo" bp JOIN "book" b ON b."id" = bp."book_id"
  UNION ALL
  SELECT "image_upload_id", "id" FROM "user" WHERE "image_upload_id" IS NOT NULL
) missing
WHERE NOT EXISTS (SELECT 1 FROM "upload" u WHERE u."id" = missing."id")
ORDER BY missing."id";--> statement-breakpoint
-- A photo in use is never swept as unattached.
UPDATE "upload" u SET "attached_at" = now()
WHERE u."attached_at" IS NULL
  AND (EXISTS (SELECT 1 FROM "book_photo" bp WHERE bp."upload_id" = u."id")
    OR EXISTS (SELECT 1 FROM "user" p WHERE p."image_upload_id" = u."id"));--> statement-breakpoint
-- The key carries the upload id: a book's photos (and its cover, position 0) are read from the
-- index alone, in order, with no visit to the table and no sort.
ALTER TABLE "book_photo" ADD CONSTRAINT "book_photo_book_id_position_pk" PRIMARY KEY("book_id","position") INCLUDE ("upload_id");--> statement-breakpoint
ALTER TABLE "book_photo" ADD CONSTRAINT "book_photo_book_id_book_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."book"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_photo" ADD CONSTRAINT "book_photo_upload_id_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_photo_upload_idx" ON "book_photo" USING btree ("upload_id");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_image_upload_id_upload_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."upload"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_image_upload_idx" ON "user" USING btree ("image_upload_id") WHERE "user"."image_upload_id" is not null;--> statement-breakpoint
ALTER TABLE "book" DROP CONSTRAINT "book_photos_check";--> statement-breakpoint
ALTER TABLE "book" DROP COLUMN "image";--> statement-breakpoint
ALTER TABLE "book" DROP COLUMN "photos";--> statement-breakpoint
-- Lists read book_photo from their first query on: it is planned with what it holds, not as empty.
ANALYZE "book_photo";--> statement-breakpoint
-- A book's photos are part of what the catalog shows: a change to them is a change to it.
CREATE TRIGGER "book_photo_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_photo"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boipoka_changes', 'user:' || OLD."id");
  -- A seller's name, photo, tick and rating are shown on their books.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  ELSIF (OLD."name", OLD."image", OLD."image_upload_id", OLD."verified", OLD."deleted_at", OLD."rating_count", OLD."rating_total")
      IS DISTINCT FROM (NEW."name", NEW."image", NEW."image_upload_id", NEW."verified", NEW."deleted_at", NEW."rating_count", NEW."rating_total") THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  END IF;
  RETURN NULL;
END $$;
