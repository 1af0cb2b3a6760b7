CREATE TABLE "app_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification" DROP CONSTRAINT "notification_user_book_unique";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "notify" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "kind" text DEFAULT 'wanted' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "review_id" uuid;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "push_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "push_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscription_user_idx" ON "push_subscription" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_wanted_unique" ON "notification" USING btree ("user_id","book_id") WHERE "notification"."kind" = 'wanted';--> statement-breakpoint
CREATE UNIQUE INDEX "notification_thread_unique" ON "notification" USING btree ("user_id","conversation_id") WHERE "notification"."kind" = 'message' and "notification"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notification_conversation_idx" ON "notification" USING btree ("conversation_id") WHERE "notification"."conversation_id" is not null;--> statement-breakpoint
CREATE INDEX "notification_push_due_idx" ON "notification" USING btree ("push_after") WHERE "notification"."push_after" is not null;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_check" CHECK ("notification"."kind" in ('message', 'booking', 'wanted', 'review'));