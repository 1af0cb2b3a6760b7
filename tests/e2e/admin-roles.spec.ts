import { axeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import {
  anotherPerson,
  expect,
  signInAsAdmin,
  signUpAs,
  test,
  waitForQuiet,
} from './support/fixtures';
import { E2E_ADMIN } from '../../playwright.config';

/** Opens a page from the dashboard menu; below the lg breakpoint the menu is a drawer, opened first. */
async function openFromDashboardMenu(page: Page, label: string) {
  if (page.viewportSize()!.width < 1024) await page.getByText('Dashboard menu').click();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
}

test.describe('admin roles', () => {
  test('an admin makes a buyer an admin after confirming, finds them under Admins, and takes the role back after confirming', async ({
    page,
    browser,
  }, testInfo) => {
    const other = await anotherPerson(browser);
    const buyer = await signUpAs(
      other,
      'buyer',
      `Trusted Reader ${Date.now()} ${testInfo.project.name}`,
    );
    await other.close();

    await signInAsAdmin(page.request);
    await page.goto('/dashboard');
    await openFromDashboardMenu(page, 'All Buyers');
    const buyerRow = page.getByRole('row').filter({ hasText: buyer.email });
    const makeAdmin = buyerRow.getByRole('button', { name: `Make ${buyer.name} admin` });
    const makeDialog = page.getByRole('dialog', { name: `Make ${buyer.name} an admin?` });

    // Asking first: cancelling changes nothing.
    await makeAdmin.click();
    await expect(makeDialog).toBeVisible();
    await makeDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(makeDialog).toBeHidden();
    await expect(buyerRow).toBeVisible();

    await makeAdmin.click();
    await expect(makeDialog).toContainText(buyer.email);
    await expect(makeDialog).toContainText(
      'will be able to verify sellers, delete users and handle reported books',
    );
    await makeDialog.getByRole('button', { name: 'Make Admin' }).click();
    await expect(page.getByText('Make admin successful.')).toBeVisible();
    await expect(makeDialog).toBeHidden();
    await expect(buyerRow).toHaveCount(0);

    await openFromDashboardMenu(page, 'Admins');
    const adminRow = page.getByRole('row').filter({ hasText: buyer.email });
    await expect(adminRow.getByRole('cell').nth(1)).toHaveText(buyer.name);
    await expect(adminRow.getByRole('cell').nth(3)).toHaveText(/^\d{1,2} \w{3,4} \d{4}$/);
    // Nobody takes their own admin role.
    const ownRow = page.getByRole('row').filter({ hasText: E2E_ADMIN.email });
    await expect(ownRow.getByText('You', { exact: true })).toBeVisible();
    await expect(ownRow.getByRole('button')).toHaveCount(0);

    const removeAdmin = adminRow.getByRole('button', { name: `Remove ${buyer.name} as admin` });
    if (page.viewportSize()!.width < 640) {
      expect((await removeAdmin.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await removeAdmin.click();
    const removeDialog = page.getByRole('dialog', { name: `Remove ${buyer.name} as admin?` });
    await expect(removeDialog).toBeVisible();
    await expect(removeDialog).toContainText(buyer.email);
    await expect(removeDialog).toContainText('goes back to being a buyer');
    await removeDialog.getByRole('button', { name: 'Remove admin' }).click();
    await expect(page.getByText('Admin role removed.')).toBeVisible();
    await expect(removeDialog).toBeHidden();
    await expect(adminRow).toHaveCount(0);

    // A buyer again, listed where they were.
    await openFromDashboardMenu(page, 'All Buyers');
    await expect(buyerRow.getByRole('cell').nth(1)).toHaveText(buyer.name);
  });

  test('axe finds no accessibility violations on the Admins page, nor in its confirmation', async ({
    page,
    browser,
  }) => {
    const other = await anotherPerson(browser);
    const promoted = await signUpAs(other, 'buyer', `Axe Admin ${Date.now()}`);
    await other.close();
    await signInAsAdmin(page.request);
    const response = await page.request.patch(`/api/admin/users/${promoted.id}`, {
      data: { role: 'admin' },
    });
    expect(response.status(), await response.text()).toBe(200);

    // No fade: axe judges the dialog's colours as they settle, not halfway in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/dashboard/admins');
    await expect(page.getByRole('heading', { level: 1, name: 'Admins' })).toBeVisible();
    await waitForQuiet(page);
    const analyze = () => axeViolations(page);
    expect(await analyze()).toEqual([]);

    await page.getByRole('button', { name: `Remove ${promoted.name} as admin` }).click();
    await expect(
      page.getByRole('dialog', { name: `Remove ${promoted.name} as admin?` }),
    ).toBeVisible();
    expect(await analyze()).toEqual([]);
    await page.request.delete(`/api/admin/users/${promoted.id}/admin`);
  });
});
