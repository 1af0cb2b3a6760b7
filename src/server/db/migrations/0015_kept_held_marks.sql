-- A buyer's kept marks (books/queries.ts) list the books whose meet-up a seller accepted for them
-- or that they bought: the book page asks for a seller's phone only there. The buyer's topic is
-- told when a booking enters or leaves those states, and only then (a new booking is 'pending').
CREATE FUNCTION "notify_booking_held"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boipoka_changes', 'user:' || NEW."buyer_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "booking_held_changed" AFTER UPDATE OF "status" ON "booking"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    AND (OLD."status" IN ('accepted', 'paid') OR NEW."status" IN ('accepted', 'paid')))
  EXECUTE FUNCTION "notify_booking_held"();
