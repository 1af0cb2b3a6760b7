import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedCategories } from '../../src/server/db/seed';
import { buildServerIfStale } from '../../scripts/build-server.mjs';
import { databaseUrlFor, TEMPLATE_DATABASE } from './database-url';

export type TestDatabase =
  { kind: 'pglite'; templateDir: string } | { kind: 'postgres'; serverUrl: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

const rootDir = join(import.meta.dirname, '../..');

/**
 * Builds the server when its bundle is older than the sources (tests start dist/server/main.js
 * as `npm start` does), and migrates one template database per run; every test file gets its own
 * copy of it. The database is PostgreSQL's when TEST_DATABASE_URL names one, unless the project
 * clears it (`pglite` in vite.config.ts).
 */
export default async function setup(project: TestProject) {
  await buildServerIfStale();
  const serverUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const handle = await openDatabase({
      databaseUrl: databaseUrlFor(serverUrl, TEMPLATE_DATABASE),
    });
    await migrateDatabase(handle, rootDir);
    await seedCategories(handle.db);
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', serverUrl });
    return;
  }
  const workDir = mkdtempSync(join(tmpdir(), 'boipoka-template-'));
  const templateDir = join(workDir, 'db');
  const handle = await openDatabase({ pgliteDir: templateDir });
  await migrateDatabase(handle, rootDir);
  await seedCategories(handle.db);
  await handle.close();
  project.provide('testDatabase', { kind: 'pglite', templateDir });
  return () => rmSync(workDir, { recursive: true, force: true });
}
