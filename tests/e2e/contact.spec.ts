import { expect, signInAsAdmin, test, uniqueEmail } from './support/fixtures';

test('a visitor sends a contact message: a bad e-mail is refused, then the message is stored', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First name').fill('Sadia');
  await form.getByLabel('Last name').fill('Islam');
  await form.getByLabel('E-mail').fill('sadia-at-campus');
  const message = `Do you buy old engineering books? ${Date.now()}`;
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  const email = uniqueEmail('sadia');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thanks! Your message has been sent.')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');

  await signInAsAdmin(request);
  const stored = await (await request.get('/api/admin/contact-messages')).json();
  expect(stored).toContainEqual(
    expect.objectContaining({ firstName: 'Sadia', lastName: 'Islam', email, message }),
  );
});

test('an empty contact form names each missing field', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Email is Required')).toBeVisible();
  await expect(form.getByText('Please write a message')).toBeVisible();
});
