import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, signInAsAdmin, test } from './support/fixtures';

const JS_BUDGET_BYTES = 110 * 1000;

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

test('the home page loads at most 110 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (r) => r.resourceType() === 'script' && scripts.add(r.url()));
  await page.goto('/', { waitUntil: 'networkidle' });
  let total = 0;
  const sizes: string[] = [];
  for (const url of scripts) {
    const bytes = await gzipBytes(url);
    total += bytes;
    sizes.push(`${new URL(url).pathname} ${bytes}`);
  }
  console.log(sizes.join('\n'));
  console.log(
    `JS loaded by /: ${total} bytes (${(total / 1024).toFixed(1)} KiB) gzipped in ${scripts.size} files`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
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

for (const path of [
  '/',
  '/categories',
  '/blogs',
  '/blog/react-state-management',
  '/about',
  '/login',
  '/no-such-page',
]) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
}

test('axe finds no accessibility violations on the dashboard pages', async ({ page }) => {
  await signInAsAdmin(page.request);
  for (const path of ['/dashboard', '/dashboard/allSellers', '/dashboard/allBuyers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  }
});
