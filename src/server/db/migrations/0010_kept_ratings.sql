ALTER TABLE "user" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "keep_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person text;
BEGIN
  IF TG_OP = 'DELETE' THEN person := OLD."reviewee_id"; ELSE person := NEW."reviewee_id"; END IF;
  UPDATE "user" SET
    "rating_count" = (SELECT count(*) FROM "review" WHERE "reviewee_id" = person AND "removed_at" IS NULL),
    "rating_total" = (SELECT coalesce(sum("stars"), 0) FROM "review" WHERE "reviewee_id" = person AND "removed_at" IS NULL)
  WHERE "id" = person;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "review_changed" AFTER INSERT OR UPDATE OR DELETE ON "review"
  FOR EACH ROW EXECUTE FUNCTION "keep_rating"();--> statement-breakpoint
UPDATE "user" u SET
  "rating_count" = r.n,
  "rating_total" = r.total
FROM (
  SELECT "reviewee_id", count(*) AS n, sum("stars") AS total FROM "review"
  WHERE "removed_at" IS NULL GROUP BY "reviewee_id"
) r
WHERE u."id" = r."reviewee_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boipoka_changes', 'user:' || OLD."id");
  -- A seller's name, photo, tick and rating are shown on their books.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  ELSIF (OLD."name", OLD."image", OLD."verified", OLD."deleted_at", OLD."rating_count", OLD."rating_total")
      IS DISTINCT FROM (NEW."name", NEW."image", NEW."verified", NEW."deleted_at", NEW."rating_count", NEW."rating_total") THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  END IF;
  RETURN NULL;
END $$;
