DROP INDEX "book_listing_idx";--> statement-breakpoint
DROP INDEX "book_advertised_idx";--> statement-breakpoint
CREATE INDEX "book_newest_idx" ON "book" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "book"."status" = 'available' and "book"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "book_category_price_idx" ON "book" USING btree ("category_id","price","id") WHERE "book"."status" = 'available' and "book"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "book_price_idx" ON "book" USING btree ("price","id") WHERE "book"."status" = 'available' and "book"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "book_listing_idx" ON "book" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "book"."status" = 'available' and "book"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "book_advertised_idx" ON "book" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "book"."advertised" and "book"."status" = 'available' and "book"."deleted_at" is null;