ALTER TABLE "booking" DROP CONSTRAINT "booking_status_check";--> statement-breakpoint
DROP INDEX "booking_open_unique";--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "offer_floor" integer;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "offer_price" integer;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "offer_by" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_offered_idx" ON "booking" USING btree ("offered_at") WHERE "booking"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_open_unique" ON "booking" USING btree ("book_id","buyer_id") WHERE "booking"."status" in ('offered', 'pending', 'accepted');--> statement-breakpoint
ALTER TABLE "book" ADD CONSTRAINT "book_offer_floor_check" CHECK ("book"."offer_floor" > 0);--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_offer_price_check" CHECK ("booking"."offer_price" > 0);--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_status_check" CHECK ("booking"."status" in ('offered', 'pending', 'accepted', 'paid', 'declined', 'cancelled', 'lapsed', 'no_show'));