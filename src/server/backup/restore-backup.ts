import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  rmdir,
  writeFile,
} from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { openDatabase, pgliteDirIn, schema, type DatabaseHandle } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { migrateDatabase } from '../db/migrate';
import { imageStorage } from '../storage/from-config';
import { listFiles, readArchive } from './archive';
import { listBucketKeys, type BucketKey } from './bucket-keys';
import { BackupRefusal, readJournal, type Manifest } from './manifest';
import { restorePostgres } from './postgres-tools';
import { authSecretFileIn, uploadsDirIn } from './take-backup';

export type RestoreOptions = { force: boolean };
export type RestoreResult = { manifest: Manifest; into: string; notes: string[] };

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * How many accounts the database holds, or 'unknown' for one with tables but not Boipoka's: any
 * of the two is data a restore would overwrite. A database migrated but never used holds none.
 */
async function accountsIn(query: Query): Promise<number | 'unknown'> {
  const [shape] = (
    await query(`select
      exists(select 1 from information_schema.tables where table_schema = 'public') as tables,
      to_regclass('public."user"') is not null as users`)
  ).rows;
  if (!shape?.users) return shape?.tables ? 'unknown' : 0;
  const [row] = (await query(`select count(*)::int as accounts from "user"`)).rows;
  return Number(row?.accounts ?? 0);
}

/** Refuses a backup this copy of the app must not restore here: another engine, or newer code. */
function checkFits(manifest: Manifest, config: Config) {
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine)
    throw new BackupRefusal(
      manifest.engine === 'pglite'
        ? 'it holds an embedded (PGlite) database and DATABASE_URL is set: unset it to restore into DATA_DIR'
        : 'it holds a PostgreSQL database: set DATABASE_URL to the database to restore it into',
    );
  const newest = Math.max(0, ...readJournal(config.rootDir).map((entry) => entry.when));
  if (manifest.migration.at > newest)
    throw new BackupRefusal(
      `it was made by a newer Boipoka (${manifest.app.version}, migration ` +
        `${manifest.migration.tag ?? manifest.migration.at}): update this one first`,
    );
}

const refuseOverwrite = (what: string) =>
  new BackupRefusal(`${what}; nothing was restored. Add --force to replace it with the backup.`);

function describeAccounts(where: string, accounts: number | 'unknown') {
  return accounts === 'unknown'
    ? `${where} holds tables that are not Boipoka's`
    : `${where} already holds ${accounts} account${accounts === 1 ? '' : 's'}`;
}

/** Refuses photos a restore would replace: files in DATA_DIR/uploads. */
async function checkUploadsEmpty(config: Config, manifest: Manifest, force: boolean) {
  if (force || config.s3 || manifest.uploads !== 'files') return;
  const present = await listFiles(uploadsDirIn(config.dataDir));
  if (present.length > 0)
    throw refuseOverwrite(
      `${uploadsDirIn(config.dataDir)} already holds ${present.length} photo files`,
    );
}

/** Whatever is in the PGlite folder now, unless it is no database or an unused one. */
async function checkPgliteEmpty(pgliteDir: string, force: boolean) {
  if (force || !existsSync(pgliteDir)) return;
  if ((await readdir(pgliteDir)).length === 0) return;
  if (!existsSync(join(pgliteDir, 'PG_VERSION')))
    throw refuseOverwrite(`${pgliteDir} holds files that are not a database`);
  const client = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } });
  try {
    const accounts = await accountsIn((text) => client.query(text));
    if (accounts !== 0) throw refuseOverwrite(describeAccounts(pgliteDir, accounts));
  } finally {
    await client.close();
  }
}

/** Unpacks PGlite's files beside the old folder, migrates them, then puts them in its place. */
async function restorePglite(pgliteDir: string, staging: string, rootDir: string) {
  const fresh = `${pgliteDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const tar = await readFile(join(staging, 'database.tar'));
    const client = await PGlite.create({
      dataDir: fresh,
      loadDataDir: new Blob([tar]),
      extensions: { pg_trgm },
    });
    try {
      const db = drizzlePglite(client, { schema });
      await migrateDatabase({ kind: 'pglite', db } as unknown as DatabaseHandle, rootDir);
    } finally {
      await client.close();
    }
    const replaced = `${pgliteDir}.replaced-${randomBytes(4).toString('hex')}`;
    const had = existsSync(pgliteDir);
    if (had) await rename(pgliteDir, replaced);
    await rename(fresh, pgliteDir);
    if (had) await rm(replaced, { recursive: true, force: true });
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
}

/** Connections to the database from anything but this restore: a running server, most likely. */
async function checkNobodyConnected(client: pg.Client) {
  const { rows } = await client.query<{ others: number }>(
    `select count(*)::int as others from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  const others = rows[0]?.others ?? 0;
  if (others > 0)
    throw new BackupRefusal(
      `${others} other connection${others === 1 ? '' : 's'} use the database (a running Boipoka ` +
        'server?): stop every server first; nothing was restored.',
    );
}

/**
 * Empties the database (Boipoka's schemas, with what they hold), then loads the dump into it in
 * one transaction and migrates it.
 */
