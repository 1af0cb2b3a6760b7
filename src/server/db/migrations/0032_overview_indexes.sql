-- The admin overview (modules/overview) counts a span's people and books by day and campus from
-- their created_at indexes alone, and its bookings and sales by campus from the booking rows alone.
DROP INDEX "user_created_idx";--> statement-breakpoint
DROP INDEX "book_created_idx";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "campus_id" text;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_campus_id_campus_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at","campus_id");--> statement-breakpoint
CREATE INDEX "book_created_idx" ON "book" USING btree ("created_at","campus_id");--> statement-breakpoint
-- A booking's campus is its book's: copied as the booking is made, unless given.
CREATE FUNCTION "booking_campus_from_book"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."campus_id" IS NULL THEN
    NEW."campus_id" := (SELECT "campus_id" FROM "book" WHERE "id" = NEW."book_id");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_campus_on_insert" BEFORE INSERT ON "booking"
  FOR EACH ROW EXECUTE FUNCTION "booking_campus_from_book"();--> statement-breakpoint
-- A book moved to another campus (a campus merged into another) takes its bookings along.
CREATE FUNCTION "booking_campus_follows_book"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking" SET "campus_id" = NEW."campus_id" WHERE "book_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_campus_on_book_move" AFTER UPDATE OF "campus_id" ON "book"
  FOR EACH ROW
  WHEN (OLD."campus_id" IS DISTINCT FROM NEW."campus_id")
  EXECUTE FUNCTION "booking_campus_follows_book"();--> statement-breakpoint
UPDATE "booking" SET "campus_id" = "book"."campus_id"
FROM "book"
WHERE "book"."id" = "booking"."book_id" AND "book"."campus_id" IS NOT NULL;
