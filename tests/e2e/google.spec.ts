import { expect, test } from './support/fixtures';

test('Continue with Google signs a new user in as a buyer through the OpenID Connect redirect flow', async ({
  page,
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
  });
  await nav.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(
    page.getByRole('region', { name: 'Google Tester' }).getByText('Buyer', { exact: true }),
  ).toBeVisible();
});
