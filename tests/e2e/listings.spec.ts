import { expect, putOnSale, signUpAs, test } from './support/fixtures';

test('a seller edits a listing from My Products: the same form, filled in, and the change shows at once @phone', async ({
  page,
}) => {
  await signUpAs(page, 'seller', 'Esha Editor');
  const name = `Editable Book ${Date.now()}`;
  const bookId = await putOnSale(page, name);
  await page.goto('/dashboard/myProducts');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(`/dashboard/myProducts/${bookId}/edit`);
  const form = page.getByRole('form', { name: 'Edit book' });
  await expect(form.getByLabel('Book Name')).toHaveValue(name);
  await expect(form.getByLabel('Book Resale Price (Tk.)')).toHaveValue('420');
  await expect(form.getByLabel('Mobile Number')).toHaveValue('01712345678');

  // The add form's rules hold: an empty name is refused under its field, nothing is saved.
  await form.getByLabel('Book Name').fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Book Name is Required')).toBeVisible();

  await form.getByLabel('Book Name').fill(`${name} (2nd ed.)`);
  await form.getByLabel('Book Resale Price (Tk.)').fill('380');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/dashboard/myProducts');
  const row = page.getByRole('row').filter({ hasText: `${name} (2nd ed.)` });
  await expect(row).toContainText('TK 380');

  await page.goto(`/book/${bookId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (2nd ed.)`);
  await expect(page.getByText('TK 380').first()).toBeVisible();
});

test("a book's shared link carries its cover, title, price in TK and condition in the page's HTML, and no phone number", async ({
  page,
  request,
}) => {
  await signUpAs(page, 'seller', 'Shakil Sharer');
  const name = `Shared <Book> & "Co" ${Date.now()}`;
  const bookId = await putOnSale(page, name);

  // What Facebook's or WhatsApp's crawler reads: the HTML as served, no JavaScript run.
  const html = await (await request.get(`/book/${bookId}`)).text();
  const meta = (property: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
  expect(meta('og:title')).toBe(
    `Shared &#60;Book&#62; &#38; &#34;Co&#34; ${name.split(' ').at(-1)} — TK 420`,
  );
  expect(meta('og:description')).toMatch(/^TK 420 · Good condition · University Academic/);
  expect(meta('og:image')).toMatch(/^http:\/\/localhost:\d+\/uploads\/[\w-]+\.webp$/);
  expect(meta('og:url')).toMatch(new RegExp(`/book/${bookId}$`));
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(html).not.toContain('01712345678');
  expect(html).not.toContain('<Book>');

  // A seller's page and a category say who and what; an unknown book gets no card.
  const sellerId = (await (await page.request.get('/api/me')).json()).id as string;
  const sellerHtml = await (await request.get(`/seller/${sellerId}`)).text();
  expect(sellerHtml).toContain('<meta property="og:title" content="Shakil Sharer on Boipoka" />');
  const categoryHtml = await (await request.get('/category/university-academic')).text();
  expect(categoryHtml).toContain(
    '<meta property="og:title" content="Book List for University Academic" />',
  );
  const unknown = await (await request.get(`/book/${crypto.randomUUID()}`)).text();
  expect(unknown).not.toContain('og:title');

  // The page itself still works as before for a visitor.
  await page.goto(`/book/${bookId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
});
