import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';
import { databaseUrlFor, TEMPLATE_DATABASE } from './database-url';
import { TEST_PASSWORD_HASH_COST } from './password-cost';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  /**
   * Another server on the same database, as a second machine behind a load balancer would be:
   * its own connections on PostgreSQL; on PGlite, which one process owns, the same handle.
   */
  anotherServer: (options?: AppOptions) => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

/** A fresh copy of the migrated template database: PGlite files, or a PostgreSQL database. */
async function copyTemplateDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dir = join(dataDir, 'db');
    cpSync(source.templateDir, dir, { recursive: true });
    return { handle: await openDatabase({ pgliteDir: dir }), drop: async () => {} };
  }
  const name = `boipoka_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.serverUrl });
  await admin.connect();
  // A file copy of a small database takes tens of milliseconds; the default (WAL_LOG) writes each
  // page through the log.
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE} strategy file_copy`);
  await admin.end();
  const url = databaseUrlFor(source.serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    handle,
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: source.serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Injected requests carry the Origin header a browser on our own pages sends. A test that plays
 * another site sets its own; `origin: undefined` sends none. Each is sent once the server has
 * heard of every change already committed, those a test made in SQL included, as a person who
 * changed something through the API and then looked again would find it.
 */
function sendFromOwnPages(app: FastifyInstance, publicUrl: string) {
  const inject = app.inject.bind(app);
  app.inject = (async (options?: InjectOptions | string) => {
    await app.cache.sync();
    if (!options || typeof options === 'string') return inject(options as never);
    const headers: Record<string, unknown> = { ...options.headers };
    if (!('origin' in headers)) headers.origin = new URL(publicUrl).origin;
    else if (headers.origin === undefined) delete headers.origin;
    return inject({ ...options, headers } as InjectOptions);
  }) as unknown as typeof app.inject;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-test-'));
  const { handle, url, drop } = await copyTemplateDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    ...env,
  });
  const app = await buildApp(config, handle, options);
  await app.ready();
  sendFromOwnPages(app, config.publicUrl);
  const others: { app: FastifyInstance; handle: DatabaseHandle | null }[] = [];
  return {
    app,
    db: handle.db,
    database: handle,
    config,
    anotherServer: async (options) => {
      const own = url ? await openDatabase({ databaseUrl: url }) : null;
      const other = await buildApp(config, own ?? handle, options);
      await other.ready();
      sendFromOwnPages(other, config.publicUrl);
      others.push({ app: other, handle: own });
      return other;
    },
    close: async () => {
      for (const other of others) {
        await other.app.close();
        await other.handle?.close();
      }
      await app.close();
      await handle.close().catch(() => {});
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
