import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/client';
import { readMigrationLevel, type Manifest } from './manifest';
import { dumpPostgres } from './postgres-tools';

/** A copy of PGlite's files as one tar, and how far that database is migrated. */
export type PgliteSnapshot = { tar: Buffer; migration: Manifest['migration'] };

/** What a backup's database member is, once written into the staging folder. */
export type StagedDatabase = Pick<Manifest, 'engine' | 'migration'>;

const pgliteOf = (database: DatabaseHandle) =>
  (database.db as unknown as { $client: PGlite }).$client;

/**
 * PGlite's files, read while the process that owns them keeps running: taken between two
 * transactions (never inside one), with no query running, so the copy opens as after a clean stop.
 */
export async function snapshotPglite(
  database: DatabaseHandle,
  rootDir: string,
): Promise<PgliteSnapshot> {
  const migration = await readMigrationLevel(database.db, rootDir);
  const client = pgliteOf(database);
  const blob = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  return { tar: Buffer.from(await blob.arrayBuffer()), migration };
}

export async function stagePgliteSnapshot(
  snapshot: PgliteSnapshot,
  stagingDir: string,
): Promise<StagedDatabase> {
  await writeFile(join(stagingDir, 'database.tar'), snapshot.tar);
  return { engine: 'pglite', migration: snapshot.migration };
}

/**
 * pg_dump of the whole database in its custom format. The migration level is read after it: a
 * server migrating meanwhile makes the backup claim a newer level, which only makes restoring it
 * more careful, never less.
 */
export async function stagePostgresDump(
  database: DatabaseHandle,
  databaseUrl: string,
  rootDir: string,
  stagingDir: string,
  signal?: AbortSignal,
): Promise<StagedDatabase> {
  await dumpPostgres(databaseUrl, join(stagingDir, 'database.dump'), signal);
  return { engine: 'postgres', migration: await readMigrationLevel(database.db, rootDir) };
}
