import { mailsTo } from '../support/outbox';
import { axeViolations } from './support/axe';
import {
  anotherPerson,
  expect,
  PASSWORD,
  photoFile,
  putOnSale,
  test,
  uniqueEmail,
  waitForQuiet,
} from './support/fixtures';

/** The e2e server's DATA_DIR (playwright.config.ts): its outbox holds the mails it sent. */
const DATA_DIR = '.tmp/e2e-data';

/** The six digits of the last code mailed to `email`, once it has arrived. */
async function codeMailedTo(email: string) {
  let code: string | undefined;
  await expect
    .poll(() => {
      const mails = mailsTo(DATA_DIR, email, 'Your Boipoka student code');
      code = /^(\d{6})$/m.exec(mails.at(-1) ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

test('a JU student confirms a @juniv.edu address with the code from the e-mail, starts selling and lists a book; a DU student finds it only under All campuses, with the tick on both pages', async ({
  page,
  browser,
}) => {
  test.slow();
  // Signed up to buy, at Jahangirnagar University.
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Name').fill('Jahid Student');
  await form.getByLabel('Email').fill(uniqueEmail('jahid'));
  await form.getByLabel('Password').fill(PASSWORD);
  const campus = form.getByRole('combobox', { name: 'Campus' });
  await campus.fill('jahangir');
  await form.getByRole('listbox', { name: 'Campus' }).getByRole('option').first().click();
  await form.getByLabel('Photo').setInputFiles(await photoFile());
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('User Created Successfully.')).toBeVisible();

  // My Profile: the university address, confirmed with the code the e-mail brings.
  await page.goto('/dashboard');
  const student = page.getByRole('region', { name: 'Verified student' });
  await expect(student.getByText('An address ending in juniv.edu')).toBeVisible();
  const address = `jahid.${Date.now().toString(36)}@juniv.edu`;
  await student.getByLabel('University e-mail').fill('jahid@du.ac.bd');
  await student.getByRole('button', { name: 'Send a code' }).click();
  await expect(student.getByText('Use your JU address: one ending in juniv.edu')).toBeVisible();
  await student.getByLabel('University e-mail').fill(address);
  await student.getByRole('button', { name: 'Send a code' }).click();
  await expect(student.getByText(`We sent a code to ${address}`)).toBeVisible();
  await student.getByLabel('Code from the e-mail').fill(await codeMailedTo(address));
  await waitForQuiet(page);
  expect(await axeViolations(page)).toEqual([]);
  await student.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You are a verified student')).toBeVisible();
  await expect(student.getByText(new RegExp(`Verified as ${address} until`))).toBeVisible();

  // A buyer who starts selling gets the seller's menu beside their own.
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'Add A Product' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start selling' }).click();
  await expect(page.getByText('You can sell books now')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Add A Product' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();

  const title = `Savar Notes ${Date.now().toString(36)}`;
  const id = await putOnSale(page, title);
  await page.goto(`/book/${id}`);
  await expect(page.getByText('Verified student')).toBeVisible();
  // Their own book: nothing to book or save.
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);

  // A student at Dhaka University: their lists start at DU, and the JU book is not there.
  const other = await anotherPerson(browser);
  const upload = await other.request.post('/api/uploads/avatar', {
    multipart: { image: await photoFile() },
  });
  const signedUp = await other.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Dina Student',
      email: uniqueEmail('dina'),
      password: PASSWORD,
      role: 'buyer',
      image: (await upload.json()).url,
      campusId: 'du',
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  // Home's newest books start at DU too; with nothing new there, every campus's show.
  await other.goto('/');
  const feed = other.getByRole('region', { name: /Newly listed/ });
  await expect(feed.getByRole('button', { name: 'All campuses', pressed: true })).toBeVisible();
  await expect(feed.getByText(title)).toBeVisible();
  await other.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(other.getByRole('button', { name: 'DU', pressed: true })).toBeVisible();
  await expect(other.getByText('Try other words or fewer filters.')).toBeVisible();
  // The chip beside the list, or the same offer under the empty list.
  await other.getByRole('button', { name: 'All campuses' }).first().click();
  const card = other.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Verified student')).toBeVisible();
  await expect(card.getByText('JU', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(other.getByRole('button', { name: 'Book Now' })).toBeVisible();
  await other.getByRole('link', { name: 'Jahid Student' }).click();
  await expect(other.getByRole('heading', { name: 'Jahid Student', level: 1 })).toBeVisible();
  // Beside their name, and on each of their books below.
  const about = other.getByRole('paragraph').filter({ hasText: 'Seller on Boipoka' });
  await expect(about.getByText('Verified student')).toBeVisible();
});
