import { mailsTo } from '../support/outbox';
import {
  anotherPerson,
  expect,
  logInWithForm,
  PASSWORD,
  putOnSale,
  signUpAs,
  test,
} from './support/fixtures';

/** The e2e server's DATA_DIR (playwright.config.ts): its outbox holds the mails it sent. */
const DATA_DIR = '.tmp/e2e-data';

test('in My Profile a buyer renames themselves, keeps a mobile number that Book Now fills in, moves their sign-in e-mail by the link sent to it, changes the password after a wrong try, and deletes the account, which then signs nobody in', async ({
  page,
  browser,
}) => {
  await signUpAs(page, 'buyer', 'Rafi Before');
  await page.goto('/dashboard');
  const account = page.getByRole('region', { name: 'Account' });

  const names = account.getByRole('form', { name: 'Name and photo' });
  await names.getByLabel('Name').fill('Rafi After');
  await names.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your name and photo are saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rafi After' })).toBeVisible();

  // A number typed in Bangla digits is kept, and the booking form starts with it.
  const mobile = account.getByRole('form', { name: 'Mobile number' });
  await mobile.getByLabel('Mobile number').fill('০১৮১২৩৪৫৬৭৮');
  await mobile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your mobile number is saved')).toBeVisible();
  await expect(mobile.getByLabel('Mobile number')).toHaveValue('01812345678');
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller');
  const book = await putOnSale(seller, `Rafi's Next Book ${Date.now().toString(36)}`);
  await page.goto(`/book/${book}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog').getByLabel('Phone number')).toHaveValue('01812345678');
  await page.keyboard.press('Escape');
  await page.goto('/dashboard');

  const email = `rafi-${Date.now()}@campus.test`;
  const signInEmail = account.getByRole('form', { name: 'Sign-in e-mail' });
  await signInEmail.getByLabel('New sign-in e-mail').fill(email);
  await signInEmail.getByLabel('Current password').fill(PASSWORD);
  await signInEmail.getByRole('button', { name: 'Send a link to it' }).click();
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();
  let link = '';
  await expect
    .poll(() => {
      const [mail] = mailsTo(DATA_DIR, email, 'Confirm your new Boipoka sign-in e-mail');
      link = /(\/confirm-email\?token=[A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByText(`Your account now signs in with ${email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Profile' }).click();

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
