ALTER TABLE "payment" DROP CONSTRAINT "payment_booking_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_sale_per_booking" ON "payment" USING btree ("booking_id") WHERE "payment"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payment_booking_idx" ON "payment" USING btree ("booking_id");