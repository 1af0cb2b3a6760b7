ALTER TABLE "booking" ADD COLUMN "buyer_student" boolean;--> statement-breakpoint
-- A sale counts in the public figures when it was between unrelated accounts, or its buyer was a
-- verified student (decision 0020); each rater once, their latest word.
CREATE OR REPLACE FUNCTION "keep_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person text;
BEGIN
  IF TG_OP = 'DELETE' THEN person := OLD."reviewee_id"; ELSE person := NEW."reviewee_id"; END IF;
  UPDATE "user" SET ("rating_count", "rating_total") = (
    SELECT count(*), coalesce(sum(latest."stars"), 0) FROM (
      SELECT DISTINCT ON (r."reviewer_id") r."stars"
      FROM "review" r JOIN "booking" b ON b."id" = r."booking_id"
      WHERE r."reviewee_id" = person AND r."removed_at" IS NULL
        AND (b."arms_length" OR coalesce(b."buyer_student", false))
      ORDER BY r."reviewer_id", r."created_at" DESC, r."id" DESC
    ) latest
  )
  WHERE "id" = person;
  RETURN NULL;
END $$;
