import { expect, logInWithForm, PASSWORD, signUpAs, test } from './support/fixtures';

test('in My Profile a buyer renames themselves, changes the password after a wrong try, and deletes the account, which then signs nobody in', async ({
  page,
}) => {
  const { email } = await signUpAs(page, 'buyer', 'Rafi Before');
  await page.goto('/dashboard');
  const account = page.getByRole('region', { name: 'Account' });

  const names = account.getByRole('form', { name: 'Name and photo' });
  await names.getByLabel('Name').fill('Rafi After');
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your name and photo are saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rafi After' })).toBeVisible();

  const password = account.getByRole('form', { name: 'Password' });
  await password.getByLabel('Current password').fill('Wrong#Pass1');
  await password.getByLabel('New password').fill('Fresh#Pass2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('That is not your current password')).toBeVisible();
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();

  await account.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill('Fresh#Pass2');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/login');
  await logInWithForm(page, email, 'Fresh#Pass2');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
});
