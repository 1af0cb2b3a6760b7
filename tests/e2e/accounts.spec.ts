import type { Page } from '@playwright/test';
import {
  anotherPerson,
  expect,
  logInWithForm,
  mainNav,
  PASSWORD,
  photoFile,
  pickCampus,
  signInAsAdmin,
  signUpAs,
  test,
  uniqueEmail,
} from './support/fixtures';
import { BASE_URL, E2E_ADMIN } from '../../playwright.config';

async function signUpWithForm(
  page: Page,
  { name, email, role }: { name: string; email: string; role: 'Buy books' | 'Sell books' },
) {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel(role).check();
  await pickCampus(form);
  await form.getByLabel('Photo').setInputFiles(await photoFile());
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('User Created Successfully.')).toBeVisible();
  await expect(page).toHaveURL('/');
}

async function expectProfileCard(
  page: Page,
  { name, email, role, stats }: { name: string; email: string; role: string; stats: string[] },
) {
  await (await mainNav(page)).getByRole('link', { name: 'Dashboard' }).last().click();
  await expect(page).toHaveURL('/dashboard');
  const card = page.getByRole('region', { name });
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText(role, { exact: true })).toBeVisible();
  const photo = card.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toBeVisible();
  // Shown, then loaded and decoded: a broken image never gets a width.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  for (const label of stats) await expect(card.getByText(label)).toBeVisible();
}

async function logOut(page: Page) {
  await (await mainNav(page)).getByRole('button', { name: 'Logout' }).last().click();
  await expect(page).toHaveURL('/');
  await expect((await mainNav(page)).getByRole('link', { name: 'Login' }).last()).toBeVisible();
}

