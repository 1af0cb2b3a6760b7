ALTER TABLE "category" ADD COLUMN "available_books" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each category's count of books for sale, kept in the transaction that changes a book: one
-- update per category per statement, from the statement's old and new rows.
CREATE FUNCTION "book_count_for_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "category" c SET "available_books" = c."available_books" + d.n
    FROM (SELECT "category_id", count(*) AS n FROM new_rows
          WHERE "status" = 'available' AND "deleted_at" IS NULL GROUP BY "category_id") d
    WHERE c."id" = d."category_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "category" c SET "available_books" = c."available_books" - d.n
    FROM (SELECT "category_id", count(*) AS n FROM old_rows
          WHERE "status" = 'available' AND "deleted_at" IS NULL GROUP BY "category_id") d
    WHERE c."id" = d."category_id";
  ELSE
    UPDATE "category" c SET "available_books" = c."available_books" + d.n
    FROM (SELECT "category_id", sum(n) AS n FROM (
            SELECT "category_id", 1 AS n FROM new_rows WHERE "status" = 'available' AND "deleted_at" IS NULL
            UNION ALL
            SELECT "category_id", -1 FROM old_rows WHERE "status" = 'available' AND "deleted_at" IS NULL
          ) moves GROUP BY "category_id" HAVING sum(n) <> 0) d
    WHERE c."id" = d."category_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "book_count_inserted" AFTER INSERT ON "book" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "book_count_for_sale"();--> statement-breakpoint
CREATE TRIGGER "book_count_updated" AFTER UPDATE ON "book" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "book_count_for_sale"();--> statement-breakpoint
CREATE TRIGGER "book_count_deleted" AFTER DELETE ON "book" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "book_count_for_sale"();--> statement-breakpoint
UPDATE "category" c SET "available_books" = (
  SELECT count(*) FROM "book" b
  WHERE b."category_id" = c."id" AND b."status" = 'available' AND b."deleted_at" IS NULL
);--> statement-breakpoint
-- What the servers' caches hold is told, when its transaction commits, that it changed
-- (NOTIFY is transactional): 'catalog' for books and categories, 'user:<id>' for what one
-- person's session and marks (wishlist, reports) answer.
CREATE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boipoka_changes', 'catalog');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "book_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "category_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_user text;
BEGIN
  -- Each branch names only its own table's columns: a record's fields are looked up when used.
  IF TG_TABLE_NAME = 'report' THEN
    IF TG_OP = 'DELETE' THEN row_user := OLD."reporter_id"; ELSE row_user := NEW."reporter_id"; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    row_user := OLD."user_id";
  ELSE
    row_user := NEW."user_id";
  END IF;
  PERFORM pg_notify('boipoka_changes', 'user:' || row_user);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boipoka_changes', 'user:' || OLD."id");
  -- A seller's name, photo and tick are shown on their books.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  ELSIF (OLD."name", OLD."image", OLD."verified", OLD."deleted_at")
      IS DISTINCT FROM (NEW."name", NEW."image", NEW."verified", NEW."deleted_at") THEN
    PERFORM pg_notify('boipoka_changes', 'catalog');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();--> statement-breakpoint
CREATE TRIGGER "wishlist_item_changed" AFTER INSERT OR UPDATE OR DELETE ON "wishlist_item"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();--> statement-breakpoint
CREATE TRIGGER "report_changed" AFTER INSERT OR UPDATE OR DELETE ON "report"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
