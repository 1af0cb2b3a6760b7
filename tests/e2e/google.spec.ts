import { anotherPerson, expect, putOnSale, signUpAs, test } from './support/fixtures';

test('Continue with Google signs a new user in as a buyer through the OpenID Connect redirect flow; their first booking asks their campus', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The browser goes to the provider, which sends it back to our callback and then home.
  await expect(page).toHaveURL('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({
    email: 'google.tester@gmail.test',
    name: 'Google Tester',
    role: 'buyer',
    campusId: null,
  });
  await nav.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(
    page.getByRole('region', { name: 'Google Tester' }).getByText('Buyer', { exact: true }),
  ).toBeVisible();

  // Google asked nothing of ours: the first booking asks where they study, then goes.
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller', 'Campus Seller');
  const name = `First Google Booking ${Date.now().toString(36)}`;
  const id = await putOnSale(seller, name);
  await page.goto(`/book/${id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const modal = page.getByRole('dialog', { name: `Book “${name}”` });
  const ask = modal.getByRole('group', { name: 'Where do you study?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('combobox', { name: 'Campus' }).fill('jahangir');
  await ask.getByRole('listbox', { name: 'Campus' }).getByRole('option').first().click();
  await expect(page.getByText('Your campus is saved')).toBeVisible();
  await expect(ask).toBeHidden();
  await modal.getByLabel('Phone number').fill('01812345678');
  await modal.getByLabel('Meeting location').fill('Bottola');
  await modal.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();
  expect((await (await page.request.get('/api/me')).json()).campusId).toBe('ju');
});
