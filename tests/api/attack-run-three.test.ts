// What the third attack run found, each held here: the saved-search cap under parallel saves, one
// message limit however messages are sent, ISBN look-ups that never reach private addresses, bad
// page paths, invisible and reordered messages, idle connections, and personal answers in caches.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { message } from '../../src/server/db/schema/messages';
import { savedSearch } from '../../src/server/db/schema/wanted';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Sadia Seller');
  buyer = await signUp(t.app, 'buyer', 'Babul Buyer');
});
afterAll(() => t.close());

const start = (who: TestUser, bookId: string, body?: string) =>
  call(t.app, who, 'POST', '/api/conversations', { bookId, ...(body !== undefined && { body }) });
const write = (who: TestUser, id: string, body: string) =>
  call(t.app, who, 'POST', `/api/conversations/${id}/messages`, { body });

// PGlite serves one connection, so saves there never overlap: the race runs on PostgreSQL.
describe.runIf(process.env.TEST_DATABASE_URL)('the saved-search cap under parallel saves', () => {
  it('forty saves sent at once keep exactly 20 searches; the other 20 are refused with 409', async () => {
    const hoarder = await signUp(t.app, 'buyer');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(t.app, hoarder, 'POST', '/api/me/saved-searches', { q: `physics ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    const kept = await t.db.select().from(savedSearch).where(eq(savedSearch.userId, hoarder.id));
    expect(kept).toHaveLength(20);
  });
});

describe('one message limit per account, however the messages are sent', () => {
  it('20 messages a minute in all: starting conversations with a message and writing in them count together', async () => {
    const talker = await signUp(t.app, 'buyer');
    const first = await addBook(t.app, seller);
    const second = await addBook(t.app, seller);
    const { id } = (await start(talker, first.id)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (i % 2 === 0
          ? await start(talker, second.id, `Hello ${i}`)
          : await write(talker, id, `Hi ${i}`)
        ).statusCode,
      );
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    const moreWritten = await write(talker, id, 'One more');
    const moreStarted = await start(talker, second.id, 'And another');
    expect([moreWritten.statusCode, moreStarted.statusCode]).toEqual([429, 429]);
    const sent = await t.db.select().from(message).where(eq(message.senderId, talker.id));
    expect(sent).toHaveLength(20);
    // Opening a conversation to read it sends nothing, so the limit does not hold it.
    expect((await start(talker, first.id)).statusCode).toBe(200);
  });
});

/** An ISBN-13 with its check digit, from its first twelve digits. */
const isbn13 = (first12: string) => {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
};

describe('an ISBN look-up never reaches a private address', () => {
  /** Where the stand-in's editions redirect to, by ISBN; `private` is a server of ours on loopback. */
  let privatePort: number;
  const privateAsked: string[] = [];
  let privateServer: Server;
  let openLibrary: Server;
  let lookups: TestApp;
  let isbnSeller: TestUser;
  const REDIRECTS: Record<string, (port: number) => string> = {
    [isbn13('978000000001')]: (p) => `http://127.0.0.1:${p}/isbn/edition.json`,
    [isbn13('978000000002')]: (p) => `http://127.0.0.2:${p}/isbn/edition.json`,
    [isbn13('978000000003')]: (p) => `http://[::1]:${p}/isbn/edition.json`,
    [isbn13('978000000004')]: (p) => `http://localhost:${p}/isbn/edition.json`,
    [isbn13('978000000005')]: (p) => `http://[::ffff:127.0.0.1]:${p}/isbn/edition.json`,
    [isbn13('978000000006')]: () => 'http://169.254.169.254/latest/meta-data/',
    [isbn13('978000000007')]: () => 'http://10.0.0.1/',
  };
  const SAME_ORIGIN = isbn13('978000000008');
  const COVER_AWAY = isbn13('978000000009');

  beforeAll(async () => {
    // An internal service that answers anything with an edition, as a metadata server might.
    privateServer = createServer((req, res) => {
      privateAsked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ title: 'Internal Secret', covers: [1] }));
    });
    await new Promise<void>((resolve) => privateServer.listen(0, '::', resolve));
    privatePort = (privateServer.address() as AddressInfo).port;
    openLibrary = createServer((req, res) => {
      const path = req.url ?? '';
      const isbn = /^\/isbn\/(\d{13})\.json$/.exec(path)?.[1] ?? '';
      const away = REDIRECTS[isbn];
      if (away) {
        res.writeHead(302, { location: away(privatePort) });
        return res.end();
      }
      if (isbn === SAME_ORIGIN) {
        // Open Library itself answers /isbn/ with a redirect to the edition's own address.
        res.writeHead(302, { location: '/books/OL1M.json' });
        return res.end();
      }
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path === '/books/OL1M.json') return json({ title: 'Followed At Home' });
      if (isbn === COVER_AWAY) return json({ title: 'Cover Elsewhere', covers: [789] });
      if (path === '/b/id/789-L.jpg') {
        res.writeHead(302, { location: `http://127.0.0.1:${privatePort}/cover.jpg` });
        return res.end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => openLibrary.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(openLibrary.address() as AddressInfo).port}`;
    lookups = await createTestApp({ OPEN_LIBRARY_URL: url, OPEN_LIBRARY_COVERS_URL: url });
    isbnSeller = await signUp(lookups.app, 'seller');
  });
  afterAll(async () => {
    await lookups?.close();
    for (const server of [privateServer, openLibrary]) {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    }
  });

  const lookUp = (isbn: string) => call(lookups.app, isbnSeller, 'GET', `/api/isbn/${isbn}`);

  it.each(Object.keys(REDIRECTS).map((isbn) => [REDIRECTS[isbn]!(0), isbn]))(
    'a redirect to %s is not followed: the seller is told to type the details, at once',
    async (_, isbn) => {
      const began = Date.now();
      const answer = await lookUp(isbn);
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error.code).toBe('ISBN_LOOKUP_UNAVAILABLE');
      expect(Date.now() - began).toBeLessThan(1500);
      expect(privateAsked).toEqual([]);
    },
  );

  it('a redirect within Open Library itself is followed', async () => {
    const answer = await lookUp(SAME_ORIGIN);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ title: 'Followed At Home', cover: null });
  });

  it('a cover that redirects to a private address is left out, and nothing there is asked', async () => {
    const answer = await lookUp(COVER_AWAY);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ title: 'Cover Elsewhere', cover: null });
    expect(privateAsked).toEqual([]);
  });
});

describe('a bad path on any page is refused with 400, never a 500', () => {
  let root: string;
  let pages: FastifyInstance;
  beforeAll(async () => {
    // The built client, as small as the server needs it: the shell, the 404 page and the manifest.
    root = mkdtempSync(join(tmpdir(), 'boipoka-pages-'));
    mkdirSync(join(root, 'dist/client'), { recursive: true });
    mkdirSync(join(root, 'dist/pages'), { recursive: true });
    const html = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head><body></body></html>`;
    writeFileSync(join(root, 'dist/client/index.html'), html('Boipoka'));
    writeFileSync(join(root, 'dist/pages/404.html'), html('Not found'));
    writeFileSync(
      join(root, 'dist/pages/pages.json'),
      JSON.stringify({
        pages: {},
        withGoogle: {},
        notFound: '404.html',
        shell: 'index.html',
        clientRoutes: ['/book/:id', '/category/:id', '/seller/:id', '/search'],
      }),
    );
    pages = await buildApp({ ...t.config, rootDir: root }, t.database);
    await pages.ready();
  });
  afterAll(async () => {
    await pages?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    '/seller/%00',
    '/seller/%E0%A4%A',
    '/book/%E0%A4%A',
    '/%00',
    '/category/%ff',
    '/seller/%0a',
  ])('GET %s answers 400: this address is not valid', async (path) => {
    const answer = await pages.inject({ method: 'GET', url: path });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe('This address is not valid');
  });

  it('good page addresses still answer: a seller page, a Bangla search, an unknown page as the 404 page', async () => {
    const sellerPage = await pages.inject({ method: 'GET', url: `/seller/${seller.id}` });
    expect(sellerPage.statusCode).toBe(200);
    const search = await pages.inject({
      method: 'GET',
      url: `/search?q=${encodeURIComponent('হুমায়ূন')}`,
    });
    expect(search.statusCode).toBe(200);
    const unknown = await pages.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Not found');
  });
});

describe('a message must show something, and cannot reorder what it shows', () => {
  let conversationId: string;
  let bookId: string;
  beforeAll(async () => {
    bookId = (await addBook(t.app, seller)).id;
    conversationId = (await start(buyer, bookId)).json().id;
  });

  it.each([
    ['zero-width spaces and joiners', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['Hangul fillers', '\u3164\u115F\u1160\uFFA0'],
    ['a soft hyphen and a Mongolian vowel separator', '\u00AD\u180E'],
    ['invisible characters between spaces and new lines', ' \u200B\n\u2060 \t'],
    ['only right-to-left overrides', '\u202E\u202D\u2066\u2069'],
  ])('a message of %s is refused as an empty one', async (_, body) => {
    const answer = await write(buyer, conversationId, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe('Write a message');
    const started = await start(buyer, bookId, body);
    expect(started.statusCode).toBe(400);
  });

  it('right-to-left overrides and isolates are taken out; the words stay', async () => {
    const answer = await write(
      buyer,
      conversationId,
      'Pay to \u202Egnp.exe\u202C and \u2067x\u2069',
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().body).toBe('Pay to gnp.exe and x');
  });

  it('Bangla keeps its joiners inside words: র‍্যাব is stored as written', async () => {
    const body = 'র\u200D্যাব আর ক্\u200Cষ';
    const answer = await write(buyer, conversationId, body);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().body).toBe(body);
  });
});

/** A socket that has sent `sent` and is watched until the server closes it. */
function rawSocket(port: number, sent = '') {
  const socket = connect(port, '127.0.0.1', () => sent && socket.write(sent));
  const watched = { socket, closed: false };
  socket.on('error', () => {});
  socket.on('close', () => (watched.closed = true));
  socket.resume();
  return watched;
}
type Watched = ReturnType<typeof rawSocket>;

/**
 * Opens `count` idle sockets a batch at a time, each batch once the server has taken the last: a
 * burst larger than the listen backlog would wait in the kernel, not on the server.
 */
async function openIdleSockets(server: FastifyInstance, port: number, count: number) {
  let accepted = 0;
  const counted = () => accepted++;
  server.server.on('connection', counted);
  const sockets: Watched[] = [];
  while (sockets.length < count) {
    const batch = Array.from({ length: Math.min(250, count - sockets.length) }, () =>
      rawSocket(port),
    );
    sockets.push(...batch);
    while (accepted < sockets.length) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  server.server.off('connection', counted);
  return sockets;
}

describe('idle connections are closed, and the server keeps serving', () => {
  const HEADERS_MS = 2000;
  const REQUEST_MS = 3000;
  let server: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    server = await buildApp(t.config, t.database, {
      timeouts: {
        headersMs: HEADERS_MS,
        requestMs: REQUEST_MS,
        keepAliveMs: 500,
        checkEveryMs: 200,
      },
      streamsPerAddress: 3,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.server.closeAllConnections();
    await server?.close();
  });

  it('2,000 idle sockets and 50 half-sent requests: a normal request answers at once, and the server closes them after the header time-out', async () => {
    const idle = await openIdleSockets(server, port, 2000);
    // Slowloris: a request line and a header now and then, never the blank line that ends them.
    const slow = Array.from({ length: 50 }, () =>
      rawSocket(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n'),
    );
    const drip = setInterval(() => {
      for (const s of slow) if (!s.closed) s.socket.write('X-Wait: 1\r\n');
    }, 200);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const began = Date.now();
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(Date.now() - began).toBeLessThan(1000);

      const deadline = Date.now() + HEADERS_MS + 3000;
      while (Date.now() < deadline && [...idle, ...slow].some((s) => !s.closed))
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(idle.filter((s) => !s.closed)).toHaveLength(0);
      expect(slow.filter((s) => !s.closed)).toHaveLength(0);
    } finally {
      clearInterval(drip);
      for (const s of [...idle, ...slow]) s.socket.destroy();
    }
  });

  it('an event stream outlives the request and header time-outs and still hears its messages', async () => {
    const listener = await signUp(t.app, 'seller');
    const { id: bookId } = await addBook(t.app, listener);
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie: listener.cookie },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      await new Promise((resolve) => setTimeout(resolve, REQUEST_MS + 500));
      expect((await start(buyer, bookId, 'Still listening?')).statusCode).toBe(200);
      let text = '';
      const until = Date.now() + 3000;
      while (!text.includes('event: message') && Date.now() < until) {
        const next = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), until - Date.now())),
        ]);
        if (!next || next.done) break;
        text += next.value;
      }
      expect(text).toContain('event: message');
    } finally {
      controller.abort();
    }
  });

  it('one address holds a few event streams at most: the next is refused with 429, and one closing makes room', async () => {
    const people = await Promise.all([signUp(t.app, 'buyer'), signUp(t.app, 'buyer')]);
    const open = (who: TestUser) => {
      const controller = new AbortController();
      return fetch(`http://127.0.0.1:${port}/api/events`, {
        headers: { cookie: who.cookie },
        signal: controller.signal,
      }).then((response) => ({ response, close: () => controller.abort() }));
    };
    const held = [await open(people[0]!), await open(people[1]!), await open(people[0]!)];
    try {
      expect(held.map((h) => h.response.status)).toEqual([200, 200, 200]);
      const refused = await open(people[1]!);
      expect(refused.response.status).toBe(429);
      expect((await refused.response.json()).error.code).toBe('TOO_MANY_REQUESTS');
      held.shift()!.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      held.push(await open(people[1]!));
      expect(held.at(-1)!.response.status).toBe(200);
    } finally {
      for (const h of held) h.close();
    }
  });
});

describe('personal answers are never stored by a cache', () => {
  it.each([
    ['GET', '/api/me'],
    ['GET', '/api/me/bookings'],
    ['GET', '/api/me/buyers'],
    ['GET', '/api/conversations'],
    ['GET', '/api/me/saved-searches'],
    ['GET', '/api/session'],
    ['GET', '/api/auth/get-session'],
  ] as const)('%s %s answers Cache-Control: no-store', async (method, url) => {
    const who = url === '/api/me/buyers' ? seller : buyer;
    const answer = await call(t.app, who, method, url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
  });

  it('signing in answers Cache-Control: no-store', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: 'Secret#123' },
      remoteAddress: nextAddress(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
  });

  it.each(['/api/categories', '/api/books', '/api/health'])(
    'a public answer (%s) is left cacheable',
    async (url) => {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control'] ?? '').not.toContain('no-store');
    },
  );
});
