// Times migration 0018 (photos by upload id) on a catalog of the old shape, and the book list's
// query before and after it.
//
//   npx tsx scripts/bench/photo-migration.ts --url postgres://postgres@127.0.0.1:5432/postgres
//   npx tsx scripts/bench/photo-migration.ts --books 100000 --keep
//
// It makes a database of its own on that server (dropped at the end unless --keep), migrates it
// to 0017, fills it with books of 1-5 photos each as URLs (about 1 in 100 with no upload row, as a
// database filled by SQL has), runs the book list's query, migrates to the end, and runs it again.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { desc, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrateDatabase, migrationsDir } from '../../src/server/db/migrate';
import { seedCategories } from '../../src/server/db/seed';
import { book } from '../../src/server/db/schema/catalog';
import { onSale, selectBooks } from '../../src/server/modules/books/queries';
import { PAGE_SIZE } from '../../src/shared/schemas/books';
import { CATEGORIES } from '../../src/shared/constants';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:55441/postgres' },
    books: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
  },
});
const BOOKS = Number(args.books);
const USERS = Math.max(100, Math.round(BOOKS / 5));
const SELLERS = Math.max(1, Math.floor(USERS / 5));
const RUNS = Number(args.runs);
const ROOT = join(import.meta.dirname, '../..');
const LAST_OLD_MIGRATION = 17;

/** A root whose migrations folder stops at `upTo`, as the app had them then. */
function rootUpTo(upTo: number): string {
  const root = mkdtempSync(join(tmpdir(), 'boipoka-migrations-'));
  cpSync(migrationsDir(ROOT), migrationsDir(root), { recursive: true });
  const journalPath = join(migrationsDir(root), 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= upTo);
  writeFileSync(journalPath, JSON.stringify(journal));
  return root;
}

const photoUrlSql = (seed: string) => `'/uploads/' || substr(md5(${seed}), 1, 22) || '.webp'`;

/** The old shape: URLs in user.image, book.image and book.photos; upload rows for most. */
const oldShapeStatements = [
  `insert into "user" (id, name, email, email_verified, role, image, created_at, updated_at)
   select 'bench-' || g, 'Student ' || g, 'student' || g || '@bench.test', true,
          case when g <= ${SELLERS} then 'seller' else 'buyer' end,
          ${photoUrlSql(`'u' || g`)}, now() - g * interval '1 hour', now()
   from generate_series(1, ${USERS}) g`,
  `insert into book (seller_id, category_id, name, condition, location, price, original_price,
                     seller_phone, description, purchase_year, image, photos, status, advertised,
                     deleted_at, created_at, updated_at)
   select 'bench-' || (1 + (g::bigint * 7919) % ${SELLERS}),
          (array[${CATEGORIES.map((c) => `'${c.id}'`).join(', ')}])[1 + g % ${CATEGORIES.length}],
          'Book ' || g, (array['Excellent', 'Good', 'Fair'])[1 + g % 3], 'TSC',
          (100 + (g * 137) % 2400) * 100, (400 + (g * 137) % 2400) * 100, '01712345678',
          'A used copy.', 2010 + g % 16, p.urls[1], p.urls,
          case when g % 12 = 0 then 'sold' else 'available' end, g % 100 = 0,
          case when g % 97 = 0 then now() else null end,
          now() - g * interval '3 minutes', now()
   from generate_series(1, ${BOOKS}) g
   cross join lateral (
     select array(select ${photoUrlSql(`g || '-' || k`)} from generate_series(1, 1 + g % 5) k) as urls
   ) p`,
  // Every upload row but about one in a hundred: those the migration has to make again.
  `insert into upload (id, owner_id, width, height, bytes, attached_at)
   select distinct on (id) id, owner_id, 900, 1200, 90000, now() from (
     select substr(url, 10, 22) as id, b.seller_id as owner_id
     from book b cross join lateral unnest(b.photos) as url
     union all
     select substr(image, 10, 22), id from "user"
   ) used
   where abs(hashtext(id)) % 100 <> 0`,
  'analyze',
];

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function median(handle: DatabaseHandle, query: ReturnType<typeof sql>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await handle.db.execute(query);
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    p95: times[Math.floor(times.length * 0.95)]!,
  };
}

