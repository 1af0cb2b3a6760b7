import {
  expect,
  PASSWORD,
  photoFile,
  putOnSale,
  test,
  uniqueEmail,
  waitForQuiet,
} from './support/fixtures';
import { axeViolations } from './support/axe';

test('a student picks Jahangirnagar University at sign-up by typing part of its name, lists a book, and its card and page say JU; My Profile moves them @phone-only', async ({
  page,
}) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Name').fill('Jui Seller');
  await form.getByLabel('Email').fill(uniqueEmail('seller'));
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel('Sell books').check();
  const campus = form.getByRole('combobox', { name: 'Campus' });
  await campus.fill('jahangir');
  const list = form.getByRole('listbox', { name: 'Campus' });
  await expect(list.getByRole('option')).toHaveText(['Jahangirnagar University (JU)Savar']);
  await waitForQuiet(page);
  expect(await axeViolations(page)).toEqual([]);
  await list.getByRole('option', { name: /Jahangirnagar/ }).click();
  await expect(campus).toHaveValue('Jahangirnagar University (JU)');
  await expect(list).toBeHidden();
  await form.getByLabel('Photo').setInputFiles(await photoFile());
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('User Created Successfully.')).toBeVisible();

  const title = `Bottola Notes ${Date.now().toString(36)}`;
  const id = await putOnSale(page, title);
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('JU', { exact: true })).toBeVisible();
  await page.goto(`/book/${id}`);
  await expect(page.getByText('JU', { exact: true })).toBeVisible();

  // Moving to another campus, chosen with the keyboard: the book stays where it was listed.
  await page.goto('/dashboard');
  const mine = page.getByRole('combobox', { name: 'Campus' });
  await expect(mine).toHaveValue('Jahangirnagar University (JU)');
  await mine.fill('BUET');
  await mine.press('Enter');
  await expect(page.getByText('Your campus is saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Campus' })).toHaveValue(
    'Bangladesh University of Engineering and Technology (BUET)',
  );
  await page.goto(`/book/${id}`);
  await expect(page.getByText('JU', { exact: true })).toBeVisible();
});

test('the picker says when no campus matches, and leaving it keeps the campus chosen before', async ({
  page,
}) => {
  await page.goto('/register');
  const campus = page.getByRole('combobox', { name: 'Campus' });
  await campus.fill('north south');
  await campus.press('Enter');
  await expect(campus).toHaveValue('North South University (NSU)');
  await campus.fill('atlantis');
  await expect(page.getByRole('listbox', { name: 'Campus' })).toContainText(
    'No campus matches “atlantis”',
  );
  await page.getByLabel('Name').click();
  await expect(campus).toHaveValue('North South University (NSU)');
});
