CREATE TABLE "review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewee_id" text NOT NULL,
	"reviewer_side" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_once_per_side" UNIQUE("booking_id","reviewer_id"),
	CONSTRAINT "review_stars_check" CHECK ("review"."stars" between 1 and 5),
	CONSTRAINT "review_comment_check" CHECK (char_length("review"."comment") <= 500),
	CONSTRAINT "review_side_check" CHECK ("review"."reviewer_side" in ('buyer', 'seller')),
	CONSTRAINT "review_parties_check" CHECK ("review"."reviewer_id" <> "review"."reviewee_id")
);
--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_reviewee_id_user_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reviewee_idx" ON "review" USING btree ("reviewee_id","created_at");