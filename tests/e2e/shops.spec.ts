import type { Page } from '@playwright/test';
import {
  anotherPerson,
  expect,
  expectNoSidewaysScrolling,
  logInWithForm,
  PASSWORD,
  photoFile,
  putOnSale,
  signUpAs,
  test,
} from './support/fixtures';

/** A book for sale at `price` TK in University Academic, through the API, as the seller `page`. */
async function sellAt(page: Page, name: string, price: number) {
  const upload = await page.request.post('/api/uploads/book', {
    multipart: { image: await photoFile('cover.jpg') },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const created = await page.request.post('/api/books', {
    data: {
      name,
      price,
      originalPrice: price * 2,
      location: 'Dhaka University, TSC',
      sellerPhone: '01812345678',
      categoryId: 'university-academic',
      condition: 'Good',
      purchaseYear: 2022,
      description: `${name}, a clean copy.`,
      image: (await upload.json()).url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** How many cards share the first row of the list: their tops are the same. */
async function cardsInFirstRow(page: Page) {
  const tops = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test("a visitor opens a seller's page from a book: their books for sale, newest first, and Message, which asks to log in and comes back @phone", async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const stamp = Date.now();
  const names = [`Shop First ${stamp}`, `Shop Second ${stamp}`, `Shop Third ${stamp}`];
  const seller = await anotherPerson(browser);
  const { id: sellerId } = await signUpAs(seller, 'seller', 'Shapla Shopkeeper');
  const firstId = await putOnSale(seller, names[0]!);
  for (const name of names.slice(1)) await putOnSale(seller, name);
  const gone = await putOnSale(seller, `Shop Withdrawn ${stamp}`);
  expect((await seller.request.delete(`/api/books/${gone}`)).status()).toBe(200);
  await seller.context().close();
  const someone = await anotherPerson(browser);
  const buyer = await signUpAs(someone, 'buyer', 'Bokul Buyer');
  await someone.context().close();

  // From a book's page, by the seller's name.
  await page.goto(`/book/${firstId}`);
  await page.getByRole('link', { name: 'Shapla Shopkeeper' }).click();
  await expect(page).toHaveURL(`/seller/${sellerId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shapla Shopkeeper');
  // Their own photo (the one they signed up with), not their initials.
  await expect(page.getByRole('main').locator('header img')).toHaveAttribute(
    'src',
    /^\/uploads\/[\w-]+\.webp$/,
  );

  const shop = page.getByRole('region', { name: 'Books for sale' });
  await expect(shop.getByText('3 books', { exact: true })).toBeVisible();
  await expect(shop.getByRole('article').getByRole('heading')).toHaveText([...names].reverse());
  await expect(shop.getByRole('article', { name: `Shop Withdrawn ${stamp}` })).toHaveCount(0);
  await expectNoSidewaysScrolling(page);

  // Message asks a visitor to log in, and brings them back here.
  await page.getByRole('link', { name: 'Message Shapla Shopkeeper' }).click();
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/seller/${sellerId}`)}`);
  await logInWithForm(page, buyer.email, PASSWORD);
  await expect(page).toHaveURL(`/seller/${sellerId}`);
  // A conversation is about a book: with none yet, the seller's newest.
  await page.getByRole('button', { name: 'Message Shapla Shopkeeper' }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: names[2] })).toBeVisible();
  const conversation = page.url();

  // The next time, Message opens the same conversation.
  await page.goto(`/seller/${sellerId}`);
  await page.getByRole('link', { name: 'Message Shapla Shopkeeper' }).click();
  await expect(page).toHaveURL(conversation);
  expect(errors).toEqual([]);
});

test('a category shows at least four books a row on a desk, three on a tablet and two on a phone', async ({
  page,
  browser,
}) => {
  // Prices only this run gives its books, so the list can be narrowed to exactly them.
  const info = test.info();
  const project = info.config.projects.findIndex((p) => p.name === info.project.name);
  const low = 44_000 + (project * 4 + info.retry) * 100;
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller', 'Row Seller');
  for (let i = 0; i < 6; i += 3)
    await Promise.all(
      [0, 1, 2].map((j) => sellAt(seller, `Row ${i + j} ${Date.now()}`, low + i + j)),
    );
  await seller.context().close();

  await signUpAs(page, 'buyer');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/category/university-academic?minPrice=${low}&maxPrice=${low + 5}`);
  await expect(page.getByRole('article')).toHaveCount(6);
  expect(await cardsInFirstRow(page)).toBeGreaterThanOrEqual(4);
  for (const [width, perRow] of [
    [1024, 4],
    [800, 3],
    [375, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => cardsInFirstRow(page), `at ${width} px`).toBe(perRow);
    await expectNoSidewaysScrolling(page);
  }
});
