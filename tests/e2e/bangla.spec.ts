// Boipoka in Bangla: the first visit follows the browser's language, the switch in the navigation
// and the footer changes it and is remembered, <html lang> follows; a reader's journeys in Bangla
// meet no English; axe finds nothing in either language.
import type { Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { axeViolations } from './support/axe';
import { bn, expectNoEnglish } from './support/bangla';
import {
  anotherPerson,
  expect,
  PASSWORD,
  photoFile,
  pickCampus,
  test,
  uniqueEmail,
  waitForAppOnNavigation,
  waitForQuiet,
} from './support/fixtures';

test.describe('the language', () => {
  test('a first visit from a browser set to Bangla is in Bangla; the switch goes to English and stays there @phone', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'bn-BD',
      extraHTTPHeaders: { origin: BASE_URL },
    });
    const page = waitForAppOnNavigation(await context.newPage());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expectNoEnglish(page);

    // The switch names the other language in its own words.
    await expect(page.getByRole('button', { name: 'English' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.waitForURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resale Your Book Here!' }),
    ).toBeVisible();

    // Remembered: the next visit is in English though the browser still asks for Bangla.
    const again = waitForAppOnNavigation(await context.newPage());
    await again.goto('/categories');
    await expect(again.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('an English reader switches to Bangla from the footer; every page then comes in Bangla', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('contentinfo').getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expectNoEnglish(page);
    for (const path of ['/', '/categories', '/blogs', '/login', '/register', '/no-such-page']) {
      await page.goto(path);
      await expectNoEnglish(page);
    }
  });

  // In English, each of these pages has its own axe test (budgets.spec.ts).
  test('axe finds nothing on the public pages in Bangla', async ({ page, context }) => {
    await context.addCookies([{ name: 'boipoka-lang', value: 'bn', url: BASE_URL }]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/categories', '/about', '/blogs', '/login', '/register']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await waitForQuiet(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

test.describe('the journeys in Bangla', () => {
  test('a seller signs up and lists a Bangla book; a buyer finds it by part of its title, books it and pays: no English on any screen, axe finds nothing', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const title = `হুমায়ূন আহমেদের নন্দিত নরকে ${stamp}`;
    await page.context().addCookies([{ name: 'boipoka-lang', value: 'bn', url: BASE_URL }]);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // The seller signs up on the Sign Up page.
    await signUpWithForm(page, 'seller', 'রহিম উদ্দিন', uniqueEmail('rahim'));

    // ...and lists a book, its title in Bangla.
    await page.goto('/dashboard/addProduct');
    await expectNoEnglish(page);
    const form = page.getByRole('form', { name: bn('listing.addTitle') });
    await form.getByLabel(bn('listing.name')).fill(title);
    // Numbers as a Bangla keyboard types them: the form and the server read them as digits.
    await form.getByLabel(bn('listing.price')).fill('৪৫০');
    await form.getByLabel(bn('listing.originalPrice')).fill('৯০০');
    await form.getByLabel(bn('book.location')).fill('টিএসসি, ঢাকা বিশ্ববিদ্যালয়');
    await form.getByLabel(bn('listing.phone')).fill('০১৭১২৩৪৫৬৭৮');
    await form
      .getByLabel(bn('book.category'))
      .selectOption({ label: bn('category.novel-and-story') });
    await form.getByLabel(bn('listing.year')).fill('২০২২');
    await form
      .getByLabel(bn('listingForm.choosePhotos'))
      .setInputFiles(await photoFile('cover.jpg'));
    await form.getByLabel(bn('listing.description')).fill('পরিষ্কার কপি, কোনো দাগ নেই।');
    await form.getByRole('button', { name: bn('listing.add') }).click();
    await expect(page.getByText(bn('bookAdded', { name: title }))).toBeVisible();
    await expectNoEnglish(page);

    // A buyer signs up, and finds the book by a part of its title, misspelt (ু for ূ).
    const buyerPage = await anotherPerson(browser);
    await buyerPage.context().addCookies([{ name: 'boipoka-lang', value: 'bn', url: BASE_URL }]);
    await buyerPage.emulateMedia({ reducedMotion: 'reduce' });
    await signUpWithForm(buyerPage, 'buyer', 'নুসরাত জাহান', uniqueEmail('nusrat'));
    await buyerPage.goto(`/search?q=${encodeURIComponent(`হুমায়ুন নন্দিত ${stamp}`)}`);
    await expectNoEnglish(buyerPage);
    const card = buyerPage.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('৪৫০ টাকা').first()).toBeVisible();

    // The book's page, then the booking modal.
    await card.getByRole('link', { name: title }).first().click();
    await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await waitForQuiet(buyerPage);
    await expectNoEnglish(buyerPage);
    expect(await axeViolations(buyerPage)).toEqual([]);
    await buyerPage
      .getByRole('button', { name: bn('book.bookNow') })
      .first()
      .click();
    const modal = buyerPage.getByRole('dialog', { name: bn('booking.title', { name: title }) });
    await expect(modal.getByLabel(bn('booking.price'))).toHaveValue('৪৫০ টাকা');
    await expectNoEnglish(buyerPage);
    expect(await axeViolations(buyerPage)).toEqual([]);
    await modal.getByRole('button', { name: bn('booking.confirm') }).click();
    await expect(modal.getByText(bn('phoneRequired'))).toBeVisible();
    await expectNoEnglish(buyerPage);
    await modal.getByLabel(bn('booking.phone')).fill('০১৮১২৩৪৫৬৭৮');
    await modal.getByLabel(bn('booking.place')).fill('টিএসসি');
    await modal.getByRole('button', { name: bn('booking.confirm') }).click();
    await expect(buyerPage.getByText(bn('bookingConfirmed'))).toBeVisible();
    await expect(buyerPage).toHaveURL('/dashboard/myOrders');
    await expectNoEnglish(buyerPage);

    // My Orders, then the payment page: a declined card, then a good one.
    const order = buyerPage.getByRole('row').filter({ hasText: title });
    await order.getByRole('link', { name: bn('orders.payFor', { book: title }) }).click();
    await expect(
      buyerPage.getByRole('heading', { name: bn('payment.title', { book: title }) }),
    ).toBeVisible();
    await waitForQuiet(buyerPage);
    await expectNoEnglish(buyerPage);
    // The booking's toast belongs to the page before; it leaves before this page is read (it
    // would be caught half faded out).
    await expect(buyerPage.getByText(bn('bookingConfirmed'))).toHaveCount(0);
    expect(await axeViolations(buyerPage)).toEqual([]);
    const pay = buyerPage.getByRole('form', { name: bn('payment.cardPayment') });
    await pay.getByLabel(bn('card.form.number')).fill('4000 0000 0000 0002');
    await pay.getByLabel(bn('card.form.expiry')).fill('১২/৩৪');
    await pay.getByLabel('CVC').fill('১২৩');
    await pay.getByLabel(bn('card.form.name')).fill('নুসরাত জাহান');
    await pay.getByRole('button', { name: bn('payment.pay') }).click();
    await expect(
      buyerPage.getByRole('alert').filter({ hasText: bn('cardDeclined') }),
    ).toBeVisible();
    await expectNoEnglish(buyerPage);
    await pay.getByLabel(bn('card.form.number')).fill('৪২৪২ ৪২৪২ ৪২৪২ ৪২৪২');
    await pay.getByRole('button', { name: bn('payment.pay') }).click();
    await expect(buyerPage.getByText(bn('paymentCompleted'))).toBeVisible();
    await expectNoEnglish(buyerPage);

    // The seller sees the sale among their buyers.
    await page.goto('/dashboard/myBuyers');
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    await expectNoEnglish(page);
    await page.goto('/dashboard/myProducts');
    await expectNoEnglish(page);
  });
});

/** Signs up on the Sign Up page in Bangla, as a person would; lands signed in. */
async function signUpWithForm(page: Page, role: 'buyer' | 'seller', name: string, email: string) {
  await page.goto('/register');
  await expectNoEnglish(page);
  const form = page.getByRole('form', { name: bn('register.title') });
  await form.getByLabel(bn('register.name')).fill(name);
  await form.getByLabel(bn('login.email')).fill(email);
  await form.getByLabel(bn('login.password')).fill(PASSWORD);
  await form.getByLabel(bn(`register.role.${role}`)).check();
  await pickCampus(form, 'জাবি', bn('campus.label'));
  await form.getByLabel(bn('common.photo')).setInputFiles(await photoFile());
  await form.getByRole('button', { name: bn('register.title') }).click();
  await expect(page.getByText(bn('userCreated'))).toBeVisible();
  await expectNoEnglish(page);
}
