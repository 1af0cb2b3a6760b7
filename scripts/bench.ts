// `npm run bench`: the built production server on a campus-sized catalog, driven over HTTP.
//
//   npm run bench                              100,000 books on PostgreSQL, then on PGlite
//   npm run bench -- --books 1000000 --engines postgres
//   npm run bench -- --duration 5 --connections 20
//   npm run bench -- --engines postgres --skip-build --only category,typo   (the baseline always runs;
//                                              the other routes' figures in bench/results.json stay)
//   npm run bench -- --profile        the server writes a CPU profile to .tmp/profiles when it stops
//
// For each engine: a fresh database (a throw-away PostgreSQL cluster, or a PGlite folder) filled
// by SQL, the server built by `npm run build` started on it as `npm start` would, and autocannon
// against each route: a warm-up, then `--duration` seconds at `--connections`. Every route is
// compared with a route that touches no database, measured in the same run on the same machine.
// PGlite serves one query at a time, so it is also measured with a single client.
// Results go to the terminal and to bench/results.json.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedCategories } from '../src/server/db/seed';
import { lapseStaleBookings } from '../src/server/modules/trade/meetups';
import { catalogStatements, SUBJECTS } from './bench/catalog';
import { startPostgres } from './bench/postgres';

const { values: args } = parseArgs({
  options: {
    books: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
    'keep-server': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const BOOKS = Number(args.books);
const USERS = Math.max(100, Math.round(BOOKS / 10));
const BOOKINGS = Math.round(BOOKS / 5);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ENGINES = args.engines.split(',') as ('postgres' | 'pglite')[];
const ROOT = join(import.meta.dirname, '..');
const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const PORT = 3900;
/** The campus whose lists are measured: one of the 80 the catalogue's students are at. */
const CAMPUS = 'du';
const LAPSE_HOURS = 72;
const BASE = `http://127.0.0.1:${PORT}`;
// Enough buyers that a 10 s run of bookings stays under each one's hourly cap (30); the read
// routes use the first READERS of them.
const BUYERS_WITH_SESSIONS = 2500;
const READERS = 400;
const ONLY = args.only ? args.only.split(',') : [];
/** The encodings Chromium asks for on every request. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const chosen = (route: Route, index: number) =>
  index === 0 || ONLY.length === 0 || ONLY.some((word) => route.name.includes(word));

type Route = {
  name: string;
  path: string;
  /** A path of its own for each request, where one path would only measure the cache. */
  paths?: () => string;
  method?: 'GET' | 'POST';
  signedIn?: boolean;
  /**
   * Who sends its requests, in turn, when not the buyers: each with their cookie, and the path
   * that is theirs (their own thread) where it differs from `path`.
   */
  people?: Person[];
  body?: () => string;
};
type Person = { cookie: string; path?: string };
type Measure = {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  non2xx: number;
};

/** Fills the database, and answers what the routes need: cookies for buyers, books to book. */
async function prepare(handle: DatabaseHandle) {
  await migrateDatabase(handle, ROOT);
  await seedCategories(handle.db);
  for (const statement of catalogStatements({ books: BOOKS, users: USERS, bookings: BOOKINGS })) {
    await handle.db.execute(sql.raw(statement));
  }
  // The bookings the fill made long ago are lapsed now, as a server that has been up would have
  // lapsed them: else the first routes are measured while the server lapses some 2,000, each
  // one dropping the catalog's kept answers on its way.
  while ((await lapseStaleBookings(handle.db, LAPSE_HOURS)) > 0);
  // Their e-mails went out then, too: else the server spends the measured routes' seconds
  // sending some 7,000 of them from its queue.
  await handle.db.execute(sql`update mail_queue set sent_at = now() where sent_at is null`);
  // Sessions made as Better Auth makes them: a random token, sent signed with the auth secret,
  // with a fresh session's 30 days to run (an older one is renewed on its first request).
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const sessionOf = async (id: string) => {
    const token = randomBytes(24).toString('base64url');
    await handle.db.execute(
      sql`insert into session (id, token, expires_at, user_id, created_at, updated_at)
          values (${randomBytes(12).toString('hex')}, ${token}, now() + interval '30 days', ${id}, now(), now())`,
    );
    const signature = createHmac('sha256', SECRET).update(token).digest('base64');
    return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  };
  // Each buyer with the thread of their latest booking (most have one or more: My Orders and a
  // thread with its deal card are read by the people who trade).
  const buyers = await rows<{ id: string; thread: string | null }>(
    sql`select u.id, (select c.id from conversation c where c.buyer_id = u.id
                      order by c.created_at desc limit 1) as thread
        from "user" u where u.role = 'buyer' order by u.id limit ${BUYERS_WITH_SESSIONS}`,
  );
  const cookies: string[] = [];
  for (const { id } of buyers) cookies.push(await sessionOf(id));
  const threads = buyers.map((b) => b.thread);
  // Sellers with buyers, for My Buyers.
  const sellers = await rows<{ id: string }>(
    sql`select distinct book.seller_id as id from booking join book on book.id = booking.book_id
        order by 1 limit ${READERS}`,
  );
  const sellerCookies: string[] = [];
  for (const { id } of sellers) sellerCookies.push(await sessionOf(id));
  const books = await rows<{ id: string }>(
    sql`select id from book where status = 'available' and deleted_at is null
        and not exists (select 1 from booking where booking.book_id = book.id)
        order by md5(id::text) limit 20000`,
  );
  return { cookies, sellerCookies, threads, bookIds: books.map((r) => r.id) };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const profile = args.profile ? ['--cpu-prof', '--cpu-prof-dir', join(ROOT, '.tmp/profiles')] : [];
  const child = spawn(process.execPath, [...profile, 'dist/server/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      AUTH_SECRET: SECRET,
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
      BOOKING_LAPSE_HOURS: String(LAPSE_HOURS),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) return resolve(child);
      } catch {
        /* not listening yet */
      }
      if (child.exitCode !== null) return reject(new Error('the server stopped while starting'));
      if (Date.now() - started > 120_000) return reject(new Error('the server did not start'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function getJson<T>(path: string, cookie: string): Promise<T> {
  const response = await fetch(BASE + path, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A search nobody made before, as people misspell one: a word of a title with a letter dropped,
 * doubled, swapped with the next or replaced, alone or with another word of the same title. Each
 * is new, so no answer kept for an earlier one serves it.
 */
const typed = new Set<string>();
function newTypo(): string {
  const pick = <T>(from: readonly T[]) => from[Math.floor(Math.random() * from.length)]!;
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
  for (;;) {
    const own = words(pick(SUBJECTS));
    const long = own.filter((word) => word.length > 4);
    if (long.length === 0) continue;
    const word = pick(long);
    const at = 1 + Math.floor(Math.random() * (word.length - 2));
    const typo = pick([
      () => word.slice(0, at) + word.slice(at + 1),
      () => word.slice(0, at) + word[at] + word.slice(at),
      () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
      () => word.slice(0, at) + pick([...'abcdefghijklmnopqrstuvwxyz']) + word.slice(at + 1),
    ])();
    const other = pick(own.filter((w) => w !== word && w.length > 2));
    const query = Math.random() < 0.5 || !other ? typo : `${typo} ${other}`;
    if (query !== word && !typed.has(query)) {
      typed.add(query);
      return query;
    }
  }
}

/** The routes a campus hits, with what each needs found first (a cursor to page 20, a book). */
async function routesFor({ cookies, sellerCookies, threads, bookIds }: Prepared): Promise<Route[]> {
  const cookie = cookies[0]!;
  const category = 'university-academic';
  // The readers whose latest booking has a thread, each reading that thread.
  const threadReaders = cookies
    .slice(0, READERS)
    .flatMap((cookie, i) =>
      threads[i] ? [{ cookie, path: `/api/conversations/${threads[i]}` }] : [],
    );
  let cursor: string | null = null;
  for (let page = 1; page < 20; page++) {
    const answer: { nextCursor: string | null } = await getJson(
      `/api/categories/${category}/books${cursor ? `?cursor=${cursor}` : ''}`,
      cookie,
    );
    cursor = answer.nextCursor;
  }
  const home = await getJson<{ items: { id: string }[] }>(
    '/api/books?advertised=true&limit=6',
    cookie,
  );
  let next = 0;
  let turn = 0;
  return [
    { name: 'baseline: GET /api/config (no database)', path: '/api/config' },
    { name: 'home: advertised books', path: '/api/books?advertised=true&limit=6' },
    { name: 'category page 1', path: `/api/categories/${category}/books`, signedIn: true },
    {
      name: 'category page 20 (cursor)',
      path: `/api/categories/${category}/books?cursor=${cursor}`,
      signedIn: true,
    },
    { name: "typo search 'calculas'", path: '/api/books?q=calculas' },
    {
      name: 'typo search, another typo each time',
      path: '/api/books?q=calculas',
      paths: () => `/api/books?q=${encodeURIComponent(newTypo())}`,
    },
    {
      name: 'a whole category sorted by price',
      path: `/api/categories/${category}/books?sort=price-asc`,
      // Cheapest first and dearest first in turn.
      paths: () => `/api/categories/${category}/books?sort=price-${turn++ % 2 ? 'desc' : 'asc'}`,
      signedIn: true,
    },
    // Near me first: one campus's lists (of 80), as its students get them by default.
    { name: "a campus's newest books", path: `/api/books?campus=${CAMPUS}` },
    {
      name: "a campus's category page 1",
      path: `/api/categories/${category}/books?campus=${CAMPUS}`,
      signedIn: true,
    },
    {
      name: "a campus's category by price",
      path: `/api/categories/${category}/books?campus=${CAMPUS}&sort=price-asc`,
      paths: () =>
        `/api/categories/${category}/books?campus=${CAMPUS}&sort=price-${turn++ % 2 ? 'desc' : 'asc'}`,
      signedIn: true,
    },
    {
      name: 'filtered, price-sorted',
      path: `/api/books?category=${category}&condition=Good&minPrice=500&maxPrice=1500&sort=price-asc`,
    },
    { name: 'categories with counts', path: '/api/categories' },
    { name: 'GET /api/me (session)', path: '/api/me', signedIn: true },
    { name: 'book page', path: `/api/books/${home.items[0]!.id}`, signedIn: true },
    { name: 'book page, a visitor', path: `/api/books/${home.items[1]!.id}` },
    { name: 'sitemap: a file of 50,000 books', path: '/sitemap-books-1.xml' },
    { name: 'My Orders (buyer)', path: '/api/me/bookings', signedIn: true },
    {
      name: 'My Buyers (seller)',
      path: '/api/me/buyers',
      signedIn: true,
      people: sellerCookies.map((cookie) => ({ cookie })),
    },
    {
      name: 'thread with its deal card',
      path: threadReaders[0]!.path,
      signedIn: true,
      people: threadReaders,
    },
    {
      name: 'POST /api/bookings',
      path: '/api/bookings',
      method: 'POST',
      signedIn: true,
      body: () =>
        JSON.stringify({
          // Buyers take turns (a cookie each request): after a round of every book, the books
          // move up one, so a buyer never meets a book they already booked (a 409, not a booking).
          bookId: bookIds[(next + Math.floor(next++ / bookIds.length)) % bookIds.length],
          phone: '01812345678',
          meetingLocation: 'TSC',
        }),
    },
  ];
}

/** Drives `route` for `duration` seconds, or for `{ amount }` requests. */
async function drive(
  route: Route,
  people: Person[],
  connections: number,
  duration: number | { amount: number },
) {
  let request = 0;
  const options: autocannon.Options = {
    url: BASE + route.path,
    connections,
    ...(typeof duration === 'number' ? { duration } : duration),
    requests: [
      {
        method: route.method ?? 'GET',
        // Each request another person, as many people would be; a person's limits stay theirs.
        setupRequest: (req) => {
          const person = people[request++ % people.length]!;
          return {
            ...req,
            ...(route.paths ? { path: route.paths() } : {}),
            ...(person.path ? { path: person.path } : {}),
            headers: {
              // What every browser asks for: answers compressed.
              'accept-encoding': BROWSER_ENCODINGS,
              ...(route.signedIn ? { cookie: person.cookie } : {}),
              ...(route.body ? { 'content-type': 'application/json', origin: BASE } : {}),
            },
            ...(route.body ? { body: route.body() } : {}),
          };
        },
      },
    ],
  };
  return autocannon(options);
}

async function signedInAs(cookie: string) {
  const response = await fetch(`${BASE}/api/me`, { headers: { cookie } });
  if (!response.ok) throw new Error(`a bench session was refused: ${response.status}`);
}

/** Waits until the server has worked off what the last route queued, so it does not bill the next. */
async function drained() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const started = performance.now();
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server is still busy two minutes after the last route');
}

async function measure(
  routes: Route[],
  cookies: string[],
  connections: number,
  duration: number,
): Promise<Measure[]> {
  const run = async (route: Route) => {
    // Reads come from 400 people; bookings from all, so that none reaches the hourly cap.
    const people =
      route.people ??
      (route.method === 'POST' ? cookies : cookies.slice(0, READERS)).map((cookie) => ({ cookie }));
    // Signed-in people have been around a while: their sessions are not looked up for the first time.
    if (route.signedIn) await Promise.all(people.map(({ cookie }) => signedInAs(cookie)));
    // A warm-up, bookings too (there are buyers and books enough for it): each connection of
    // the server's pool has planned the route's statements before it is measured, and each
    // reader has been answered once (a thread's first read marks it read: a write, not a read).
    if (route.method !== 'POST') await drive(route, people, connections, { amount: people.length });
    await drive(route, people, connections, Math.min(2, duration));
    await drained();
    const result = await drive(route, people, connections, duration);
    await drained();
    return result;
  };
  const raw: { route: Route; result: autocannon.Result }[] = [];
  for (const route of routes) raw.push({ route, result: await run(route) });
  // The baseline once more at the end: each route is set against the mean of both runs.
  const baselineAgain = await run(routes[0]!);
  const baseline = (raw[0]!.result.requests.average + baselineAgain.requests.average) / 2;
  const toMeasure = (name: string, result: autocannon.Result): Measure => ({
    route: name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ratio: Number((result.requests.average / baseline).toFixed(3)),
    non2xx: result.non2xx + result.errors,
  });
  const measures = raw.map(({ route, result }) => toMeasure(route.name, result));
  measures.push(toMeasure(`${routes[0]!.name}, again at the end`, baselineAgain));
  return measures;
}

function print(title: string, results: Measure[]) {
  console.log(`\n${title}`);
  console.log(
    `${'route'.padEnd(42)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× base'.padStart(7)} ${'non-2xx'.padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.route.padEnd(42)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${r.ratio.toFixed(3).padStart(7)} ${String(r.non2xx).padStart(8)}`,
    );
  }
}

async function runEngine(engine: 'postgres' | 'pglite') {
  const started = Date.now();
  let cleanup: () => void;
  let serverEnv: Record<string, string>;
  let prepared: Awaited<ReturnType<typeof prepare>>;
  if (engine === 'postgres') {
    const cluster = startPostgres(55900);
    const handle = await openDatabase({ databaseUrl: cluster.url });
    prepared = await prepare(handle);
    await handle.close();
    const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-bench-'));
    const stopCluster = cluster.stop;
    cleanup = () => {
      stopCluster();
      rmSync(dataDir, { recursive: true, force: true });
    };
    // Uploads and the outbox go to a folder of the run's own, not the project's ./data.
    serverEnv = { DATABASE_URL: cluster.url, DATA_DIR: dataDir };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-bench-'));
    cleanup = () => rmSync(dataDir, { recursive: true, force: true });
    const handle = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    prepared = await prepare(handle);
    await handle.close();
    serverEnv = { DATA_DIR: dataDir };
  }
  const filled = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n${engine}: ${BOOKS.toLocaleString('en')} books filled in ${filled} s`);
  const server = await startServer(serverEnv);
  // Ctrl-C (or a timeout) still stops the server and removes the cluster or folder.
  const interrupted = () => {
    server.kill('SIGKILL');
    cleanup();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const routes = (await routesFor(prepared)).filter(chosen);
    if (args['keep-server']) {
      console.log(`serving on ${BASE} with a cookie: ${prepared.cookies[0]}; Ctrl-C stops`);
      await new Promise(() => {});
    }
    const loaded = await measure(routes, prepared.cookies, CONNECTIONS, DURATION);
    print(`${engine}, ${BOOKS.toLocaleString('en')} books, ${CONNECTIONS} connections`, loaded);
    const single = await measure(
      routes.filter((r) => r.method !== 'POST'),
      prepared.cookies,
      1,
      Math.min(5, DURATION),
    );
    print(`${engine}, ${BOOKS.toLocaleString('en')} books, one client at a time`, single);
    return { engine, books: BOOKS, connections: CONNECTIONS, loaded, single };
  } finally {
    await stopServer(server);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    cleanup();
  }
}

if (!args['skip-build']) execSync('npm run --silent build', { cwd: ROOT, stdio: 'inherit' });
console.log(`${cpus().length} cores, Node ${process.version}`);
const file = join(ROOT, 'bench/results.json');
mkdirSync(join(ROOT, 'bench'), { recursive: true });
let saved: Record<string, unknown> = {};
try {
  saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
} catch {
  /* the first run */
}
/** A run of some routes (`--only`) replaces those routes' figures and keeps the others'. */
function merged(before: Measure[] | undefined, now: Measure[]): Measure[] {
  if (ONLY.length === 0 || !before) return now;
  const fresh = new Map(now.map((m) => [m.route, m]));
  const kept = before.map((m) => fresh.get(m.route) ?? m);
  return [...kept, ...now.filter((m) => !before.some((b) => b.route === m.route))];
}

for (const engine of ENGINES) {
  const run = await runEngine(engine);
  const key = `${engine}-${BOOKS}`;
  const before = saved[key] as { loaded?: Measure[]; single?: Measure[] } | undefined;
  saved[key] = {
    ...run,
    loaded: merged(before?.loaded, run.loaded),
    single: merged(before?.single, run.single),
    cores: cpus().length,
    node: process.version,
    at: new Date().toISOString(),
  };
  writeFileSync(file, JSON.stringify(saved, null, 2) + '\n');
}
console.log(`\nwritten to ${file}`);
