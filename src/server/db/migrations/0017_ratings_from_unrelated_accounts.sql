CREATE TABLE "account_visitor" (
	"user_id" text NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_visitor_user_id_visitor_pk" PRIMARY KEY("user_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show_dispute" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show_disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show_dispute_reason" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "no_show_decided_by" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "booked_visitor" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "booked_address" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "handover_visitor" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "handover_address" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "arms_length" boolean;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "related_reason" text;--> statement-breakpoint
ALTER TABLE "account_visitor" ADD CONSTRAINT "account_visitor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_visitor_visitor_idx" ON "account_visitor" USING btree ("visitor");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_no_show_decided_by_user_id_fk" FOREIGN KEY ("no_show_decided_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_no_show_disputed_idx" ON "booking" USING btree ("no_show_disputed_at") WHERE "booking"."no_show_dispute" = 'disputed';--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_no_show_dispute_check" CHECK ("booking"."no_show_dispute" in ('disputed', 'upheld', 'rejected'));--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_related_reason_check" CHECK ("booking"."related_reason" in ('same-browser', 'same-address'));--> statement-breakpoint
-- Sales completed before the judgement existed left no evidence either way: they keep counting.
UPDATE "booking" SET "arms_length" = true, "completed_at" = "updated_at" WHERE "status" = 'paid';--> statement-breakpoint
UPDATE "booking" SET "no_show_at" = "updated_at" WHERE "status" = 'no_show';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person text;
BEGIN
  IF TG_OP = 'DELETE' THEN person := OLD."reviewee_id"; ELSE person := NEW."reviewee_id"; END IF;
  -- Only sales between unrelated accounts count, and each rater once: their latest word.
  UPDATE "user" SET ("rating_count", "rating_total") = (
    SELECT count(*), coalesce(sum(latest."stars"), 0) FROM (
      SELECT DISTINCT ON (r."reviewer_id") r."stars"
      FROM "review" r JOIN "booking" b ON b."id" = r."booking_id"
      WHERE r."reviewee_id" = person AND r."removed_at" IS NULL AND b."arms_length"
      ORDER BY r."reviewer_id", r."created_at" DESC, r."id" DESC
    ) latest
  )
  WHERE "id" = person;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "user" u SET ("rating_count", "rating_total") = (
  SELECT count(*), coalesce(sum(latest."stars"), 0) FROM (
    SELECT DISTINCT ON (r."reviewer_id") r."stars"
    FROM "review" r JOIN "booking" b ON b."id" = r."booking_id"
    WHERE r."reviewee_id" = u."id" AND r."removed_at" IS NULL AND b."arms_length"
    ORDER BY r."reviewer_id", r."created_at" DESC, r."id" DESC
  ) latest
)
WHERE u."rating_count" > 0;