async function restoreIntoPostgres(databaseUrl: string, staging: string, rootDir: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public',
    );
  } finally {
    await client.end();
  }
  await restorePostgres(databaseUrl, join(staging, 'database.dump'));
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(database, rootDir);
  } finally {
    await database.close();
  }
}

/** Puts the photos back: into DATA_DIR/uploads (replacing it), or into the bucket when set. */
async function restoreUploads(config: Config, manifest: Manifest, staging: string) {
  if (manifest.uploads !== 'files') return [];
  const names = (await listFiles(join(staging, 'uploads'))).map((path) => basename(path));
  if (config.s3) {
    const bucket = await imageStorage(config);
    for (const name of names)
      await bucket.put(name, await readFile(join(staging, 'uploads', name)), 'image/webp');
    return [`${names.length} photo files put into the bucket ${config.s3.bucket}`];
  }
  const target = uploadsDirIn(config.dataDir);
  const replaced = `${target}.replaced-${randomBytes(4).toString('hex')}`;
  const had = existsSync(target);
  await mkdir(join(staging, 'uploads'), { recursive: true });
  if (had) await rename(target, replaced);
  await rename(join(staging, 'uploads'), target);
  if (had) await rm(replaced, { recursive: true, force: true });
  return [`${names.length} photo files in ${target}`];
}

/** A backup that kept only the bucket's keys: says how many of them the bucket has lost since. */
async function checkBucketKeys(config: Config, manifest: Manifest, staging: string) {
  if (manifest.uploads !== 'bucket') return [];
  const listed = JSON.parse(await readFile(join(staging, 'bucket-keys.json'), 'utf8')) as {
    bucket: string;
    keys: BucketKey[];
  };
  if (!config.s3)
    return [`its photos are in the bucket ${listed.bucket}: set S3_BUCKET to serve them`];
  const present = new Set((await listBucketKeys(config.s3)).map((entry) => entry.key));
  const missing = listed.keys.filter((entry) => !present.has(entry.key)).length;
  return [
    missing === 0
      ? `all ${listed.keys.length} photos it lists are in the bucket`
      : `${missing} of the ${listed.keys.length} photos it lists are missing from the bucket: ` +
        'restore them from the bucket’s versions',
  ];
}

async function restoreAuthSecret(config: Config, staging: string) {
  const secret = await readFile(join(staging, 'auth-secret')).catch(() => null);
  if (!secret) return;
  const file = authSecretFileIn(config.dataDir);
  await writeFile(file, secret, { mode: 0o600 });
  await chmod(file, 0o600);
}

/**
 * `npm run restore -- FILE`: checks the backup whole first, refuses to replace data unless
 * forced (and, on PGlite, while a server holds the folder), then restores the database and the
 * photos and migrates the database to this version of the app.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  { force }: RestoreOptions,
): Promise<RestoreResult> {
  const madeDataDir = !existsSync(config.dataDir);
  const pgliteDir = pgliteDirIn(config.dataDir);
  // Taken first and held to the end: no server may start on the folder half-way.
  const lock = config.databaseUrl ? undefined : lockDataDir(pgliteDir);
  let staging: string | undefined;
  let restored = false;
  try {
    await mkdir(config.dataDir, { recursive: true });
    staging = await mkdtemp(join(config.dataDir, '.restore-'));
    let manifest: Manifest;
    try {
      manifest = await readArchive(file, staging);
      checkFits(manifest, config);
    } catch (error) {
      if (!(error instanceof BackupRefusal)) throw error;
      throw new BackupRefusal(`Refused ${file}: ${error.message}; nothing was restored.`);
    }
    let into: string;
    if (config.databaseUrl) {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        await checkNobodyConnected(client);
        const accounts = force ? 0 : await accountsIn((text) => client.query(text));
        if (accounts !== 0) throw refuseOverwrite(describeAccounts('The database', accounts));
      } finally {
        await client.end();
      }
      await checkUploadsEmpty(config, manifest, force);
      await restoreIntoPostgres(config.databaseUrl, staging, config.rootDir);
      into = new URL(config.databaseUrl).pathname.slice(1) || 'the database';
    } else {
      await checkPgliteEmpty(pgliteDir, force);
      await checkUploadsEmpty(config, manifest, force);
      await restorePglite(pgliteDir, staging, config.rootDir);
      into = pgliteDir;
    }
    restored = true;
    const notes = [
      ...(await restoreUploads(config, manifest, staging)),
      ...(await checkBucketKeys(config, manifest, staging)),
    ];
    await restoreAuthSecret(config, staging);
    return { manifest, into, notes };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true, maxRetries: 5 });
    lock?.release();
    // A refused restore into a folder that did not exist leaves none behind.
    if (madeDataDir && !restored) await rmdir(config.dataDir).catch(() => {});
  }
}

/** The one line `npm run restore` ends with. */
export function describeRestore(file: string, result: RestoreResult): string {
  const { manifest } = result;
  return (
    `Restored ${file} (made ${manifest.createdAt} by Boipoka ${manifest.app.version}) into ` +
    `${result.into}, migrated to this version; ${result.notes.join('; ')}.`
  );
}
