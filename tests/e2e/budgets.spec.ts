import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import {
  anotherPerson,
  expect,
  photoFile,
  signInAsAdmin,
  signUpAs,
  test,
  waitForQuiet,
} from './support/fixtures';

const SAMPLE_BOOK = {
  name: 'Foundation',
  price: 300,
  originalPrice: 650,
  location: 'NSU, Bashundhara',
  sellerPhone: '01912345678',
  categoryId: 'science-fiction',
  condition: 'Good',
  purchaseYear: 2020,
  description: 'Asimov, paperback, spine a little worn.',
};

const JS_BUDGET_BYTES = 110 * 1000;
/** What the home page loads once it runs: the service worker's registration and the offline line. */
const APART_BUDGET_BYTES = 2 * 1000;

/** The bytes a gzip-only client downloads for a URL, counted off the wire (nothing decompressed). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        // Files under 1 KB are sent as they are; count them as if gzipped all the same.
        resolve(
          response.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body).length,
        );
      });
    }).on('error', reject);
  });
}

/** The scripts a script imports statically (`import … from "./x.js"`), by their paths. */
async function staticImports(page: Page, path: string): Promise<string[]> {
  const source = await (await page.request.get(path)).text();
  return [...source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
}

/**
 * The home page's first script: its entry and the app it starts (main-*.js), with every script
 * they import statically. What the page loads apart once it runs (the service worker's
 * registration, the device's alerts) is counted apart, with a budget of its own.
 */
test('the home page loads at most 110 KB of gzipped JavaScript first, and little more apart', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on(
    'request',
    (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname),
  );
  await page.goto('/', { waitUntil: 'networkidle' });
  const main = [...scripts].find((path) => /\/main-[^/]+\.js$/.test(path));
  const entry = [...scripts].find((path) => /\/index-[^/]+\.js$/.test(path));
  expect(main && entry).toBeTruthy();
  const first = new Set<string>();
  const queue = [entry!, main!];
  while (queue.length) {
    const path = queue.pop()!;
    if (first.has(path)) continue;
    first.add(path);
    queue.push(...(await staticImports(page, path)));
  }
  const size = async (paths: Iterable<string>) => {
    let total = 0;
    const sizes: string[] = [];
    for (const path of paths) {
      const bytes = await gzipBytes(new URL(path, page.url()).href);
      total += bytes;
      sizes.push(`${path} ${bytes}`);
    }
    return { total, sizes };
  };
  const firstLoad = await size(first);
  const apart = await size([...scripts].filter((path) => !first.has(path)));
  console.log([...firstLoad.sizes, '— apart:', ...apart.sizes].join('\n'));
  console.log(
    `JS loaded by /: ${firstLoad.total} bytes (${(firstLoad.total / 1024).toFixed(1)} KiB) gzipped first, in ${first.size} files; ${apart.total} bytes apart`,
  );
  // Every script the page loaded first is one of those counted.
  for (const path of first) expect(scripts.has(path), path).toBe(true);
  expect(firstLoad.total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  expect(apart.total).toBeLessThanOrEqual(APART_BUDGET_BYTES);
});

test("the admin's chart code is in no public page's scripts, only in the overview's", async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on(
    'request',
    (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname),
  );
  /** Whether any script the page has loaded so far carries uPlot (its plot's own class name). */
  const chartsLoaded = async () => {
    for (const path of scripts)
      if ((await (await page.request.get(path)).text()).includes('u-over')) return true;
    return false;
  };
  for (const path of ['/', '/about', '/blogs', '/login', '/register', '/search?q=physics']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // The app starts on the first touch: a visitor's tap loads what the page runs on.
    await page.mouse.move(10, 10);
    await waitForQuiet(page);
  }
  expect(await chartsLoaded()).toBe(false);
  await signInAsAdmin(page.request);
  await page.goto('/dashboard/overview');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await waitForQuiet(page);
  expect(await chartsLoaded()).toBe(true);
});

test('hashed assets are served compressed and cached for a year; pages are revalidated', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/');
  const asset = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await request.get('/categories');
  expect(html.headers()['content-type']).toContain('text/html');
  expect(html.headers()['cache-control']).toBe('no-cache');
});

// One visit after another in one page: the pages share the frame, and a test each would pay for
// a new browser context nine times.
test('axe finds no accessibility violations on the public pages', async ({ page }) => {
  test.slow();
  for (const path of [
    '/',
    '/categories',
    '/blogs',
    '/blog/react-state-management',
    '/about',
    '/login',
    '/register',
    '/forgot-password',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await waitForQuiet(page);
    expect.soft(await axeViolations(page), path).toEqual([]);
  }
});

async function expectNoViolations(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForQuiet(page);
    expect(await axeViolations(page), path).toEqual([]);
  }
}

test('axe finds no accessibility violations on the admin pages', async ({ page }) => {
  // Nine pages through axe, while other tests share the machine's two cores.
  test.slow();
  await signInAsAdmin(page.request);
  await expectNoViolations(page, [
    '/dashboard',
    '/dashboard/allSellers',
    '/dashboard/allBuyers',
    '/dashboard/reportedItem',
    '/dashboard/admins',
    '/dashboard/campuses',
    '/dashboard/sellerPayouts',
    '/dashboard/inbox',
    '/dashboard/overview',
  ]);
});

test("axe finds no accessibility violations on the admin console's pages", async ({ page }) => {
  test.slow();
  await signInAsAdmin(page.request);
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  await expectNoViolations(page, [
    '/dashboard/moderation',
    '/dashboard/users',
    `/dashboard/users/${me.id}`,
    '/dashboard/audit',
  ]);
});

test("axe finds no accessibility violations on a seller's pages", async ({ page }) => {
  await signUpAs(page, 'seller');
  await expectNoViolations(page, [
    '/dashboard',
    '/dashboard/addProduct',
    '/dashboard/myProducts',
    '/dashboard/myBuyers',
    '/dashboard/payouts',
  ]);
});

test("axe finds no accessibility violations on a buyer's pages, with books on them @phone-only", async ({
  page,
  browser,
}) => {
  // Seven pages through axe, while other tests share the machine's two cores.
  test.slow();
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller', 'Axe Seller');
  const upload = await seller.request.post('/api/uploads/book', {
    multipart: { image: await photoFile() },
  });
  const book = await seller.request.post('/api/books', {
    data: { ...SAMPLE_BOOK, image: (await upload.json()).url },
  });
  expect(book.status(), await book.text()).toBe(201);
  const { id } = await book.json();
  await seller.close();
  await signUpAs(page, 'buyer');
  await page.request.put(`/api/me/wishlist/${id}`);
  const booking = await page.request.post('/api/bookings', {
    data: { bookId: id, phone: '01812345678', meetingLocation: 'TSC' },
  });
  const bookingId = (await booking.json()).id;
  await expectNoViolations(page, [
    '/dashboard',
    '/category/science-fiction',
    '/search?q=foundation',
    `/book/${id}`,
    '/dashboard/myWishLists',
    '/dashboard/myOrders',
    `/dashboard/payment/${bookingId}`,
  ]);
});
