CREATE TABLE "meetup_spot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetup_spot_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "booking" DROP CONSTRAINT "booking_status_check";--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
DROP INDEX "booking_open_unique";--> statement-breakpoint
ALTER TABLE "message" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "meet_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "meet_proposed_by" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "handover_code" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "handover_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_one_accepted_per_book" ON "booking" USING btree ("book_id") WHERE "booking"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "booking_accepted_idx" ON "booking" USING btree ("accepted_at") WHERE "booking"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_open_unique" ON "booking" USING btree ("book_id","buyer_id") WHERE "booking"."status" in ('pending', 'accepted');--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_kind_check" CHECK ("message"."kind" in ('text', 'event'));--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_check" CHECK ("message"."kind" = 'event' or "message"."sender_id" is not null);--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_status_check" CHECK ("booking"."status" in ('pending', 'accepted', 'paid', 'declined', 'cancelled', 'lapsed', 'no_show'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('book-booked', 'book-paid', 'receipt', 'book-refunded', 'booking-update-buyer', 'booking-update-seller', 'unread-buyer', 'unread-seller'));