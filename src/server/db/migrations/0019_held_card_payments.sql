ALTER TABLE "payment" DROP CONSTRAINT "payment_status_check";--> statement-breakpoint
DROP INDEX "payment_one_sale_per_book";--> statement-breakpoint
DROP INDEX "payment_one_sale_per_booking";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "card_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_card_paid_pending_idx" ON "booking" USING btree ("card_paid_at") WHERE "booking"."status" = 'pending' and "booking"."card_paid_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_refunding_idx" ON "payment" USING btree ("created_at") WHERE "payment"."status" = 'refunding';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_sale_per_book" ON "payment" USING btree ("book_id") WHERE "payment"."status" in ('held', 'succeeded');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_sale_per_booking" ON "payment" USING btree ("booking_id") WHERE "payment"."status" in ('held', 'succeeded');--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('held', 'succeeded', 'refunding', 'refunded'));