test.describe('accounts', () => {
  test('a seller signs up with a photo, logs out and in, and sees their own menu and profile card @phone-only', async ({
    page,
  }) => {
    const seller = {
      name: 'Sakib Seller',
      email: uniqueEmail('seller'),
      role: 'Sell books' as const,
    };
    await signUpWithForm(page, seller);
    await expectProfileCard(page, {
      ...seller,
      role: 'Seller',
      stats: ['Books for sale', 'Books sold'],
    });
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link', { name: 'All Sellers', includeHidden: true })).toHaveCount(
      0,
    );
    await logOut(page);
    await page.goto('/login');
    await logInWithForm(page, seller.email, PASSWORD);
    await expect(page.getByText('Welcome to Boipoka...')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectProfileCard(page, { ...seller, role: 'Seller', stats: ['Books for sale'] });
  });

  test('a buyer signs up with a photo, logs out and in, and sees the buyer profile card', async ({
    page,
  }) => {
    const buyer = {
      name: 'Rumana Reader',
      email: uniqueEmail('buyer'),
      role: 'Buy books' as const,
    };
    await signUpWithForm(page, buyer);
    await expectProfileCard(page, { ...buyer, role: 'Buyer', stats: ['Orders', 'Paid'] });
    await logOut(page);
    await page.goto('/login');
    await logInWithForm(page, buyer.email, PASSWORD);
    await expectProfileCard(page, { ...buyer, role: 'Buyer', stats: ['Orders'] });
  });

  test('sign-up names every missing field, and each password rule shows its message', async ({
    page,
  }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of [
      'Name is Required',
      'Email is Required',
      'Password is required',
      'Choose your campus from the list',
      'Photo is Required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    const password = form.getByLabel('Password');
    await password.fill('Ab#1');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText('Password must be 6 characters long')).toBeVisible();
    for (const weak of ['abcdef1#', 'Abcdefg#', 'Abcdef12']) {
      await password.fill(weak);
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await expect(
        form.getByText('Password must have uppercase, number and special characters'),
      ).toBeVisible();
    }
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  test('login applies the same password rules and shows a failed sign-in in red under the form', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Email is Required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await logInWithForm(page, 'nobody@campus.test', 'Wrong#123');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
  });

  test('a signed-out visitor is sent to login, then brought back to the page they asked for', async ({
    page,
  }) => {
    await page.goto('/dashboard/allSellers');
    await expect(page).toHaveURL('/login');
    await logInWithForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/dashboard/allSellers');
    await expect(page.getByRole('heading', { name: 'All Sellers' })).toBeVisible();
  });

  test('a buyer is kept out of admin pages, in the browser and by the API', async ({ page }) => {
    await signUpAs(page, 'buyer');
    for (const path of ['/dashboard/allSellers', '/dashboard/allBuyers']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: 'You are not allowed to see this page' }),
      ).toBeVisible();
    }
    expect((await page.request.get('/api/admin/users?role=seller')).status()).toBe(403);
  });

  test('the admin verifies a seller, makes a buyer admin and deletes users', async ({
    page,
    browser,
  }) => {
    // Four people and three admin pages: a long journey on a shared two-core machine.
    test.slow();
    const other = await anotherPerson(browser);
    const seller = await signUpAs(other, 'seller', `Verify Me ${Date.now()}`);
    await other.context().clearCookies();
    const buyer = await signUpAs(other, 'buyer', `Promote Me ${Date.now()}`);
    await other.context().clearCookies();
    const leaver = await signUpAs(other, 'buyer', `Remove Me ${Date.now()}`);
    await other.close();

    await page.goto('/login');
    await logInWithForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .first()
      .click();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'All Sellers' })
      .click();

    const sellerRow = page.getByRole('row').filter({ hasText: seller.email });
    await expect(sellerRow.getByRole('cell').nth(1)).toHaveText(seller.name);
    await sellerRow.getByRole('button', { name: `Verify ${seller.name}` }).click();
    await expect(page.getByText('User Verified successfully.')).toBeVisible();
    await expect(sellerRow.getByText('Verified', { exact: true })).toBeVisible();
    await expect(sellerRow.getByText('(verified seller)')).toBeAttached();

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'All Buyers' })
      .click();
    const buyerRow = page.getByRole('row').filter({ hasText: buyer.email });
    await buyerRow.getByRole('button', { name: `Make ${buyer.name} admin` }).click();
    await page
      .getByRole('dialog', { name: `Make ${buyer.name} an admin?` })
      .getByRole('button', { name: 'Make Admin' })
      .click();
    await expect(page.getByText('Make admin successful.')).toBeVisible();
    await expect(buyerRow).toHaveCount(0);

    const leaverRow = page.getByRole('row').filter({ hasText: leaver.email });
    await leaverRow.getByRole('button', { name: `Delete ${leaver.name}` }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Are you sure, you want to delete this buyer?',
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(leaverRow).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'All Sellers' })
      .click();
    await sellerRow.getByRole('button', { name: `Delete ${seller.name}` }).click();
    await expect(
      page.getByRole('dialog', { name: 'Are you sure, you want to delete this sellers?' }),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(sellerRow).toBeVisible();

    // The promoted buyer is an admin now; the deleted one can no longer sign in.
    await signInAsAdmin(page.request);
    const deleted = await page.request.post('/api/auth/sign-in/email', {
      data: { email: leaver.email, password: PASSWORD },
      headers: { origin: BASE_URL },
    });
    expect(deleted.status()).toBe(403);
  });
});

test('on a phone the dashboard menu is a drawer that closes once a page is chosen @phone-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page.request);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).not.toBeInViewport();
  const opener = page.getByRole('button', { name: 'Dashboard menu' });
  await opener.click();
  await expect(menu).toBeInViewport();
  await menu.getByRole('link', { name: 'All Buyers' }).click();
  await expect(page.getByRole('heading', { name: 'All Buyers' })).toBeVisible();
  await expect(menu).not.toBeInViewport();

  // The keyboard opens it too: focus moves into the menu, Escape closes it and gives focus back.
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).not.toBeInViewport();
  await expect(opener).toBeFocused();
});
