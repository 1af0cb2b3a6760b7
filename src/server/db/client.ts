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
import * as campuses from './schema/campus';
import * as catalog from './schema/catalog';
import * as messages from './schema/messages';
import * as moderation from './schema/moderation';
import * as orders from './schema/orders';
import * as reviews from './schema/reviews';
import * as site from './schema/site';
import * as notifications from './schema/notifications';
import * as wanted from './schema/wanted';

export const schema = {
  ...auth,
  ...campuses,
  ...catalog,
  ...messages,
  ...moderation,
  ...orders,
  ...reviews,
  ...site,
  ...wanted,
  ...notifications,
};
type Schema = typeof schema;

export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

/** Either the database or a transaction on it: what a query that can run inside one takes. */
export type Executor = Database | Transaction;

/** What a subscription to a NOTIFY channel hears: each payload, and whether it is listening. */
export type Listener = {
  onMessage: (payload: string) => void;
  /** False when the subscription is lost (messages may be missed), true once it is made again. */
  onState: (live: boolean) => void;
};

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a channel; the returned function ends the subscription. */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/**
 * Settings every connection starts with. Book search's `<%` operator matches a title that holds
 * a stretch at least this much like the words searched (pg_trgm's default, 0.6, misses typos
 * such as 'calculas'); the operator, unlike `word_similarity() >=`, can use the trigram index.
 */
export const CONNECTION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.35' };

const RELISTEN_AFTER_MS = 1000;

/**
 * One connection of its own per server that LISTENs on every channel subscribed to (the cache's
 * change feed, the conversations' live events), made again a second after it is lost.
 */
function postgresListener(url: string) {
  const channels = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  const everyone = () => [...channels.values()].flatMap((listeners) => [...listeners]);
  const lost = () => {
    client = null;
    if (channels.size === 0) return;
    for (const listener of everyone()) listener.onState(false);
    retry = setTimeout(() => void (connecting = connect()), RELISTEN_AFTER_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? [])
        listener.onMessage(message.payload ?? '');
    });
    next.once('error', () => void next.end().catch(() => {}));
    next.once('end', lost);
    try {
      await next.connect();
      for (const channel of channels.keys())
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      return; // 'end' follows, and with it the next try
    }
    if (channels.size === 0) return void next.end();
    client = next;
    for (const listener of everyone()) listener.onState(true);
  };
  return async (channel: string, listener: Listener) => {
    const known = channels.has(channel);
    channels.set(channel, (channels.get(channel) ?? new Set()).add(listener));
    const fresh = !client && !connecting;
    if (fresh) connecting = connect();
    await connecting;
    // Connected before this channel was asked for: it is added to the same connection.
    if (!fresh && !known && client) {
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listener.onState(true);
    }
    return async () => {
      channels.get(channel)?.delete(listener);
      if (channels.get(channel)?.size === 0) channels.delete(channel);
      if (channels.size > 0) return;
      clearTimeout(retry);
      await client?.end();
    };
  };
}

export type DatabaseOptions = { databaseUrl?: string | undefined; pgliteDir?: string };

/** PostgreSQL when a URL is given, otherwise PGlite with its files in `pgliteDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const startup = Object.entries(CONNECTION_SETTINGS).map(
      ([name, value]) => `-c ${name}=${value}`,
    );
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: startup.join(' '),
    });
    // An idle connection the server drops (a restart, a failover) leaves the pool by itself, and
    // the next query opens another; without a listener its error would stop the whole process.
    pool.on('error', (error) => console.warn(`idle database connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      listen: postgresListener(options.databaseUrl),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir) throw new Error('openDatabase needs a databaseUrl or a pgliteDir');
  // PGlite has no lock of its own: two processes on one folder lose writes and can corrupt it.
  const lock = lockDataDir(options.pgliteDir);
  let client: PGlite;
  try {
    mkdirSync(options.pgliteDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.pgliteDir, extensions: { pg_trgm } });
    for (const [name, value] of Object.entries(CONNECTION_SETTINGS)) {
      await client.query('select set_config($1, $2, false)', [name, value]);
    }
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
  // One process owns the folder, so every change is heard on the one connection.
  const listen = async (channel: string, listener: Listener) => {
    const stop = await client.listen(channel, listener.onMessage);
    listener.onState(true);
    // Closing the database ends every subscription with it.
    return async () => {
      if (!client.closed) await stop();
    };
  };
  return { db, kind: 'pglite', listen, close };
}

export const pgliteDirIn = (dataDir: string) => join(dataDir, 'db');
