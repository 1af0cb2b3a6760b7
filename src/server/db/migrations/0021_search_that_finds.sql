-- Course codes written anywhere in a book, in one spelling: its tags (already 'CSE 101'), and in
-- its title or description 2-4 letters and 3-4 digits (a lab's letter after them), a space or a
-- hyphen between or none, Bangla digits read as Latin ('ACT201', 'act-201', 'CSE ১০১' are
-- 'ACT 201' and 'CSE 101'). Words that stand before numbers in plain sentences ('bought in 2019')
-- are not courses. modules/books/search.ts reads a typed code the same way.
CREATE FUNCTION "course_codes_in"(title text, description text, tagged text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT code ORDER BY code), '{}'::text[])
  FROM (
    SELECT upper(m[1] || ' ' || m[2]) AS code
    FROM regexp_matches(
      translate(coalesce(title, '') || ' ' || coalesce(description, ''), '০১২৩৪৫৬৭৮৯', '0123456789'),
      '(?<![A-Za-z0-9])([A-Za-z]{2,4})[[:space:]]?-?[[:space:]]?([0-9]{3,4}[A-Za-z]?)(?![A-Za-z0-9])',
      'g') AS m
    WHERE lower(m[1]) <> ALL (array['in', 'on', 'at', 'of', 'by', 'to', 'for', 'from', 'and',
      'the', 'till', 'upto', 'year', 'page', 'vol', 'ed', 'edn', 'no', 'tk', 'bdt', 'only', 'was',
      'is'])
    UNION
    SELECT unnest(tagged)
  ) codes $$;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "name_latin" text;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "author_latin" text;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "search_codes" text[] GENERATED ALWAYS AS (course_codes_in("book"."name", "book"."description", "book"."course_codes")) STORED NOT NULL;--> statement-breakpoint
