import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as auth from './schema/auth';
import * as catalog from './schema/catalog';
import * as orders from './schema/orders';
import * as site from './schema/site';

export const schema = { ...auth, ...catalog, ...orders, ...site };
type Schema = typeof schema;

export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

/** Either the database or a transaction on it: what a query that can run inside one takes. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string | undefined; pgliteDir?: string };

/** PostgreSQL when a URL is given, otherwise PGlite with its files in `pgliteDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover) leaves the pool by itself, and
    // the next query opens another; without a listener its error would stop the whole process.
    pool.on('error', (error) => console.warn(`idle database connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.pgliteDir) throw new Error('openDatabase needs a databaseUrl or a pgliteDir');
  // PGlite has no lock of its own: two processes on one folder lose writes and can corrupt it.
  const lock = lockDataDir(options.pgliteDir);
  let client: PGlite;
  try {
    mkdirSync(options.pgliteDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.pgliteDir, extensions: { pg_trgm } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const close = async () => {
    await client.close();
    // Only once the files are closed may another process open them.
    lock.release();
  };
  return { db, kind: 'pglite', close };
}

export const pgliteDirIn = (dataDir: string) => join(dataDir, 'db');
