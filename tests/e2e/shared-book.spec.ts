import {
  anotherPerson,
  expect,
  logInWithForm,
  PASSWORD,
  putOnSale,
  signUpAs,
  test,
} from './support/fixtures';

test('a shared book link opens the book for a visitor; Book Now asks them to log in and brings them back to it @phone', async ({
  page,
  browser,
}) => {
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller', 'Shapla Seller');
  const name = `Padma Nadir Majhi ${Date.now()}`;
  const bookId = await putOnSale(seller, name);
  const buyer = await anotherPerson(browser);
  const { email } = await signUpAs(buyer, 'buyer');

  // Signed out, the link opens the book itself, not the Login page.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`/book/${bookId}`);
  await expect(page).toHaveURL(`/book/${bookId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('TK 420').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shapla Seller' })).toBeVisible();
  await expect(page.getByText('01712345678')).toHaveCount(0);

  await page.getByRole('link', { name: 'Book Now' }).filter({ visible: true }).click();
  // The way back is in the address: the link works before the page's app has started.
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/book/${bookId}`)}`);
  await logInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(`/book/${bookId}`);
  await expect(
    page.getByRole('button', { name: `Book Now: ${name}` }).filter({ visible: true }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a book taken down answers 410, says which book it was, and leads to others like it', async ({
  page,
  browser,
}) => {
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller');
  const name = `Gone Title ${Date.now()}`;
  const bookId = await putOnSale(seller, name);
  const removed = await seller.request.delete(`/api/books/${bookId}`);
  expect(removed.status(), await removed.text()).toBe(200);

  const response = await page.goto(`/book/${bookId}`);
  expect(response?.status()).toBe(410);
  await expect(
    page.getByRole('heading', { level: 1, name: `“${name}” is no longer for sale` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`“${name}” is no longer for sale · Boipoka`);
  await expect(page.getByRole('img', { name: /bookworm/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Find books like it' }).click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});
