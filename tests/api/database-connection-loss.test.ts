import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// PGlite runs in the process; only a server can drop a connection under us.
describe.runIf(process.env.TEST_DATABASE_URL)('a connection PostgreSQL drops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('while idle in the pool does not stop the server; the next request is answered', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    const [{ name }] = (
      (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: [{ name: string }];
      }
    ).rows;
    // What a restart or a failover does to every idle connection of ours.
    const other = await createTestApp();
    const dropped = await other.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = ${name}`,
    );
    await other.close();
    expect((dropped as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });
});
