-- A person's deals (My Orders, My Buyers, a thread with its deal card) are kept in each server's
-- memory until a change to one of them is heard: 'trade:<id>' for each side of what changed.
CREATE FUNCTION "notify_trade_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  parties text[];
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  CASE TG_TABLE_NAME
    WHEN 'booking', 'payment' THEN
      parties := ARRAY[changed."buyer_id",
        (SELECT "seller_id" FROM "book" WHERE "id" = changed."book_id")];
    WHEN 'conversation' THEN
      parties := ARRAY[changed."buyer_id", changed."seller_id"];
    WHEN 'message' THEN
      parties := (SELECT ARRAY["buyer_id", "seller_id"] FROM "conversation"
                  WHERE "id" = changed."conversation_id");
    WHEN 'review' THEN
      parties := ARRAY[changed."reviewer_id", changed."reviewee_id"];
    WHEN 'user_block' THEN
      parties := ARRAY[changed."blocker_id", changed."blocked_id"];
  END CASE;
  -- A transaction's equal notifications are delivered once.
  PERFORM pg_notify('boipoka_changes', 'trade:' || party)
    FROM unnest(parties) AS party WHERE party IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_trade_changed" AFTER INSERT OR UPDATE OR DELETE ON "booking"
  FOR EACH ROW EXECUTE FUNCTION "notify_trade_changed"();--> statement-breakpoint
CREATE TRIGGER "payment_trade_changed" AFTER INSERT OR UPDATE OR DELETE ON "payment"
  FOR EACH ROW EXECUTE FUNCTION "notify_trade_changed"();--> statement-breakpoint
CREATE TRIGGER "conversation_trade_changed" AFTER INSERT OR UPDATE OR DELETE ON "conversation"
  FOR EACH ROW EXECUTE FUNCTION "notify_trade_changed"();--> statement-breakpoint
CREATE TRIGGER "message_trade_changed" AFTER INSERT OR UPDATE OR DELETE ON "message"
  FOR EACH ROW EXECUTE FUNCTION "notify_trade_changed"();--> statement-breakpoint
CREATE TRIGGER "review_trade_changed" AFTER INSERT OR UPDATE OR DELETE ON "review"
  FOR EACH ROW EXECUTE FUNCTION "notify_trade_changed"();--> statement-breakpoint
CREATE TRIGGER "user_block_trade_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_block"
  FOR EACH ROW EXECUTE FUNCTION "notify_trade_changed"();--> statement-breakpoint
-- What one side of a deal sees of the other: a phone kept to messages, an e-mail. Rare changes,
-- told to everyone as the catalogue's are.
CREATE OR REPLACE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boipoka_changes', 'user:' || OLD."id");
  -- A seller's name, photo, ticks and rating are shown on their books, and taking up selling
  -- opens their shop; their phone's privacy and e-mail are shown across their deals.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  ELSIF (OLD."name", OLD."image", OLD."image_upload_id", OLD."verified", OLD."deleted_at", OLD."rating_count", OLD."rating_total", OLD."student_verified_at", OLD."also_role", OLD."phone_private", OLD."email")
      IS DISTINCT FROM (NEW."name", NEW."image", NEW."image_upload_id", NEW."verified", NEW."deleted_at", NEW."rating_count", NEW."rating_total", NEW."student_verified_at", NEW."also_role", NEW."phone_private", NEW."email") THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  END IF;
  RETURN NULL;
END $$;
