CREATE TABLE "gateway_attempt" (
	"tran_id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"session_key" text,
	"val_id" text,
	"bank_tran_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "gateway_attempt_status_check" CHECK ("gateway_attempt"."status" in ('open', 'paid', 'lost', 'review', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"paid_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_amount_check" CHECK ("payout"."amount" > 0),
	CONSTRAINT "payout_method_check" CHECK ("payout"."method" in ('bkash', 'nagad', 'rocket', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "gateway_attempt" ADD CONSTRAINT "gateway_attempt_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_attempt" ADD CONSTRAINT "gateway_attempt_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout" ADD CONSTRAINT "payout_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout" ADD CONSTRAINT "payout_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_attempt_open_idx" ON "gateway_attempt" USING btree ("created_at") WHERE "gateway_attempt"."status" = 'open';--> statement-breakpoint
CREATE INDEX "gateway_attempt_booking_idx" ON "gateway_attempt" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payout_seller_idx" ON "payout" USING btree ("seller_id","created_at");