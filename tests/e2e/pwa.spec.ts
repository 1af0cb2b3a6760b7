import type { Page } from '@playwright/test';
import { anotherPerson, expect, putOnSale, signUpAs, test } from './support/fixtures';

// Boipoka as an app on the device: its service worker (blocked in the other journeys), the pages
// it keeps for offline reading, its offline page, its manifest, and the bell.
test.use({ serviceWorkers: 'allow' });

/** Waits until this page's service worker is installed and controls the page. */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
}

test('the service worker installs; offline, a page read before opens with a line saying so, and a page never opened shows the offline page in the reader’s language', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  // Read once under the worker: it keeps the page.
  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'Book Categories', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Book Categories', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  // The offline page runs no script: the browser goes there as a link would take it.
  const visit = (path: string) => page.evaluate((to) => location.assign(to), path);
  await visit('/blog/react-state-management');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

  // A reader of Bangla gets it in Bangla.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'বাংলা' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await controlled(page);
  // Once the page runs, it tells the worker the language it is read in.
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/sw/locale'))?.text()))
    .toBe('bn');
  await context.setOffline(true);
  await visit('/about');
  await expect(page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
  await context.setOffline(false);
});

test('the manifest makes it installable, named in the reader’s language, with shortcuts to Messages and Sell a book', async ({
  page,
}) => {
  await page.goto('/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    short_name: 'Boipoka',
    display: 'standalone',
    start_url: '/',
    shortcuts: [
      { name: 'Messages', url: '/dashboard/messages' },
      { name: 'Sell a book', url: '/dashboard/addProduct' },
    ],
  });
  const bangla = await (
    await page.request.get('/manifest.webmanifest', { headers: { cookie: 'boipoka-lang=bn' } })
  ).json();
  expect(bangla).toMatchObject({ short_name: 'বইপোকা', lang: 'bn' });
  for (const icon of manifest.icons as { src: string }[])
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

test('the bell counts what happens as it happens, and its list opens the thread', async ({
  page: seller,
  browser,
}) => {
  await signUpAs(seller, 'seller', 'Bell Seller');
  const name = `Bell Book ${Date.now().toString(36)}`;
  const bookId = await putOnSale(seller, name);
  await seller.goto('/dashboard');
  await controlled(seller);
  const bell = seller.getByRole('link', { name: /^Notifications/ }).first();
  await expect(bell).toHaveAccessibleName('Notifications');

  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer', 'Bell Buyer');
  const started = await buyer.request.post('/api/conversations', {
    data: { bookId, body: 'Could we meet at the library?' },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  // The seller's page, open all along, rings.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  const item = seller.getByRole('link', { name: new RegExp(`Bell Buyer wrote about “${name}”`) });
  await expect(item).toContainText('Could we meet at the library?');
  await expect(bell).toHaveAccessibleName('Notifications');
  // Read by being shown, and still marked new on the page that showed it.
  await expect(item).toContainText('New');
  await item.click();
  await expect(seller).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);

  // What the API told this person, kept for offline reading, goes when they sign out.
  const keptReads = () =>
    seller.evaluate(async () =>
      (await (await caches.open('boipoka-api')).keys())
        .map((request) => new URL(request.url).pathname)
        .filter((path) => path.startsWith('/api/me') || path.startsWith('/api/conversations')),
    );
  await expect.poll(async () => (await keptReads()).length).toBeGreaterThan(0);
  await seller.getByRole('button', { name: 'Logout' }).first().click();
  await expect(seller).toHaveURL('/');
  await expect.poll(keptReads).toEqual([]);
});
