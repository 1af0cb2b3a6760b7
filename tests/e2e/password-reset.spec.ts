import { mailsTo } from '../support/outbox';
import { expect, logInWithForm, signUpAs, test } from './support/fixtures';

/** The e2e server's DATA_DIR (playwright.config.ts): its outbox holds the mails it sent. */
const DATA_DIR = '.tmp/e2e-data';
const NEW_PASSWORD = 'Fresh#456';

/** The reset link in the newest reset e-mail to `email`, once it has been written. */
async function resetLinkFor(email: string): Promise<string> {
  const links = () =>
    mailsTo(DATA_DIR, email, 'Reset your Boipoka password').flatMap(
      (mail) => /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail) ?? [],
    );
  await expect.poll(() => links().length, { timeout: 15_000 }).toBeGreaterThan(0);
  return links().at(-1)!;
}

test.describe('forgot password', () => {
  test('a user asks for a reset link, follows it from the e-mail, sets a new password and logs in with it', async ({
    page,
  }) => {
    const { email } = await signUpAs(page, 'buyer');
    await page.context().clearCookies();

    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');

    const ask = page.getByRole('form', { name: 'Forgot password' });
    await expect(ask.getByLabel('Email')).toHaveValue(email);
    await ask.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      "If an account exists for that e-mail, we've sent a link to reset the password. It expires in 1 hour.",
    );

    const link = await resetLinkFor(email);
    await page.goto(link);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password').fill('Fresh#457');
    await reset.getByRole('button', { name: 'Change password' }).click();
    await expect(reset.getByText('The passwords do not match')).toBeVisible();
    await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been changed. Log in with your new password.',
    );

    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await logInWithForm(page, email, NEW_PASSWORD);
    await expect(page.getByText('Welcome to Boipoka...')).toBeVisible();
    await expect(page).toHaveURL('/');

    // The link has done its work: used again, it says so and offers a new one.
    await page.goto(link);
    const again = page.getByRole('form', { name: 'Choose a new password' });
    await again.getByLabel(/^New password/).fill('Other#789');
    await again.getByLabel('Confirm new password').fill('Other#789');
    await again.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This link to reset your password has expired or has already been used.',
    );
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('the old password no longer logs in once the password has been reset', async ({ page }) => {
    const request = page.request;
    const { email } = await signUpAs(page, 'buyer');
    const asked = await request.post('/api/auth/request-password-reset', { data: { email } });
    expect(asked.status(), await asked.text()).toBe(200);
    const token = new URL(await resetLinkFor(email)).searchParams.get('token');
    const reset = await request.post('/api/auth/reset-password', {
      data: { token, newPassword: NEW_PASSWORD },
    });
    expect(reset.status(), await reset.text()).toBe(200);

    await page.context().clearCookies();
    await page.goto('/login');
    await logInWithForm(page, email, 'Secret#123');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
  });

  test('a reset page opened without a token offers to ask for a new link', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This link to reset your password has expired or has already been used.',
    );
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

test.describe('show password', () => {
  test('the toggle on the login page shows the typed password, then hides it again', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    const password = form.getByLabel('Password');
    await password.fill('Secret#123');
    await expect(password).toHaveAttribute('type', 'password');

    const show = form.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    const box = await show.boundingBox();
    if ((page.viewportSize()?.width ?? 1280) < 640) {
      // A finger's width on a phone.
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await show.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Secret#123');

    const hide = form.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await hide.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: 'Show password' })).toBeVisible();
  });

  test('the sign-up password has the same toggle', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    const password = form.getByLabel('Password');
    await password.fill('Secret#123');
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Secret#123');
  });
});
