import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDirIn } from '../../src/server/db/client';
import { bookInput } from '../support/books';
import { databaseUrlFor, TEMPLATE_DATABASE } from '../support/database-url';
import { CARDS } from '../support/orders';
import {
  exitOf,
  freePort,
  isRunning,
  person,
  signUpAs,
  spawnServer,
  startServerProcess,
  uploadPhotoAs,
  type Person,
} from '../support/real-server';

const BUYERS = 12;
const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-crash-'));
const serverUrl = process.env.TEST_DATABASE_URL;
const database = `boipoka_crash_${randomBytes(6).toString('hex')}`;

/** The server of the moment, stopped after the test whatever happened in it. */
let server: ChildProcess | undefined;

afterAll(async () => {
  if (isRunning(server)) server!.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

/** On the engine this run tests: PGlite in DATA_DIR, or a fresh PostgreSQL database. */
async function engine(): Promise<{
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
}> {
  if (!serverUrl) {
    // The migrated template, as on PostgreSQL: what a first start makes is not what is tested here.
    const source = inject('testDatabase');
    if (source.kind === 'pglite')
      cpSync(source.templateDir, pgliteDirIn(dataDir), { recursive: true });
    return { env: {}, open: () => openDatabase({ pgliteDir: pgliteDirIn(dataDir) }) };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = databaseUrlFor(serverUrl, database);
  return { env: { DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: url }) };
}

describe('a server killed in the middle of bookings and payments', () => {
  it('keeps every write it acknowledged, and nothing half-written, after a restart', async () => {
    const { env: dbEnv, open } = await engine();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...dbEnv,
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      TRUST_PROXY: 'true',
      AUTH_SECRET: 'crash-test-secret-that-is-long-enough-0123456789',
    };
    server = await startServerProcess(port, env);

    const seller = person(base);
    await signUpAs(seller, 'seller');
    const books: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const image = await uploadPhotoAs(seller, 'book');
      const created = await seller.send(
        'POST',
        '/api/books',
        bookInput({ name: `Copy ${i}`, image }),
      );
      expect(created.status, created.text).toBe(201);
      books.push(created.json().id);
    }
    // PGlite is one process's: a second `npm start` on the same data folder refuses in one line
    // and leaves the first, and its data, as they were.
    if (!serverUrl) {
      const second = spawnServer(await freePort(), env);
      let stderr = '';
      second.stderr!.on('data', (chunk) => (stderr += chunk));
      expect(await exitOf(second)).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/in use/i);
      const book = await seller.send('GET', `/api/books/${books[0]}`);
      expect(book.status, book.text).toBe(200);
    }

    const buyers: Person[] = [];
    for (let i = 0; i < BUYERS; i++) {
      buyers.push(person(base));
      await signUpAs(buyers[i]!, 'buyer');
    }

    // Every buyer books their copy and pays for it, all at once; the server is killed outright
    // the moment the first payment is acknowledged, with the others on their way.
    const booked: { buyer: Person; id: string }[] = [];
    const paid: { buyer: Person; id: string }[] = [];
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      server!.kill('SIGKILL');
    };
    await Promise.all(
      buyers.map(async (buyer, i) => {
        try {
          const booking = await buyer.send('POST', '/api/bookings', {
            bookId: books[i],
            phone: '01812345678',
            meetingLocation: 'TSC',
          });
          if (booking.status !== 201) return;
          const id = booking.json().id as string;
          booked.push({ buyer, id });
          const intent = await buyer.send('POST', `/api/bookings/${id}/payment-intent`);
          const intentId = intent.json().intentId as string;
          await buyer.send('POST', `/api/test-payments/${intentId}/confirm`, {
            cardNumber: CARDS.ok,
            expiry: '12/34',
            cvc: '123',
            name: 'Crash Tester',
          });
          const payment = await buyer.send('POST', `/api/bookings/${id}/payment`, {
            paymentIntentId: intentId,
          });
          if (payment.status !== 200) return;
          paid.push({ buyer, id });
          kill();
        } catch {
          // The connection was cut by the kill: this write was never acknowledged.
        }
      }),
    );
    kill();
    expect(await exitOf(server)).toBe(null);
    expect(paid.length).toBeGreaterThan(0);

    // Started again on the same data: every acknowledged booking and payment is there.
    server = await startServerProcess(port, env);
    for (const { buyer, id } of booked) {
      const found = await buyer.send('GET', `/api/bookings/${id}`);
      expect(found.status, found.text).toBe(200);
    }
    for (const { buyer, id } of paid) {
      // Paid by card: the money held for the handover, the booking still open.
      const order = (await buyer.send('GET', `/api/bookings/${id}`)).json();
      expect(order.money).toBe('held');
      expect(order.transactionId).not.toBeNull();
    }
    const stopped = exitOf(server);
    server.kill('SIGTERM');
    expect(await stopped).toBe(0);

    // And nothing is half-written.
    const handle = await open();
    try {
      const count = async (query: ReturnType<typeof sql>) => {
        const result = (await handle.db.execute(query)) as unknown as { rows: { n: unknown }[] };
        return Number(result.rows[0]!.n);
      };
      expect(
        await count(sql`select count(*) as n from booking b where b.status = 'paid' and not exists
          (select 1 from payment p where p.booking_id = b.id and p.status = 'succeeded')`),
      ).toBe(0);
      expect(
        await count(sql`select count(*) as n from book k where k.status = 'sold' and not exists
          (select 1 from payment p where p.book_id = k.id and p.status in ('held', 'succeeded'))`),
      ).toBe(0);
      // A held payment belongs to an open booking marked paid by card, with the code to pay it out.
      expect(
        await count(sql`select count(*) as n from payment p where p.status = 'held' and not exists
          (select 1 from booking b where b.id = p.booking_id and b.status in ('pending', 'accepted')
            and b.card_paid_at is not null and b.handover_code is not null)`),
      ).toBe(0);
      expect(
        await count(sql`select count(*) as n from payment p where p.status = 'succeeded' and not exists
          (select 1 from booking b where b.id = p.booking_id and b.status = 'paid')`),
      ).toBe(0);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
