-- The catalogue's words are kept in each server's memory and typos are corrected there
-- (modules/books/catalogue-words.ts): search_word tells the servers when a word comes or goes, and
-- the statement that looked for corrections in the database is no longer used.
DROP FUNCTION "search_corrections"(text[], text[], text[], tsquery, integer);--> statement-breakpoint
-- How many books on sale (up to `few`) a search's words find as typed: through the text index
-- only. A plan made for any words (the statement is prepared, its words unknown to the planner)
-- would otherwise, in a large catalogue, walk the table hoping to meet `few` matches soon; a typo
-- has none, and that walk reads every book.
CREATE FUNCTION "search_found"(terms tsquery, few integer) RETURNS integer
  LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off AS $$
  SELECT count(*)::integer FROM (
    SELECT 1 FROM "book" b
    WHERE b."status" = 'available' AND b."deleted_at" IS NULL AND b."search" @@ terms
    LIMIT few) m $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
  added integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH moved AS (
      INSERT INTO "search_word" AS s ("word", "books")
      SELECT word, count(*) FROM new_rows b,
        unnest(search_words_of(b."name", b."author", b."name_latin", b."author_latin")) AS word
      WHERE b."status" = 'available' AND b."deleted_at" IS NULL
      GROUP BY word ORDER BY word
      ON CONFLICT ("word") DO UPDATE SET "books" = s."books" + excluded."books"
      RETURNING s."word", s."books", s.xmax = 0 AS "inserted")
    SELECT array_agg("word") FILTER (WHERE "books" <= 0), count(*) FILTER (WHERE "inserted")
      INTO emptied, added FROM moved;
  ELSIF TG_OP = 'DELETE' THEN
    WITH moved AS (
      INSERT INTO "search_word" AS s ("word", "books")
      SELECT word, -count(*) FROM old_rows b,
        unnest(search_words_of(b."name", b."author", b."name_latin", b."author_latin")) AS word
      WHERE b."status" = 'available' AND b."deleted_at" IS NULL
      GROUP BY word ORDER BY word
      ON CONFLICT ("word") DO UPDATE SET "books" = s."books" + excluded."books"
      RETURNING s."word", s."books", s.xmax = 0 AS "inserted")
    SELECT array_agg("word") FILTER (WHERE "books" <= 0), count(*) FILTER (WHERE "inserted")
      INTO emptied, added FROM moved;
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
      RETURNING s."word", s."books", s.xmax = 0 AS "inserted")
    SELECT array_agg("word") FILTER (WHERE "books" <= 0), count(*) FILTER (WHERE "inserted")
      INTO emptied, added FROM moved;
  END IF;
  IF emptied IS NOT NULL THEN
    DELETE FROM "search_word" WHERE "word" = ANY (emptied) AND "books" <= 0;
  END IF;
  -- The servers keep the words in memory (modules/books/catalogue-words.ts): told when one comes
  -- or goes, not when only its count moves (a count only breaks ties, and is read again within
  -- a minute).
  IF added > 0 OR emptied IS NOT NULL THEN
    PERFORM pg_notify('boipoka_changes', 'search-words');
  END IF;
  RETURN NULL;
END $$;
