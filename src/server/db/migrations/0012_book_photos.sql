ALTER TABLE "book" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "book" SET "photos" = ARRAY["image"] WHERE cardinality("photos") = 0;--> statement-breakpoint
ALTER TABLE "book" ADD CONSTRAINT "book_photos_check" CHECK (cardinality("book"."photos") <= 5);