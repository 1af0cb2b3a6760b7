import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { CATALOG, CHANGES_CHANNEL, ChangeCache } from './changes';

const TTL = 80;
let dir: string;
let database: DatabaseHandle;
let cache: ChangeCache;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'boipoka-cache-'));
  database = await openDatabase({ pgliteDir: join(dir, 'db') });
  cache = new ChangeCache(database, { ttlMs: TTL });
  await cache.start();
});
afterAll(async () => {
  await cache.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A value that counts its reads: read 1, read 2, … */
function counted() {
  let reads = 0;
  return {
    load: async () => `read ${++reads}`,
    get reads() {
      return reads;
    },
  };
}
const inCatalog = () => ({ topic: CATALOG });

describe('values kept until the database says they changed', () => {
  it('answers a kept value without reading it again', async () => {
    const source = counted();
    expect(await cache.remember('kept', source.load, inCatalog)).toBe('read 1');
    expect(await cache.remember('kept', source.load, inCatalog)).toBe('read 1');
    expect(source.reads).toBe(1);
  });

  it('keeps a long-tail value (a search) only once its key is asked for a second time', async () => {
    const source = counted();
    const onSecondAsk = () => ({ topic: CATALOG, whenAskedAgain: true });
    expect(await cache.remember('searched', source.load, onSecondAsk)).toBe('read 1');
    expect(await cache.remember('searched', source.load, onSecondAsk)).toBe('read 2');
    expect(await cache.remember('searched', source.load, onSecondAsk)).toBe('read 2');
    expect(await cache.remember('searched', source.load, onSecondAsk)).toBe('read 2');
    expect(source.reads).toBe(2);
  });

  it('reads a value again once a change to its topic is heard', async () => {
    const source = counted();
    await cache.remember('changed', source.load, inCatalog);
    await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${CATALOG})`);
    await cache.sync();
    expect(await cache.remember('changed', source.load, inCatalog)).toBe('read 2');
  });

  it('drops a value kept under two topics when either of them changes', async () => {
    const notify = async (topic: string) => {
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${topic})`);
      await cache.sync();
    };
    const source = counted();
    const underBoth = () => ({ topic: [CATALOG, 'trade:someone'] });
    await cache.remember('both', source.load, underBoth);
    await notify('trade:someone else');
    expect(await cache.remember('both', source.load, underBoth)).toBe('read 1');
    await notify('trade:someone');
    expect(await cache.remember('both', source.load, underBoth)).toBe('read 2');
    await notify(CATALOG);
    expect(await cache.remember('both', source.load, underBoth)).toBe('read 3');
  });

  it('answers a value past its safety-net age at once, and reads it again behind the answer', async () => {
    const source = counted();
    await cache.remember('aged', source.load, inCatalog);
    await sleep(TTL + 10);
    expect(await cache.remember('aged', source.load, inCatalog)).toBe('read 1');
    await sleep(10);
    expect(source.reads).toBe(2);
    expect(await cache.remember('aged', source.load, inCatalog)).toBe('read 2');
  });

  it('reads a value nobody asked for in twice its age before answering', async () => {
    const source = counted();
    await cache.remember('forgotten', source.load, inCatalog);
    await sleep(2 * TTL + 10);
    expect(await cache.remember('forgotten', source.load, inCatalog)).toBe('read 2');
  });

  it('never answers a value after the time it was placed until', async () => {
    const source = counted();
    const until = () => ({ topic: CATALOG, until: Date.now() + 20 });
    await cache.remember('session', source.load, until);
    await sleep(30);
    expect(await cache.remember('session', source.load, until)).toBe('read 2');
  });
});
