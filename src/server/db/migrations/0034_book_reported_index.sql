-- The books waiting in the moderation queue, and the admin menu's count of them, are found from
-- the few reported ones, not by reading every book.
CREATE INDEX "book_reported_idx" ON "book" USING btree ("reported_at") WHERE "book"."reported_at" is not null;