async function explain(handle: DatabaseHandle, label: string, query: ReturnType<typeof sql>) {
  const plan = (await handle.db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  console.log(`\n--- ${label}: EXPLAIN (ANALYZE, BUFFERS)`);
  for (const row of plan.rows) console.log(row['QUERY PLAN']);
  const timing = await median(handle, query);
  console.log(
    `--- ${label}: ${RUNS} runs from this client, median ${timing.median.toFixed(2)} ms, p95 ${timing.p95.toFixed(2)} ms`,
  );
}

/** The list's first page, newest first, in all and in one category, as readBookPage asks it. */
function listQueries(handle: DatabaseHandle) {
  const page = (where: ReturnType<typeof sql>) =>
    selectBooks(handle.db)
      .where(where)
      .orderBy(desc(book.createdAt), desc(book.id))
      .limit(PAGE_SIZE + 1)
      .toSQL();
  const inline = ({ sql: text, params }: { sql: string; params: unknown[] }) =>
    text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
  return {
    newest: inline(page(onSale())),
    category: inline(page(sql`${onSale()} and ${book.categoryId} = 'novel-and-story'`)),
  };
}

/** The same queries as the old code asked them: the photos read from book's own columns. */
const PHOTO_IDS =
  'array(select "photo"."upload_id" from "book_photo" "photo" where "photo"."book_id" = "book"."id" order by "photo"."position")';
const COVER_ID =
  '(select "cover"."upload_id" from "book_photo" "cover" where "cover"."book_id" = "book"."id" and "cover"."position" = 0)';
const asOldShape = (query: string) => {
  if (!query.includes(PHOTO_IDS))
    throw new Error('the list query no longer reads photos as expected');
  return query
    .replace(PHOTO_IDS, '"book"."image", "book"."photos"')
    .replace('"seller"."image_upload_id", ', '');
};

async function main() {
  const name = `boipoka_photo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: args.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(args.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const oldRoot = rootUpTo(LAST_OLD_MIGRATION);
  try {
    await migrateDatabase(handle, oldRoot);
    await seedCategories(handle.db);
    let start = process.hrtime.bigint();
    for (const statement of oldShapeStatements) await handle.db.execute(sql.raw(statement));
    const [counts] = (
      (await handle.db.execute(
        sql.raw(`select (select count(*) from book)::int as books,
                        (select sum(cardinality(photos)) from book)::int as photos,
                        (select count(*) from "user")::int as users,
                        (select count(*) from upload)::int as uploads`),
      )) as unknown as { rows: Record<string, number>[] }
    ).rows;
    console.log(`filled the old shape in ${(ms(start) / 1000).toFixed(1)} s:`, counts);

    const queries = listQueries(handle);
    await explain(handle, 'before, newest first (old shape)', sql.raw(asOldShape(queries.newest)));
    await explain(
      handle,
      'before, one category (old shape)',
      sql.raw(asOldShape(queries.category)),
    );

    start = process.hrtime.bigint();
    await migrateDatabase(handle, ROOT);
    console.log(`\nmigration 0018 on ${BOOKS} books: ${(ms(start) / 1000).toFixed(2)} s`);
    await handle.db.execute(sql`analyze`);
    const [after] = (
      (await handle.db.execute(
        sql.raw(`select (select count(*) from book_photo)::int as book_photos,
                        (select count(*) from "user" where image_upload_id is not null)::int as users_with_photo,
                        (select count(*) from upload where width = 0)::int as uploads_made_again`),
      )) as unknown as { rows: Record<string, number>[] }
    ).rows;
    console.log('after:', after);

    await explain(handle, 'after, newest first', sql.raw(queries.newest));
    await explain(handle, 'after, one category', sql.raw(queries.category));
    // What a cover alone costs (a list that showed no other photo), for comparison.
    const coverOnly = queries.newest.replace(PHOTO_IDS, COVER_ID);
    await explain(handle, 'after, newest first, cover only', sql.raw(coverOnly));
    // As autovacuum soon leaves the new table: its pages marked all-visible, for index-only reads.
    await handle.db.execute(sql`vacuum analyze book_photo`);
    await explain(handle, 'after vacuum, newest first', sql.raw(queries.newest));
    await explain(handle, 'after vacuum, one category', sql.raw(queries.category));
  } finally {
    await handle.close();
    rmSync(oldRoot, { recursive: true, force: true });
    if (!args.keep) await admin.query(`drop database if exists ${name} with (force)`);
    else console.log(`kept the database ${name}`);
    await admin.end();
  }
}

await main();
