import type { Browser, Locator, Page } from '@playwright/test';
import {
  anotherPerson,
  expect,
  expectNoSidewaysScrolling,
  mainNav,
  photoFile,
  signUpAs,
  test,
} from './support/fixtures';

type ForSale = { name: string; price: number; condition?: 'Excellent' | 'Good' | 'Fair' };

/** A seller puts `books` up for sale through the API, from a browser context of their own. */
async function sellBooks(browser: Browser, categoryId: string, books: ForSale[]) {
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller', 'Shelf Seller');
  const photo = await photoFile('cover.jpg');
  const sell = async (book: ForSale) => {
    const upload = await seller.request.post('/api/uploads/book', {
      multipart: { image: photo },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const created = await seller.request.post('/api/books', {
      data: {
        name: book.name,
        price: book.price,
        originalPrice: book.price * 2,
        location: 'Dhaka University, TSC',
        sellerPhone: '01812345678',
        categoryId,
        condition: book.condition ?? 'Good',
        purchaseYear: 2022,
        description: `${book.name}, a clean copy.`,
        image: (await upload.json()).url,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  };
  // A few at a time: each photo is decoded and re-encoded on the server.
  for (let i = 0; i < books.length; i += 6) await Promise.all(books.slice(i, i + 6).map(sell));
  await seller.context().close();
}

/** Nothing on the page is wider than the screen: no sideways scrolling. */
const isPhone = (page: Page) => page.viewportSize()!.width < 640;

/** The filter form: on a phone, in the sheet its button opens. */
async function openFilters(page: Page, name: string) {
  const form = page.getByRole('search', { name });
  if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(form).toBeVisible();
  return form;
}

/**
 * The form's button that applies it: 'Show books' beside the list, 'Show 3 books' (however many
 * the filters chosen match) in a phone's sheet.
 */
const showButton = (form: Locator) =>
  form.getByRole('button', { name: /^Show( [\d,]+\+?)? books?$/ });

/**
 * Prices (in taka) that only this run of this test gives its books, so it can filter down to
 * exactly them: the same test runs once per project, and again on a retry, on the same server.
 */
function priceBand(base: number) {
  const info = test.info();
  const project = info.config.projects.findIndex((p) => p.name === info.project.name);
  return base + (project * 4 + info.retry) * 100;
}

/** Settles once the page has been drawn after whatever just happened (a scroll, say). */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));

test.describe('browsing on a phone', () => {
  test('on a phone the filters wait in a sheet behind a Filters button that counts them, and the first screen shows books @phone-only', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const low = priceBand(41_000);
    await sellBooks(browser, 'science-fiction', [
      { name: `Dune ${stamp}`, price: low, condition: 'Fair' },
      { name: `Foundation ${stamp}`, price: low + 1, condition: 'Good' },
      { name: `Solaris ${stamp}`, price: low + 2, condition: 'Fair' },
    ]);
    await signUpAs(page, 'buyer');
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/category/science-fiction');

    await expect(
      page.getByRole('heading', { name: 'Book List for Science Fiction' }),
    ).toBeVisible();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const form = sheet.getByRole('search', { name: 'Filter books' });
    await expect(sheet).toBeHidden();
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toBeVisible();
    await expect(page.getByRole('main').getByText(/^[\d,]+ books?$/)).toBeVisible();
    // The books, not the form, are on the first screen.
    const first = await page.getByRole('article').first().boundingBox();
    expect(first!.y).toBeLessThan(667 * 0.6);
    const filtersBox = await filters.boundingBox();
    expect(filtersBox!.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScrolling(page);

    // The sheet rises over the list; Esc puts it away, and the focus back on its button.
    await filters.click();
    await expect(form).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filters).toBeFocused();
    // So does the phone's Back, which leaves the page where it was.
    await filters.click();
    await expect(form).toBeVisible();
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/category\/science-fiction$/);

    // Each choice is counted before it is applied.
    await filters.click();
    await form.getByLabel('Lowest price in TK').fill(String(low));
    await form.getByLabel('Highest price in TK').fill(String(low + 2));
    await expect(form.getByRole('button', { name: 'Show 3 books' })).toBeVisible();
    await form.getByLabel('Condition').selectOption('Good');
    await expect(form.getByRole('button', { name: 'Show 1 book' })).toBeVisible();
    await form.getByLabel('Condition').selectOption('Fair');
    const show = form.getByRole('button', { name: 'Show 2 books' });
    await expect(show).toBeVisible();
    // It stays on the screen, at the foot of the sheet.
    await expect(show).toBeInViewport();
    await expectNoSidewaysScrolling(page);
    // Nothing is applied until it is pressed.
    await expect(page).not.toHaveURL(/condition=/);
    await show.click();

    await expect(page).toHaveURL(/condition=Fair/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2)', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('2 books', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article', { name: `Dune ${stamp}` })).toBeVisible();
    await expect(page.getByRole('article', { name: `Foundation ${stamp}` })).toHaveCount(0);

    // Clear, inside the sheet, empties its fields; showing the books takes every filter off.
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await form.getByRole('button', { name: 'Clear' }).click();
    await expect(form.getByLabel('Condition')).toHaveValue('');
    await expect(form.getByLabel('Lowest price in TK')).toHaveValue('');
    await showButton(form).click();
    await expect(page).not.toHaveURL(/condition=/);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();

    // The filters are in the address: Back steps through them.
    await page.goBack();
    await expect(page).toHaveURL(/condition=Fair/);
    await expect(page.getByRole('button', { name: 'Filters (2)', exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/category\/science-fiction$/);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expectNoSidewaysScrolling(page);
  });

  test('a category page sorts by price both ways and says how many books it holds @phone-only', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const low = priceBand(42_000);
    await sellBooks(browser, 'job-preparation', [
      { name: `Middle Guide ${stamp}`, price: low + 1 },
      { name: `Cheap Guide ${stamp}`, price: low },
      { name: `Dear Guide ${stamp}`, price: low + 2 },
    ]);
    await signUpAs(page, 'buyer');
    await page.goto('/category/job-preparation');
    await expect(
      page.getByRole('heading', { name: 'Book List for Job Preparation' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/^[\d,]+ books?$/)).toBeVisible();

    let form = await openFilters(page, 'Filter books');
    await form.getByLabel('Lowest price in TK').fill(String(low));
    await form.getByLabel('Highest price in TK').fill(String(low + 2));
    await form.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await showButton(form).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByRole('main').getByText('3 books', { exact: true })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([
      `Cheap Guide ${stamp}`,
      `Middle Guide ${stamp}`,
      `Dear Guide ${stamp}`,
    ]);

    form = await openFilters(page, 'Filter books');
    await expect(form.getByLabel('Sort by')).toHaveValue('price-asc');
    await form.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await showButton(form).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([
      `Dear Guide ${stamp}`,
      `Middle Guide ${stamp}`,
      `Cheap Guide ${stamp}`,
    ]);

    // One book is '1 book'.
    await page.goto(`/category/job-preparation?minPrice=${low + 2}&maxPrice=${low + 2}`);
    await expect(page.getByRole('main').getByText('1 book', { exact: true })).toBeVisible();
    await expectNoSidewaysScrolling(page);
  });

  test('the navigation search keeps the words on /search, and on a phone has a row of its own @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const box = nav.getByRole('searchbox', { name: 'Search books' });
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('');
    if (isPhone(page)) {
      // Its own row under the logo and the menu button, as wide as the screen allows.
      const field = (await box.boundingBox())!;
      const menu = (await nav.getByRole('button', { name: 'Open menu' }).boundingBox())!;
      expect(field.y).toBeGreaterThanOrEqual(menu.y + menu.height);
      expect(field.width).toBeGreaterThan(page.viewportSize()!.width * 0.6);
      for (const target of [
        box,
        nav.getByRole('button', { name: 'Search', exact: true }),
        nav.getByRole('button', { name: 'Open menu' }),
      ]) {
        const size = (await target.boundingBox())!;
        expect(size.width).toBeGreaterThanOrEqual(44);
        expect(size.height).toBeGreaterThanOrEqual(44);
      }
    }
    await expectNoSidewaysScrolling(page);

    await box.fill('organic chemistry');
    await nav.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=organic%20chemistry');
    await expect(
      page.getByRole('heading', { name: 'Books matching “organic chemistry”' }),
    ).toBeVisible();
    await expect(box).toHaveValue('organic chemistry');
    await expect(page.getByRole('main').getByText(/^[\d,]+\+? books?$/)).toBeVisible();

    // New words from the filters show in the navigation too; Back brings the old ones.
    const form = await openFilters(page, 'Search and filter books');
    await form.getByLabel('Title or words').fill('thermodynamics');
    await showButton(form).click();
    await expect(page).toHaveURL(/q=thermodynamics/);
    await expect(box).toHaveValue('thermodynamics');
    await page.goBack();
    await expect(box).toHaveValue('organic chemistry');
    await page.reload();
    await expect(box).toHaveValue('organic chemistry');
    await expectNoSidewaysScrolling(page);

    // Elsewhere the box is empty again.
    await (await mainNav(page)).getByRole('link', { name: 'Categories' }).first().click();
    await expect(page).toHaveURL('/categories');
    await expect(box).toHaveValue('');
  });

  test('an unknown category shows the not-found page inside the layout, with a way back to the categories @phone-only', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await signUpAs(page, 'buyer');
    const response = await page.goto('/category/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page does not exist' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Book List for/ })).toHaveCount(0);
    await expectNoSidewaysScrolling(page);
    await page.getByRole('main').getByRole('link', { name: 'Browse categories' }).click();
    await expect(page).toHaveURL('/categories');
    // The server's 404 page is taken over as it is: no hydration error, nothing else logged but the 404.
    expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
  });

  test('Back from a book after Load more returns to the same place, with the books loaded @phone-only', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const low = priceBand(43_000);
    const books = Array.from({ length: 26 }, (_, i) => ({
      name: `Shelf ${String(i + 1).padStart(2, '0')} ${stamp}`,
      price: low + i,
    }));
    await sellBooks(browser, 'novel-and-story', books);
    await signUpAs(page, 'buyer');
    await page.goto(
      `/category/novel-and-story?minPrice=${low}&maxPrice=${low + 25}&sort=price-asc`,
    );
    await expect(page.getByRole('main').getByText('26 books', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more books' }).click();
    await expect(page.getByRole('article')).toHaveCount(26);
    await expect(page.getByRole('button', { name: 'Load more books' })).toHaveCount(0);

    const last = books.at(-1)!.name;
    const link = page.getByRole('article', { name: last }).getByRole('link', { name: last });
    await link.scrollIntoViewIfNeeded();
    await nextFrame(page);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/book\//);
    await expect(page.getByRole('heading', { level: 1, name: last })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/category\/novel-and-story\?/);
    // The second page is still there: nothing was loaded again from the first page on.
    await expect(page.getByRole('article')).toHaveCount(26);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
      .toBeLessThanOrEqual(2);
    await expect(page.getByRole('article', { name: last })).toBeInViewport();
    await expectNoSidewaysScrolling(page);
  });
});
