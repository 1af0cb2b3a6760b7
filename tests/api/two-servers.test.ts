import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookInput } from '../support/books';
import { databaseUrlFor, TEMPLATE_DATABASE } from '../support/database-url';
import { CARDS } from '../support/orders';
import {
  exitOf,
  freePort,
  isRunning,
  person,
  signUpAs as signUp,
  startServerProcess,
  uploadPhotoAs as uploadPhoto,
} from '../support/real-server';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in';

// Two real server processes (dist/server/main.js) on one PostgreSQL and one S3-compatible bucket,
// behind one public address, as a campus would run them behind a load balancer.
/** The load balancer: each request goes to the next server in turn; a dead one is skipped. */
function roundRobin(alive: () => number[]): Server {
  let next = 0;
  return createServer((incoming, outgoing) => {
    const live = alive();
    const port = live[next++ % live.length]!;
    const proxied = forward(
      {
        host: '127.0.0.1',
        port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(proxied);
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('two servers behind one address', () => {
  const servers = new Map<number, ChildProcess>();
  const dataDirs: string[] = [];
  let s3: S3StandIn;
  let balancer: Server;
  let base: string;
  let ports: number[];
  let database: string;
  const direct = (port: number) => `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    database = `boipoka_two_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    s3 = await startS3StandIn();
    ports = [await freePort(), await freePort()];
    const publicPort = await freePort();
    base = `http://127.0.0.1:${publicPort}`;
    const secret = randomBytes(32).toString('hex');
    await Promise.all(
      ports.map(async (port) => {
        const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-two-'));
        dataDirs.push(dataDir);
        const child = await startServerProcess(port, {
          ...s3.env,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrlFor(serverUrl, database),
          AUTH_SECRET: secret,
          PUBLIC_URL: base,
          TRUST_PROXY: 'true',
        });
        servers.set(port, child);
      }),
    );
    balancer = roundRobin(() => ports.filter((p) => isRunning(servers.get(p))));
    await new Promise<void>((resolve) => balancer.listen(publicPort, '127.0.0.1', resolve));
  }, 120_000);

  afterAll(async () => {
    for (const child of servers.values()) if (isRunning(child)) child.kill('SIGKILL');
    await new Promise((resolve) => balancer?.close(resolve));
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('a session made on one server works on the other', async () => {
    const buyer = person(base);
    const email = await signUp(buyer, 'buyer');
    for (const port of ports) {
      const me = await buyer.send('GET', '/api/me', undefined, direct(port));
      expect(me.status).toBe(200);
      expect(me.json().email).toBe(email);
    }
  });

  it('a photo uploaded through one server is served by the other', async () => {
    const someone = person(base);
    const url = await uploadPhoto(someone, 'avatar', direct(ports[0]!));
    const served = await fetch(direct(ports[1]!) + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('failed sign-ins counted on one server hold on the other', async () => {
    const owner = person(base);
    const email = await signUp(owner, 'buyer');
    const guesser = person(base);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await guesser.send(
        'POST',
        '/api/auth/sign-in/email',
        { email, password: 'Wrong#1234' },
        direct(ports[i % 2]!),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('twenty buyers split across both servers pay for one copy: exactly one sale', async () => {
    const seller = person(base);
    await signUp(seller, 'seller');
    const image = await uploadPhoto(seller, 'book');
    const created = await seller.send('POST', '/api/books', bookInput({ name: 'One Copy', image }));
    expect(created.status, created.text).toBe(201);
    const bookId = created.json().id as string;

    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const buyer = person(base);
        await signUp(buyer, 'buyer');
        const to = direct(ports[i % 2]!);
        const booking = await buyer.send(
          'POST',
          '/api/bookings',
          { bookId, phone: '01812345678', meetingLocation: 'TSC' },
          to,
        );
        expect(booking.status, booking.text).toBe(201);
        const bookingId = booking.json().id as string;
        const intent = await buyer.send(
          'POST',
          `/api/bookings/${bookingId}/payment-intent`,
          undefined,
          to,
        );
        const intentId = intent.json().intentId as string;
        const charged = await buyer.send(
          'POST',
          `/api/test-payments/${intentId}/confirm`,
          { cardNumber: CARDS.ok, expiry: '12/34', cvc: '123', name: 'Racer' },
          to,
        );
        expect(charged.json().status).toBe('succeeded');
        return { buyer, bookingId, intentId, to };
      }),
    );
    const answers = await Promise.all(
      buyers.map(({ buyer, bookingId, intentId, to }) =>
        buyer.send('POST', `/api/bookings/${bookingId}/payment`, { paymentIntentId: intentId }, to),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const book = await seller.send('GET', `/api/books/${bookId}`);
    expect(book.json().status).toBe('sold');
  }, 120_000);

  it('handover codes and card payments racing through both servers for one copy: exactly one sale', async () => {
    const seller = person(base);
    await signUp(seller, 'seller');
    const image = await uploadPhoto(seller, 'book');
    const created = await seller.send('POST', '/api/books', bookInput({ name: 'Met Copy', image }));
    expect(created.status, created.text).toBe(201);
    const bookId = created.json().id as string;
    const meetAt = new Date(Date.now() + 24 * 3600_000).toISOString();

    // Ten buyers book the copy and charge a card; the first proposed a time.
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const buyer = person(base);
        await signUp(buyer, 'buyer');
        const to = direct(ports[i % 2]!);
        const booking = await buyer.send(
          'POST',
          '/api/bookings',
          { bookId, phone: '01812345678', meetingLocation: 'TSC', ...(i === 0 && { meetAt }) },
          to,
        );
        expect(booking.status, booking.text).toBe(201);
        const bookingId = booking.json().id as string;
        const intent = await buyer.send(
          'POST',
          `/api/bookings/${bookingId}/payment-intent`,
          undefined,
          to,
        );
        const intentId = intent.json().intentId as string;
        const charged = await buyer.send(
          'POST',
          `/api/test-payments/${intentId}/confirm`,
          { cardNumber: CARDS.ok, expiry: '12/34', cvc: '123', name: 'Racer' },
          to,
        );
        expect(charged.json().status).toBe('succeeded');
        return { buyer, bookingId, intentId, to };
      }),
    );
    // The seller accepts the first buyer's time on one server; that buyer chooses to pay in person on the other.
    const first = buyers[0]!;
    const accepted = await seller.send(
      'POST',
      `/api/bookings/${first.bookingId}/accept`,
      {},
      direct(ports[0]!),
    );
    expect(accepted.status, accepted.text).toBe(200);
    const chosen = await first.buyer.send(
      'POST',
      `/api/bookings/${first.bookingId}/pay-in-person`,
      {},
      direct(ports[1]!),
    );
    expect(chosen.status, chosen.text).toBe(200);
    const code = chosen.json().code as string;

    // Ten handover confirmations and ten card payments at once, split across both servers.
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        seller.send(
          'POST',
          `/api/bookings/${first.bookingId}/handover`,
          { code },
          direct(ports[i % 2]!),
        ),
      ),
      ...buyers.map(({ buyer, bookingId, intentId, to }) =>
        buyer.send('POST', `/api/bookings/${bookingId}/payment`, { paymentIntentId: intentId }, to),
      ),
    ]);
    for (const answer of answers) expect([200, 409], answer.text).toContain(answer.status);
    const db = new pg.Client({
      connectionString: databaseUrlFor(process.env.TEST_DATABASE_URL!, database),
    });
    await db.connect();
    try {
      const sales = await db.query(
        `select booking_id from payment where book_id = $1 and status = 'succeeded'`,
        [bookId],
      );
      expect(sales.rows).toEqual([{ booking_id: first.bookingId }]);
      const paid = await db.query(`select id from booking where book_id = $1 and status = 'paid'`, [
        bookId,
      ]);
      expect(paid.rows).toHaveLength(1);
    } finally {
      await db.end();
    }
    const book = await seller.send('GET', `/api/books/${bookId}`);
    expect(book.json().status).toBe('sold');
  }, 120_000);

  it('one server killed outright loses nothing the other needs', async () => {
    const buyer = person(base);
    const email = await signUp(buyer, 'buyer');
    const url = await uploadPhoto(buyer, 'avatar', direct(ports[0]!));
    const victim = servers.get(ports[0]!)!;
    const gone = exitOf(victim);
    victim.kill('SIGKILL');
    await gone;

    // Through the public address every request now reaches the survivor, which has it all.
    for (let i = 0; i < 4; i++) {
      const me = await buyer.send('GET', '/api/me');
      expect(me.status).toBe(200);
      expect(me.json().email).toBe(email);
      expect((await fetch(base + url)).status).toBe(200);
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
