import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  anotherPerson,
  expect,
  expectNoSidewaysScrolling,
  putOnSale,
  signInAsAdmin,
  signUpAs,
  test,
  waitForQuiet,
} from './support/fixtures';

// These run in the phone project only (375 × 812, touch): they are about a phone.

/** On screen as it stands: nothing to scroll sideways to reach it. */
async function expectOnScreen(control: Locator) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  const width = control.page().viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/**
 * What is painted where `locator` is, is `locator` itself: its white paper shows, not a modal laid
 * over it. (Hit-testing cannot tell: a modal makes the rest of the page inert, toasts included.)
 * Polled: a toast fades in.
 */
async function expectPainted(locator: Locator) {
  const whiteShare = async () => {
    const box = await locator.boundingBox();
    if (!box || box.width < 1 || box.height < 1) return 0;
    const { data, info } = await sharp(await locator.page().screenshot({ clip: box }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! >= 250 && data[i + 1]! >= 250 && data[i + 2]! >= 250) white++;
    return white / (info.width * info.height);
  };
  await expect
    .poll(whiteShare, { message: 'share of the toast painted white' })
    .toBeGreaterThan(0.5);
}

test('a buyer sees why a second booking fails inside the modal, above which the toast shows @phone-only', async ({
  page,
  browser,
}) => {
  const name = `Linear Algebra ${Date.now()}`;
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller', 'Strang Seller');
  const bookId = await putOnSale(seller, name);
  await seller.close();

  await signUpAs(page, 'buyer', 'Mitu Buyer');
  await page.goto('/category/university-academic');
  const card = page.getByRole('article', { name });
  const bookNow = card.getByRole('button', { name: `Book Now: ${name}` });
  await expectOnScreen(bookNow);
  await bookNow.click();
  const modal = page.getByRole('dialog', { name: `Book “${name}”` });
  // The first field to fill in has the focus; the fixed ones look fixed.
  await expect(modal.getByLabel('Phone number')).toBeFocused();
  await expect(modal.getByLabel('Book', { exact: true })).toHaveJSProperty('readOnly', true);

  // Meanwhile the same buyer books it from another tab.
  const booked = await page.request.post('/api/bookings', {
    data: { bookId, phone: '01812345678', meetingLocation: 'TSC' },
  });
  expect(booked.status()).toBe(201);

  await modal.getByLabel('Phone number').fill('01812345678');
  await modal.getByLabel('Meeting location').fill('TSC');
  await modal.getByRole('button', { name: 'Confirm booking' }).click();
  const failure = modal.getByRole('alert');
  await expect(failure).toContainText('You have already booked this book. Find it in My Orders.');
  await expectOnScreen(modal.getByRole('button', { name: 'Confirm booking' }));
  const toast = page.getByRole('status').filter({ hasText: 'You have already booked this book.' });
  await expect(toast).toBeVisible();
  await expectPainted(toast.locator('xpath=..'));

  // The way on is in the modal; the card then offers it too.
  await failure.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL('/dashboard/myOrders');
  await page.goto('/category/university-academic');
  await expect(
    page
      .getByRole('article', { name })
      .getByRole('link', { name: `Booked: ${name}. See My Orders` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Book Now: ${name}` })).toHaveCount(0);

  // The book's own page has every action of the card, and Report, one tap away.
  await page.getByRole('article', { name }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: `Booked: ${name}. See My Orders` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Save ${name} to my wishlist` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report to Admin' })).toBeVisible();
  await expectNoSidewaysScrolling(page);
});

test('a seller advertises and deletes a book from My Products, every action on screen @phone-only', async ({
  page,
}) => {
  const name = `Organic Chemistry ${Date.now()}`;
  await signUpAs(page, 'seller', 'Morrison Seller');
  await putOnSale(page, name);
  await page.goto('/dashboard/myProducts');
  const product = page.getByRole('row').filter({ hasText: name });
  await expect(product.getByText('Available')).toBeVisible();

  const advertise = product.getByRole('button', { name: `Advertise ${name}` });
  await expectOnScreen(advertise);
  await advertise.click();
  await expect(page.getByText('Add Product for Advertisement successfully.')).toBeVisible();
  await expect(product.getByRole('button', { name: 'Advertised' })).toBeDisabled();

  const remove = product.getByRole('button', { name: `Delete ${name}` });
  await expectOnScreen(remove);
  await remove.click();
  await page
    .getByRole('dialog', { name: 'Are you sure, you want to delete your product?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('an admin verifies a seller from their card, the button on screen @phone-only', async ({
  page,
  browser,
}) => {
  const sellerPage = await anotherPerson(browser);
  const seller = await signUpAs(sellerPage, 'seller', `Verify Me ${Date.now()}`);
  await sellerPage.close();

  await signInAsAdmin(page.request);
  await page.goto('/dashboard/allSellers');
  const row = page.getByRole('row').filter({ hasText: seller.email });
  const verify = row.getByRole('button', { name: `Verify ${seller.name}` });
  await expectOnScreen(verify);
  await verify.click();
  await expect(page.getByText('User Verified successfully.')).toBeVisible();
  await expect(row.getByRole('button', { name: `Verify ${seller.name}` })).toHaveCount(0);
});

/**
 * Controls on screen smaller than 44 × 44 px. Not counted: a link inside running text, a link
 * whose address a larger target on the page also leads to (a card's title beside its cover), and
 * what is hidden until focused (the skip link).
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, label:has(input[type="radio"]), label:has(input[type="checkbox"])',
      ),
    ];
    const size = (element: Element) => element.getBoundingClientRect();
    const big = (element: Element) => size(element).width >= 44 && size(element).height >= 44;
    const bigLinks = new Set(
      controls
        .filter((c): c is HTMLAnchorElement => c instanceof HTMLAnchorElement && big(c))
        .map((a) => a.href),
    );
    return controls
      .filter((control) => {
        const { width, height } = size(control);
        if (!width || !height || width <= 1 || big(control)) return false;
        if (getComputedStyle(control).visibility === 'hidden') return false;
        // A radio button or a box inside its label is tapped through the label, measured itself.
        if (
          control instanceof HTMLInputElement &&
          (control.type === 'radio' || (control.type === 'checkbox' && control.closest('label')))
        )
          return false;
        if (control instanceof HTMLAnchorElement) {
          if (bigLinks.has(control.href)) return false;
          const text = control.parentElement?.textContent?.trim() ?? '';
          const inline = getComputedStyle(control).display === 'inline';
          if (inline && text.length > (control.textContent?.trim().length ?? 0) + 5) return false;
        }
        return true;
      })
      .map((control) => {
        const { width, height } = size(control);
        const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
        return `${location.pathname}: ${control.tagName} “${name.trim().slice(0, 40)}” ${Math.round(width)}×${Math.round(height)}`;
      });
  });
}

test('on a phone every control is a 44 px target, signed out and signed in @phone-only', async ({
  page,
  browser,
}) => {
  const small: string[] = [];
  for (const path of ['/', '/categories', '/blogs', '/about', '/login', '/register']) {
    await page.goto(path);
    small.push(...(await smallTargets(page)));
  }

  const name = `Touch Targets ${Date.now()}`;
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller', 'Thumb Seller');
  const bookId = await putOnSale(seller, name);
  await seller.close();
  await signUpAs(page, 'buyer', 'Thumb Buyer');
  await page.request.post('/api/bookings', {
    data: { bookId, phone: '01812345678', meetingLocation: 'TSC' },
  });
  for (const path of [
    '/category/university-academic',
    `/book/${bookId}`,
    `/search?q=${encodeURIComponent(name)}`,
    '/dashboard',
    '/dashboard/myOrders',
    '/dashboard/myWishLists',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForQuiet(page);
    small.push(...(await smallTargets(page)));
  }
  expect(small).toEqual([]);
});
