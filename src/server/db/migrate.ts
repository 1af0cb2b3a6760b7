import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

/** The advisory lock key migrations hold ('boip' read as a number). */
const MIGRATION_LOCK = 0x626f6970;

export const migrationsDir = (rootDir: string) => join(rootDir, 'src/server/db/migrations');

/** Applies pending migrations with drizzle's migrator (drizzle-kit's own cannot load pg_trgm on PGlite). */
export async function migrateDatabase(handle: DatabaseHandle, rootDir: string): Promise<void> {
  const config = { migrationsFolder: migrationsDir(rootDir) };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  const db = handle.db as unknown as NodePgDatabase & { $client: pg.Pool };
  // Servers starting together migrate one at a time; the others then find nothing left to do.
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, config);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