-- A course filter and a search for a code read every code a book names, not only its tags.
-- The text indexes hold the books for sale only, as every search asks (sold books stay in the
-- table for good), and are written straight, without a pending list: every search would read the
-- pending list through until a vacuum merged it (some 150 pages after 100,000 books were listed),
-- and books are listed far less often than searched.
DROP INDEX "book_course_codes_idx";--> statement-breakpoint
CREATE INDEX "book_search_codes_idx" ON "book" USING gin ("search_codes") WITH (fastupdate=false) WHERE "book"."status" = 'available' and "book"."deleted_at" is null;--> statement-breakpoint
-- The author is read as English, as the words searched are (it was 'simple': 'Ahmed' was kept
-- whole while a search for it looked for 'ahm'), and the Latin spellings join the vector.
ALTER TABLE "book" drop column "search";--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("book"."name", '')), 'A') || setweight(to_tsvector('english', coalesce("book"."author", '')), 'A') || setweight(to_tsvector('english', coalesce("book"."name_latin", '') || ' ' || coalesce("book"."author_latin", '')), 'A') || setweight(to_tsvector('simple', course_codes_text("book"."course_codes")), 'A') || setweight(to_tsvector('english', coalesce("book"."department", '')), 'B') || setweight(to_tsvector('english', coalesce("book"."description", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "book_search_idx" ON "book" USING gin ("search") WITH (fastupdate=false) WHERE "book"."status" = 'available' and "book"."deleted_at" is null;--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL,
	"books" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The words a book adds to search_word: those of its title and author and of their Latin
-- spellings, lower case, each once. Not its description: condition notes ('good', 'pencil') would
-- pull a misspelt title towards words that say nothing of the book. Numbers are never corrected.
CREATE FUNCTION "search_words_of"(name text, author text, name_latin text, author_latin text)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(word), '{}'::text[])
  FROM unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', name, author, name_latin, author_latin)))) AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9০-৯]' $$;--> statement-breakpoint
-- The catalogue words nearest each of `words` that search_word does not hold: the five likest by
-- trigrams (similarity at least pg_trgm.similarity_threshold, through the index) and those among
-- its slips (`slips`, each beside the word it is a slip of in `slip_of`: a swap or a letter too
-- many, which trigrams miss in short words), with how many books `terms` finds as typed (up to
-- `few`), counted only when there is a candidate. A function, so that its statements are planned
-- once per connection: a stream of new typos pays for no planning (modules/books/search.ts).
CREATE FUNCTION "search_corrections"(words text[], slip_of text[], slips text[], terms tsquery, few integer)
  RETURNS TABLE ("typed" text, "word" text, "books" integer, "likeness" real, "found" integer)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH unknown AS (
    SELECT t.w FROM unnest(words) AS t(w)
    WHERE NOT EXISTS (SELECT 1 FROM "search_word" k WHERE k."word" = t.w)
  ), near AS (
    SELECT u.w AS typed, c."word", c."books" FROM unknown u
    CROSS JOIN LATERAL (
      SELECT s."word", s."books" FROM "search_word" s WHERE s."word" % u.w
      ORDER BY similarity(s."word", u.w) DESC, s."books" DESC LIMIT 5
    ) c
    UNION
    SELECT u.w, s."word", s."books" FROM unknown u
    JOIN unnest(slip_of, slips) AS v(of, near) ON v.of = u.w
    JOIN "search_word" s ON s."word" = v.near
  )
  SELECT n.typed, n."word", n."books", similarity(n."word", n.typed),
    (SELECT count(*)::integer FROM (
      SELECT 1 FROM "book" b
      WHERE b."status" = 'available' AND b."deleted_at" IS NULL AND b."search" @@ terms
      LIMIT few) m)
  FROM near n;
END $$;--> statement-breakpoint
-- search_word is kept by a trigger, not by the books service: books leave the market through the
-- trade (sold, withdrawn: modules/trade) and the reports, and a trigger hears every one of those
-- in the transaction that makes it. One statement per statement on book: +1 for each word of a
-- book on sale after it, -1 for each of one on sale before it; a book whose words and sale did not
-- change (a price, a reservation) adds nothing. Words are written in their order, so two
-- transactions never wait on each other's words crosswise; a word no book uses is removed.
CREATE FUNCTION "count_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH moved AS (
      INSERT INTO "search_word" AS s ("word", "books")
      SELECT word, count(*) FROM new_rows b,
        unnest(search_words_of(b."name", b."author", b."name_latin", b."author_latin")) AS word
      WHERE b."status" = 'available' AND b."deleted_at" IS NULL
      GROUP BY word ORDER BY word
      ON CONFLICT ("word") DO UPDATE SET "books" = s."books" + excluded."books"
      RETURNING s."word", s."books")
    SELECT array_agg("word") INTO emptied FROM moved WHERE "books" <= 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH moved AS (
      INSERT INTO "search_word" AS s ("word", "books")
      SELECT word, -count(*) FROM old_rows b,
        unnest(search_words_of(b."name", b."author", b."name_latin", b."author_latin")) AS word
      WHERE b."status" = 'available' AND b."deleted_at" IS NULL
      GROUP BY word ORDER BY word
      ON CONFLICT ("word") DO UPDATE SET "books" = s."books" + excluded."books"
      RETURNING s."word", s."books")
    SELECT array_agg("word") INTO emptied FROM moved WHERE "books" <= 0;
  ELSE
    WITH changed AS (
      SELECT o."name" AS old_name, o."author" AS old_author, o."name_latin" AS old_name_latin,
        o."author_latin" AS old_author_latin,
        o."status" = 'available' AND o."deleted_at" IS NULL AS was_listed,
        n."name", n."author", n."name_latin", n."author_latin",
        n."status" = 'available' AND n."deleted_at" IS NULL AS listed
      FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (o."name", o."author", o."name_latin", o."author_latin", o."status", o."deleted_at")
        IS DISTINCT FROM (n."name", n."author", n."name_latin", n."author_latin", n."status", n."deleted_at")
    ), moves AS (
      SELECT word, 1 AS n FROM changed,
        unnest(search_words_of("name", "author", "name_latin", "author_latin")) AS word
      WHERE listed
      UNION ALL
      SELECT word, -1 FROM changed,
        unnest(search_words_of(old_name, old_author, old_name_latin, old_author_latin)) AS word
      WHERE was_listed
    ), moved AS (
      INSERT INTO "search_word" AS s ("word", "books")
      SELECT word, sum(n) FROM moves GROUP BY word HAVING sum(n) <> 0 ORDER BY word
      ON CONFLICT ("word") DO UPDATE SET "books" = s."books" + excluded."books"
      RETURNING s."word", s."books")
    SELECT array_agg("word") INTO emptied FROM moved WHERE "books" <= 0;
  END IF;
  IF emptied IS NOT NULL THEN
    DELETE FROM "search_word" WHERE "word" = ANY (emptied) AND "books" <= 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "book_words_inserted" AFTER INSERT ON "book" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();--> statement-breakpoint
CREATE TRIGGER "book_words_updated" AFTER UPDATE ON "book" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();--> statement-breakpoint
CREATE TRIGGER "book_words_deleted" AFTER DELETE ON "book" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_search_words"();--> statement-breakpoint
INSERT INTO "search_word" ("word", "books")
SELECT word, count(*) FROM "book" b,
  unnest(search_words_of(b."name", b."author", b."name_latin", b."author_latin")) AS word
WHERE b."status" = 'available' AND b."deleted_at" IS NULL
GROUP BY word;
