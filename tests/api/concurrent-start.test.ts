import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { databaseUrlFor } from '../support/database-url';

const rootDir = join(import.meta.dirname, '../..');

describe.runIf(process.env.TEST_DATABASE_URL)(
  'servers starting together on real PostgreSQL',
  () => {
    it('four servers migrating one empty database at once all start, and each migration runs once', async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `boipoka_start_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const handles = await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) })),
      );
      try {
        const results = await Promise.allSettled(handles.map((h) => migrateDatabase(h, rootDir)));
        expect(results.map((r) => r.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
        const check = new pg.Client({ connectionString: databaseUrlFor(serverUrl, name) });
        await check.connect();
        const { rows } = await check.query(
          'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
        );
        await check.end();
        expect(rows[0].applied).toBe(rows[0].distinct);
        expect(rows[0].applied).toBeGreaterThan(0);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
