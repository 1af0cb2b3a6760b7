-- A likeness search compares the typed words with the title and the author as one string, by one
-- trigram index: two indexes ORed with the text search took the planner to a scan of the table.
DROP INDEX "book_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "book_findable_trgm_idx" ON "book" USING gin (("name" || ' ' || coalesce("author", '')) gin_trgm_ops);