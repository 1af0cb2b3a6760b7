import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

export const migrationsDir = (rootDir: string) => join(rootDir, 'src/server/db/migrations');

/** Applies pending migrations with drizzle's migrator (drizzle-kit's own cannot load pg_trgm on PGlite). */
export async function migrateDatabase(handle: DatabaseHandle, rootDir: string): Promise<void> {
  const config = { migrationsFolder: migrationsDir(rootDir) };
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migratePg(handle.db as unknown as NodePgDatabase, config);
}
