CREATE TABLE "conversation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"last_message_at" timestamp with time zone,
	"buyer_read_at" timestamp with time zone,
	"seller_read_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_buyer_book_unique" UNIQUE("book_id","buyer_id"),
	CONSTRAINT "conversation_parties_check" CHECK ("conversation"."buyer_id" <> "conversation"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "message_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_body_check" CHECK (char_length("message"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_book_id_book_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."book"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_buyer_idx" ON "conversation" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversation_seller_idx" ON "conversation" USING btree ("seller_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversation_reported_idx" ON "conversation" USING btree ("reported_at") WHERE "conversation"."reported_at" is not null;--> statement-breakpoint
CREATE INDEX "message_conversation_idx" ON "message" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "message_seq_idx" ON "message" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_unread_unique" ON "mail_queue" USING btree ("kind","about_id") WHERE "mail_queue"."sent_at" is null and "mail_queue"."kind" like 'unread-%';--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('book-booked', 'book-paid', 'receipt', 'book-refunded', 'unread-buyer', 'unread-seller'));