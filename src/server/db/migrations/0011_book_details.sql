-- An immutable spelling of a book's course codes, for its generated search column.
CREATE FUNCTION "course_codes_text"(codes text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(codes, ' ') $$;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "edition" text;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "isbn" text;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "course_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "book" drop column "search";--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("book"."name", '')), 'A') || setweight(to_tsvector('simple', coalesce("book"."author", '')), 'A') || setweight(to_tsvector('simple', course_codes_text("book"."course_codes")), 'A') || setweight(to_tsvector('english', coalesce("book"."department", '')), 'B') || setweight(to_tsvector('english', coalesce("book"."description", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "book_search_idx" ON "book" USING gin ("search");--> statement-breakpoint
CREATE INDEX "book_author_trgm_idx" ON "book" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "book_isbn_idx" ON "book" USING btree ("isbn") WHERE "book"."isbn" is not null;--> statement-breakpoint
CREATE INDEX "book_course_codes_idx" ON "book" USING gin ("course_codes");
