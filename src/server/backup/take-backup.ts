import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Config } from '../config';
import { openDatabase, pgliteDirIn, type DatabaseHandle } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { UPLOAD_NAME, writeArchive } from './archive';
import { listBucketKeys } from './bucket-keys';
import { fetchSnapshotFromServer } from './control';
import {
  snapshotPglite,
  stagePgliteSnapshot,
  stagePostgresDump,
  type StagedDatabase,
} from './database-snapshot';
import {
  appVersionOf,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefusal,
  type Manifest,
} from './manifest';

export type BackupResult = { file: string; bytes: number; manifest: Manifest; removed: string[] };

/** `boipoka-2026-11-25T22-40-00.123Z.tar.gz`: sorted by name is sorted by time. */
const BACKUP_NAME = /^boipoka-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.tar\.gz$/;
const backupNameFor = (at: Date) => `boipoka-${at.toISOString().replace(/:/g, '-')}.tar.gz`;

/** Leftovers of a backup that was killed half-way, removed once surely nobody writes them. */
const PARTIAL = /^\.boipoka-.*\.partial$/;
const PARTIAL_STALE_MS = 24 * 60 * 60 * 1000;

export const uploadsDirIn = (dataDir: string) => join(dataDir, 'uploads');
export const authSecretFileIn = (dataDir: string) => join(dataDir, 'auth-secret');

/**
 * The photo files as they are now, hard-linked into the staging folder (copied when it is on
 * another disk), so a photo deleted while the archive is written stays in it.
 */
async function linkUploads(from: string, into: string) {
  await mkdir(into, { recursive: true });
  const names = await readdir(from).catch(() => [] as string[]);
  for (const name of names.filter((candidate) => UPLOAD_NAME.test(candidate))) {
    const source = join(from, name);
    const target = join(into, name);
    try {
      if (!(await stat(source)).isFile()) continue;
      await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
        // Linked by the first look: the same file, since upload names are never used twice.
        if (error.code === 'EEXIST' || error.code === 'ENOENT') return;
        await copyFile(source, target);
      });
    } catch (error) {
      // Deleted since the folder was read: an unclaimed upload swept meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * The database as `stageDatabase` copies it, with the photos looked at before and after it: a
 * record in the copy names a photo written before it (photos come before their records), found
 * by the second look, or one deleted since (swept, replaced), kept from the first.
 */
async function stageDatabaseAndUploads(
  config: Config,
  stagingDir: string,
  stageDatabase: (stagingDir: string) => Promise<StagedDatabase>,
): Promise<StagedDatabase & Pick<Manifest, 'uploads'>> {
  if (config.s3) {
    const database = await stageDatabase(stagingDir);
    const listing = { bucket: config.s3.bucket, keys: await listBucketKeys(config.s3) };
    await writeFile(join(stagingDir, 'bucket-keys.json'), JSON.stringify(listing) + '\n');
    return { ...database, uploads: 'bucket' };
  }
  const from = uploadsDirIn(config.dataDir);
  const into = join(stagingDir, 'uploads');
  await linkUploads(from, into);
  const database = await stageDatabase(stagingDir);
  await linkUploads(from, into);
  return { ...database, uploads: 'files' };
}

/** The generated AUTH_SECRET, when there is one: restored with it, signed-in people stay so. */
async function stageAuthSecret(dataDir: string, stagingDir: string) {
  await copyFile(authSecretFileIn(dataDir), join(stagingDir, 'auth-secret')).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    },
  );
}

/** Deletes the oldest backups beyond `keep` (only files named as backups), and dead leftovers. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = await readdir(dir);
  const backups = names.filter((name) => BACKUP_NAME.test(name)).sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) await rm(join(dir, name), { force: true });
  for (const name of names.filter((candidate) => PARTIAL.test(candidate))) {
    const path = join(dir, name);
    const found = await stat(path).catch(() => null);
    if (found && Date.now() - found.mtimeMs > PARTIAL_STALE_MS)
      await rm(path, { recursive: true, force: true });
  }
  return removed;
}

/**
 * Takes one backup into BACKUP_DIR: the database as `stageDatabase` copies it, then the photos and
 * the generated secret, as one file written under a temporary name and renamed when complete.
 * After it, the oldest beyond BACKUP_KEEP are deleted.
 */
async function takeBackup(
  config: Config,
  stageDatabase: (stagingDir: string) => Promise<StagedDatabase>,
): Promise<BackupResult> {
  const dir = config.backup.dir;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const createdAt = new Date();
  const name = backupNameFor(createdAt);
  const file = join(dir, name);
  const staging = join(dir, `.${name}.${process.pid}.staging.partial`);
  const partialFile = join(dir, `.${name}.${process.pid}.partial`);
  await mkdir(staging, { mode: 0o700 });
  try {
    const { engine, migration, uploads } = await stageDatabaseAndUploads(
      config,
      staging,
      stageDatabase,
    );
    await stageAuthSecret(config.dataDir, staging);
    const manifest = await writeArchive(
      staging,
      {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        app: { name: 'boipoka', version: appVersionOf(config.rootDir) },
        engine,
        createdAt: createdAt.toISOString(),
        migration,
        uploads,
      },
      partialFile,
    );
    // A link, not a rename: it never replaces a backup already of that name.
    await link(partialFile, file);
    const { size } = await stat(file);
    const removed = await pruneBackups(dir, config.backup.keep);
    return { file, bytes: size, manifest, removed };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await unlink(partialFile).catch(() => {});
  }
}

/** A backup taken by a running server of its own database (its scheduler). */
export function backupOpenDatabase(
  config: Config,
  database: DatabaseHandle,
  signal?: AbortSignal,
): Promise<BackupResult> {
  return takeBackup(config, async (staging) => {
    if (database.kind === 'postgres')
      return stagePostgresDump(database, config.databaseUrl!, config.rootDir, staging, signal);
    return stagePgliteSnapshot(await snapshotPglite(database, config.rootDir), staging);
  });
}

/**
 * `npm run backup`: PostgreSQL through pg_dump, whether servers run or not; PGlite from the
 * server that holds its files when one runs, else opened here (and locked meanwhile).
 */
export async function backupNow(config: Config): Promise<BackupResult> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      return await backupOpenDatabase(config, database);
    } finally {
      await database.close();
    }
  }
  const pgliteDir = pgliteDirIn(config.dataDir);
  if (!existsSync(join(pgliteDir, 'PG_VERSION')))
    throw new BackupRefusal(`There is no database in ${pgliteDir} to back up.`);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ pgliteDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const holder = `A server holds ${pgliteDir}`;
    return takeBackup(config, async (staging) =>
      stagePgliteSnapshot(await fetchSnapshotFromServer(config.dataDir, holder), staging),
    );
  }
  try {
    return await backupOpenDatabase(config, database);
  } finally {
    await database.close();
  }
}

/** The one line `npm run backup` ends with. */
export function describeBackup(result: BackupResult): string {
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  const photos = result.manifest.members.filter((m) => m.path.startsWith('uploads/')).length;
  const what =
    result.manifest.uploads === 'bucket' ? 'the bucket’s keys listed' : `${photos} photo files`;
  const removed = result.removed.length
    ? `; deleted the oldest: ${result.removed.map((path) => basename(path)).join(', ')}`
    : '';
  return `Backup written: ${result.file} (${megabytes} MB, ${result.manifest.engine} database, ${what})${removed}`;
}
