// Boipoka in Bangla: the first visit follows the browser's language, the switch in the navigation
// and the footer changes it and is remembered, <html lang> follows; a reader's journeys in Bangla
// meet no English; axe finds nothing in either language.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { expectNoEnglish } from './support/bangla';
import { expect, test, waitForAppOnNavigation, waitForQuiet } from './support/fixtures';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
  );

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

  for (const locale of ['en', 'bn'] as const) {
    test(`axe finds nothing on the public pages in ${locale === 'en' ? 'English' : 'Bangla'}`, async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: 'boipoka-lang', value: locale, url: BASE_URL }]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of ['/', '/categories', '/about', '/blogs', '/login', '/register']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await waitForQuiet(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});
