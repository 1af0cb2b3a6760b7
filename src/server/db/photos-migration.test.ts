import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../../../tests/support/database-url';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase, migrationsDir } from './migrate';

const rootDir = join(import.meta.dirname, '../../..');
/** The last migration of the old shape: photos as URLs in book.image, book.photos and user.image. */
const LAST_OLD_MIGRATION = 17;

const newId = () => randomBytes(16).toString('base64url');
const urlOf = (id: string) => `/uploads/${id}.webp`;

type Opened = { handle: DatabaseHandle; rootWith: (upTo: number) => string };
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** A root whose migrations folder holds the migrations up to `upTo`, as the app had them then. */
function rootWithMigrationsUpTo(upTo: number): string {
  const root = mkdtempSync(join(tmpdir(), 'boipoka-migrations-'));
  const folder = migrationsDir(root);
  cpSync(migrationsDir(rootDir), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= upTo);
  writeFileSync(journalPath, JSON.stringify(journal));
  cleanups.push(async () => rmSync(root, { recursive: true, force: true }));
  return root;
}

/** An empty database on the engine this run tests, migrated up to the old shape. */
async function openOldDatabase(): Promise<Opened> {
  const source = inject('testDatabase');
  let handle: DatabaseHandle;
  if (source.kind === 'postgres') {
    const name = `boipoka_photos_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: source.serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    handle = await openDatabase({ databaseUrl: databaseUrlFor(source.serverUrl, name) });
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: source.serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'boipoka-photos-db-'));
    handle = await openDatabase({ pgliteDir: join(dir, 'db') });
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  }
  cleanups.push(() => handle.close());
  await migrateDatabase(handle, rootWithMigrationsUpTo(LAST_OLD_MIGRATION));
  return { handle, rootWith: rootWithMigrationsUpTo };
}

const rowsOf = async <T>(handle: DatabaseHandle, query: string) =>
  ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** Inserts a user of the old shape: `image` a URL or null. */
async function oldUser(handle: DatabaseHandle, id: string, image: string | null) {
  await handle.db.execute(sql`
    insert into "user" (id, name, email, image, role)
    values (${id}, ${id}, ${`${id}@campus.test`}, ${image}, 'seller')`);
}

async function oldUpload(handle: DatabaseHandle, id: string, ownerId: string, attached = true) {
  await handle.db.execute(sql`
    insert into upload (id, owner_id, width, height, bytes, attached_at)
    values (${id}, ${ownerId}, 1200, 900, 5000, ${attached ? sql`now()` : sql`null`})`);
}

/** Inserts a book of the old shape; answers its id. */
async function oldBook(handle: DatabaseHandle, sellerId: string, image: string, photos: string[]) {
  const [row] = await rowsOf<{ id: string }>(
    handle,
    `insert into book (seller_id, category_id, name, condition, location, price, original_price,
                       seller_phone, description, purchase_year, image, photos)
     values ('${sellerId}', 'university-academic', 'Calculus', 'Good', 'TSC', 45000, 120000,
             '01712345678', 'A copy.', 2021, '${image}', array[${photos.map((p) => `'${p}'`).join(', ')}]::text[])
     returning id`,
  );
  return row!.id;
}

const photosOf = (handle: DatabaseHandle, bookId: string) =>
  rowsOf<{ upload_id: string; position: number }>(
    handle,
    `select upload_id, position from book_photo where book_id = '${bookId}' order by position`,
  );

describe('migration 0018: photos by upload id', () => {
  it('turns every photo URL into its upload id, in order, the cover first, losing none', async () => {
    const { handle, rootWith } = await openOldDatabase();
    await handle.db.execute(
      sql`insert into category (id, name) values ('university-academic', 'University') on conflict do nothing`,
    );
    const [avatar, one, two, three, lone, gone, goneAvatar, loose] = Array.from(
      { length: 8 },
      newId,
    );
    await oldUser(handle, 'seller-1', urlOf(avatar!));
    await oldUser(handle, 'google-1', 'https://lh3.googleusercontent.com/a/ACg8oc=s96-c');
    await oldUser(handle, 'no-photo', null);
    await oldUser(handle, 'lost-avatar', urlOf(goneAvatar!));
    await oldUpload(handle, avatar!, 'seller-1');
    await oldUpload(handle, one!, 'seller-1');
    // Released by an edit that put it back before the sweep: in use, yet unattached.
    await oldUpload(handle, two!, 'seller-1', false);
    await oldUpload(handle, three!, 'seller-1');
    await oldUpload(handle, lone!, 'seller-1');
    await oldUpload(handle, loose!, 'seller-1', false);

    const listed = await oldBook(handle, 'seller-1', urlOf(one!), [one!, two!, three!].map(urlOf));
    // Made before books had a list of photos: its cover is its only one.
    const coverOnly = await oldBook(handle, 'seller-1', urlOf(lone!), []);
    // Its upload row is gone (a database filled by SQL): the photo must stay all the same.
    const orphaned = await oldBook(handle, 'seller-1', urlOf(gone!), [urlOf(gone!)]);

    await migrateDatabase(handle, rootWith(Number.MAX_SAFE_INTEGER));

    expect(await photosOf(handle, listed)).toEqual([
      { upload_id: one, position: 0 },
      { upload_id: two, position: 1 },
      { upload_id: three, position: 2 },
    ]);
    expect(await photosOf(handle, coverOnly)).toEqual([{ upload_id: lone, position: 0 }]);
    expect(await photosOf(handle, orphaned)).toEqual([{ upload_id: gone, position: 0 }]);

    const users = await rowsOf<{
      id: string;
      image: string | null;
      image_upload_id: string | null;
    }>(handle, 'select id, image, image_upload_id from "user" order by id');
    expect(users).toEqual([
      {
        id: 'google-1',
        image: 'https://lh3.googleusercontent.com/a/ACg8oc=s96-c',
        image_upload_id: null,
      },
      { id: 'lost-avatar', image: null, image_upload_id: goneAvatar },
      { id: 'no-photo', image: null, image_upload_id: null },
      { id: 'seller-1', image: null, image_upload_id: avatar },
    ]);

    // Every photo in use is an attached upload (remade, size unknown, when its row was gone);
    // an upload nobody uses stays unattached, for the sweep.
    const uploads = await rowsOf<{
      id: string;
      owner_id: string;
      attached: boolean;
      width: number;
    }>(handle, 'select id, owner_id, attached_at is not null as attached, width from upload');
    const byId = new Map(uploads.map((u) => [u.id, u]));
    for (const id of [avatar, one, two, three, lone, gone, goneAvatar])
      expect(byId.get(id!)?.attached, id).toBe(true);
    expect(byId.get(gone!)).toMatchObject({ owner_id: 'seller-1', width: 0 });
    expect(byId.get(goneAvatar!)).toMatchObject({ owner_id: 'lost-avatar', width: 0 });
    expect(byId.get(loose!)?.attached).toBe(false);

    const columns = await rowsOf<{ column_name: string }>(
      handle,
      `select column_name from information_schema.columns
       where table_name = 'book' and column_name in ('image', 'photos')`,
    );
    expect(columns).toEqual([]);
  });

  it('stops, changing nothing, at a book photo that is no upload address', async () => {
    const { handle, rootWith } = await openOldDatabase();
    await handle.db.execute(
      sql`insert into category (id, name) values ('university-academic', 'University') on conflict do nothing`,
    );
    await oldUser(handle, 'seller-1', null);
    const cover = newId();
    await oldUpload(handle, cover, 'seller-1');
    const book = await oldBook(handle, 'seller-1', urlOf(cover), [
      urlOf(cover),
      'https://i.ibb.co/x/cover.jpg',
    ]);

    await expect(migrateDatabase(handle, rootWith(Number.MAX_SAFE_INTEGER))).rejects.toThrow();

    const [kept] = await rowsOf<{ image: string; photos: string[] }>(
      handle,
      `select image, photos from book where id = '${book}'`,
    );
    expect(kept).toEqual({
      image: urlOf(cover),
      photos: [urlOf(cover), 'https://i.ibb.co/x/cover.jpg'],
    });
    const tables = await rowsOf(handle, `select 1 from pg_tables where tablename = 'book_photo'`);
    expect(tables).toEqual([]);
  });
});
