CREATE TABLE "moderation_decision" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"admin_id" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_decision_kind_check" CHECK ("moderation_decision"."kind" in ('book', 'conversation', 'review')),
	CONSTRAINT "moderation_decision_action_check" CHECK ("moderation_decision"."action" in ('dismiss', 'remove', 'warn', 'suspend')),
	CONSTRAINT "moderation_decision_reason_check" CHECK ("moderation_decision"."reason" in ('no-violation', 'misleading', 'offensive', 'spam', 'scam', 'harassment', 'prohibited', 'repeated'))
);
--> statement-breakpoint
CREATE TABLE "contact_reply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"admin_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_check";--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspension_note" text;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "reported_by" text;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "decision_id" uuid;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "reported_by" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_decision" ADD CONSTRAINT "moderation_decision_book_id_book_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."book"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decision" ADD CONSTRAINT "moderation_decision_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decision" ADD CONSTRAINT "moderation_decision_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reply" ADD CONSTRAINT "contact_reply_message_id_contact_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reply" ADD CONSTRAINT "contact_reply_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_decision_owner_idx" ON "moderation_decision" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decision_subject_idx" ON "moderation_decision" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "contact_reply_message_idx" ON "contact_reply" USING btree ("message_id","created_at");--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_reported_by_user_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_decision_id_moderation_decision_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decision"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_reported_by_user_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "book_created_idx" ON "book" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "conversation_created_idx" ON "conversation" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_created_idx" ON "booking" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_completed_idx" ON "booking" USING btree ("completed_at") WHERE "booking"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "review_reported_idx" ON "review" USING btree ("reported_at") WHERE "review"."reported_at" is not null;--> statement-breakpoint
CREATE INDEX "audit_event_actor_idx" ON "audit_event" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_event_target_idx" ON "audit_event" USING btree ("target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_message_inbox_idx" ON "contact_message" USING btree ("created_at" DESC NULLS LAST) WHERE "contact_message"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_check" CHECK ("notification"."kind" in ('message', 'booking', 'wanted', 'review', 'moderation'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('book-booked', 'book-paid', 'receipt', 'book-refunded', 'booking-update-buyer', 'booking-update-seller', 'wanted-match', 'contact-reply', 'unread-buyer', 'unread-seller'));--> statement-breakpoint
UPDATE "conversation" SET "first_reply_at" = "replies"."first"
FROM (
  SELECT "message"."conversation_id", min("message"."created_at") AS "first"
  FROM "message" JOIN "conversation" ON "conversation"."id" = "message"."conversation_id"
  WHERE "message"."kind" = 'text' AND "message"."sender_id" = "conversation"."seller_id"
  GROUP BY "message"."conversation_id"
) AS "replies"
WHERE "conversation"."id" = "replies"."conversation_id";
