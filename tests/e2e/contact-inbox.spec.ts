import { mailsTo } from '../support/outbox';
import { anotherPerson, expect, signInAsAdmin, test, uniqueEmail } from './support/fixtures';

/** The e2e server's DATA_DIR (playwright.config.ts): its outbox holds the mails it sent. */
const DATA_DIR = '.tmp/e2e-data';

test('a visitor writes through the contact form; an admin reads it in the Contact Inbox, answers it by e-mail and archives it @phone', async ({
  page,
  browser,
}) => {
  const phone = page.viewportSize()!.width < 1024;
  const email = uniqueEmail('farhana');
  const question = `Can I sell my old HSC physics guides here? (${Date.now()})`;
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First name').fill('Farhana');
  await form.getByLabel('Last name').fill('Akter');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Message').fill(question);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thanks! Your message has been sent.')).toBeVisible();

  const admin = await anotherPerson(browser);
  await signInAsAdmin(admin.request);
  await admin.goto('/dashboard/inbox');
  await expect(admin.getByRole('heading', { level: 1, name: 'Contact Inbox' })).toBeVisible();
  const boxes = admin.getByRole('navigation', { name: 'Boxes' });
  await expect(boxes.getByRole('link', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
  // Unopened: in bold, with a badge.
  const row = admin
    .getByRole('list', { name: 'Inbox' })
    .getByRole('link')
    .filter({ hasText: email });
  await expect(row).toContainText('New');
  await expect(row).toContainText(question);
  await row.click();

  const message = admin.getByRole('article', { name: 'Farhana Akter' });
  await expect(message).toContainText(question);
  await expect(message.getByRole('link', { name: email })).toBeVisible();
  await expect(message).toContainText('Not answered yet.');
  const back = message.getByRole('link', { name: 'All messages' });
  // On a phone the open message takes the list's place, with a way back; beside it on a desktop.
  if (phone) {
    await expect(back).toBeVisible();
    await expect(row).toBeHidden();
  } else {
    await expect(back).toBeHidden();
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('New');
  }

  const answer = 'Yes: list them under Admission Preparation; they sell well before the exams.';
  const reply = message.getByRole('form', { name: 'Your answer' });
  // An empty answer is refused under its field, before it is sent.
  await reply.getByRole('button', { name: 'Send answer' }).click();
  await expect(reply.getByText('Please write a message')).toBeVisible();
  await reply.getByLabel('Your answer').fill(answer);
  await reply.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText(`Answer e-mailed to ${email}.`)).toBeVisible();
  await expect(message.getByRole('listitem').filter({ hasText: answer })).toContainText(
    'Admin answered',
  );
  await expect(reply.getByLabel('Your answer')).toHaveValue('');
  await expect.poll(() => mailsTo(DATA_DIR, email, answer, `> ${question}`).length).toBe(1);

  await message.getByRole('button', { name: 'Archive' }).click();
  await expect(admin.getByText('Message archived.')).toBeVisible();
  await expect(message.getByRole('button', { name: 'Move back to inbox' })).toBeVisible();
  if (phone) await back.click();
  await expect(row).toBeHidden();
  await boxes.getByRole('link', { name: 'Archived' }).click();
  const archived = admin
    .getByRole('list', { name: 'Archived' })
    .getByRole('link')
    .filter({ hasText: email });
  await expect(archived).toContainText('Answered');
  await admin.close();
});
