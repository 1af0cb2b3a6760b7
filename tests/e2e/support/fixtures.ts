import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import sharp from 'sharp';
import { BASE_URL, E2E_ADMIN } from '../../../playwright.config';

export const PASSWORD = 'Secret#123';
let counter = 0;

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${process.pid}-${++counter}@campus.test`;

/**
 * Each test comes from its own client address (the e2e server trusts X-Forwarded-For), so the
 * per-address limits on sign-up, uploads and sign-in treat tests as the different people they are.
 * The API calls a test makes through `page.request` carry the Origin our own pages send.
 */
let addresses = 0;
const nextAddress = () =>
  `10.${(process.pid % 200) + 1}.${(++addresses >> 8) & 255}.${addresses & 255}`;

/**
 * A prerendered page shows its content at once and starts its script when a visitor moves to use
 * it (src/client/boot.ts); a person looks, moves the pointer, then acts, so navigation here
 * returns once the app runs the page.
 */
export function waitForAppOnNavigation(page: Page): Page {
  trackRequests(page);
  let moves = 0;
  const ready = async (response: Response | null) => {
    if (response?.headers()['content-type']?.includes('text/html')) {
      await page.mouse.move(10 + (++moves % 2), 10);
      // The app runs, and the page's own code has taken over its content (a lazy page hydrates
      // after the frame: a link pressed before then is a plain link, without its state).
      // Asked every 50 ms, not at every frame: polling by frame keeps the browser drawing.
      await page.waitForFunction(
        () => {
          const { ready, pageReady } = document.documentElement.dataset;
          const framed = document.getElementById('main') !== null;
          return ready === 'true' && (pageReady === 'true' || !framed);
        },
        undefined,
        { polling: 50 },
      );
      await expectNoSidewaysScrolling(page);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
  return page;
}

/** Each page's requests still unanswered, but for its event stream, which stays open for good. */
const pending = new WeakMap<Page, Set<Request>>();
function trackRequests(page: Page) {
  const open = new Set<Request>();
  pending.set(page, open);
  page.on('request', (r) => r.resourceType() !== 'eventsource' && open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * The page has loaded what it shows: no request of its own unanswered for half a second. Playwright's
 * 'networkidle' never comes for someone signed in, whose page keeps its event stream open.
 */
export async function waitForQuiet(page: Page) {
  const open = pending.get(page);
  if (!open) return page.waitForLoadState('networkidle');
  let quietSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline) throw new Error(`still loading: ${[...open].map((r) => r.url())}`);
    if (open.size > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress(), origin: BASE_URL });
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitForAppOnNavigation(page));
    // Whatever screen a test ends on fits the screen too.
    if (!page.isClosed()) await expectNoSidewaysScrolling(page);
  },
});

/** The document is never wider than the viewport: nothing to scroll sideways to. */
export async function expectNoSidewaysScrolling(page: Page) {
  const [documentWidth, viewportWidth, url] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
    location.pathname,
  ]);
  expect(documentWidth, `${url} is wider than the screen`).toBeLessThanOrEqual(
    viewportWidth as number,
  );
}

/** Another person in the same test: a browser context of their own, from their own address. */
export async function anotherPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress(), origin: BASE_URL },
  });
  return waitForAppOnNavigation(await context.newPage());
}
export { expect };

/** A small real photo, as a phone would take it. */
export const photoFile = async (name = 'me.jpg') => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 320, height: 320, channels: 3, background: '#5f8f99' } })
    .jpeg()
    .toBuffer(),
});

/** Signs up through the API (photo first, as the page does); the context then holds the session. */
export async function signUpAs(page: Page, role: 'buyer' | 'seller', name = `Test ${role}`) {
  const email = uniqueEmail(role);
  const upload = await page.request.post('/api/uploads/avatar', {
    multipart: { image: await photoFile() },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name,
      email,
      password: PASSWORD,
      role,
      image: (await upload.json()).url,
      campusId: 'ju',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, name, id: (await response.json()).user.id as string };
}

/** Picks a campus in a form's campus field by typing part of a name, as a student would. */
export async function pickCampus(form: Locator, words = 'jahangir', label = 'Campus') {
  await form.getByRole('combobox', { name: label }).fill(words);
  await form.getByRole('listbox', { name: label }).getByRole('option').first().click();
}

/** Signs the request context in as the admin; the Origin header is what a browser would send. */
export async function signInAsAdmin(request: APIRequestContext) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: E2E_ADMIN,
    headers: { origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the Login page, as a person would. */
export async function logInWithForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** The main navigation, opened first on a phone where it sits behind the menu button. */
export async function mainNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuButton = nav.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  return nav;
}

/** A seller with one book on sale, through the API. */
export async function putOnSale(page: Page, name: string) {
  const upload = await page.request.post('/api/uploads/book', {
    multipart: { image: await photoFile() },
  });
  const created = await page.request.post('/api/books', {
    data: {
      name,
      price: 420,
      originalPrice: 900,
      location: 'Curzon Hall',
      sellerPhone: '01712345678',
      categoryId: 'university-academic',
      condition: 'Good',
      purchaseYear: 2023,
      description: 'A clean copy.',
      image: (await upload.json()).url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id as string;
}
