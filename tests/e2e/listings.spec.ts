import { mailsTo } from '../support/outbox';
import { anotherPerson, expect, photoFile, putOnSale, signUpAs, test } from './support/fixtures';

test('a seller edits a listing from My Products: the same form, filled in, and the change shows at once', async ({
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
  // The lowest offer the seller takes: kept for the seller, never shown to buyers.
  await form.getByLabel(/^Lowest offer you take/).fill('300');

  // A second photo, moved first with the keyboard: it becomes the cover.
  const photos = form.getByRole('list', { name: 'Photos, in order' });
  await expect(photos.getByRole('listitem')).toHaveCount(1);
  const first = await photos.getByRole('img').first().getAttribute('src');
  await form.getByLabel('Choose photos').setInputFiles(await photoFile('back.jpg'));
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  // Stored: its picture is the server's thumbnail, no longer the picked file's own.
  await expect(photos.getByRole('img').nth(1)).toHaveAttribute('src', /^\/uploads\/.*-thumb/);
  const second = await photos.getByRole('img').nth(1).getAttribute('src');
  await photos.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(photos.getByRole('img').first()).toHaveAttribute('src', second!);
  // The keyboard stays with the photo it moved, now the first.
  await expect(photos.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
  await expect(photos.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute(
    'src',
    second!,
  );
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/dashboard/myProducts');
  const row = page.getByRole('row').filter({ hasText: `${name} (2nd ed.)` });
  await expect(row).toContainText('TK 380');
  await page.getByRole('link', { name: `Edit ${name} (2nd ed.)` }).click();
  await expect(form.getByLabel(/^Lowest offer you take/)).toHaveValue('300');

  await page.goto(`/book/${bookId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (2nd ed.)`);
  await expect(page.getByText('TK 380').first()).toBeVisible();
  // The gallery shows both, the new cover first; arrows and keys step through them.
  const gallery = page.getByRole('region', { name: `Photos of ${name} (2nd ed.)` });
  await expect(gallery.getByRole('img', { name: `Cover of ${name} (2nd ed.)` })).toHaveAttribute(
    'src',
    second!.replace('-thumb', ''),
  );
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByRole('button', { name: 'Show photo 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(first).not.toBe(second);
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
  // The book's own card (its cover, title and price), an address that changes when they do.
  expect(meta('og:image')).toMatch(
    new RegExp(`^http://localhost:\\d+/share/book/${bookId}/[\\w-]+\\.jpg$`),
  );
  expect(meta('og:url')).toMatch(new RegExp(`/book/${bookId}$`));
  expect(meta('twitter:card')).toBe('summary_large_image');
  // Shared as a product for sale, with its price, and its own title before any script runs.
  expect(meta('og:type')).toBe('product');
  expect(meta('product:price:amount')).toBe('420.00');
  expect(meta('product:price:currency')).toBe('BDT');
  expect(meta('og:image:alt')).toMatch(/^The cover of Shared/);
  expect(html).toMatch(/<title>Shared &#60;Book&#62; .* — TK 420 \| Boipoka<\/title>/);
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
  // Written for each request, yet sent compressed like every built page (a phone on 3G waits
  // for a fifth of the bytes).
  for (const [path, encoding] of [
    [`/book/${bookId}`, 'br'],
    ['/category/university-academic', 'gzip'],
  ] as const) {
    const served = await request.get(path, { headers: { 'accept-encoding': encoding } });
    expect(served.headers()['content-encoding']).toBe(encoding);
    expect(await served.text()).toContain('og:title');
  }
  const unknown = await (await request.get(`/book/${crypto.randomUUID()}`)).text();
  expect(unknown).not.toContain('og:title');

  // The page itself still works as before for a visitor.
  await page.goto(`/book/${bookId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
});

test('a seller fills a listing from its ISBN; a buyer finds it by course code and by a misspelt author', async ({
  page,
  browser,
}) => {
  await signUpAs(page, 'seller', 'Imran Isbn');
  await page.goto('/dashboard/addProduct');
  const form = page.getByRole('form', { name: 'Add A Book For Sale' });
  // An ISBN nobody knows: the seller is told to type, and the form goes on.
  await form.getByLabel('ISBN').fill('0-8044-2957-X');
  await form.getByRole('button', { name: 'Look up' }).click();
  await expect(form.getByText('No book with this ISBN was found: type its details')).toBeVisible();
  // A known one fills title, author and the cover (the photo is then not needed), and says so.
  await form.getByLabel('ISBN').fill('0-306-40615-2');
  await form.getByRole('button', { name: 'Look up' }).click();
  await expect(form.getByText('Found “Signals and Systems” by Alan V. Oppenheim')).toBeVisible();
  await expect(
    form.getByText('Filled in from the ISBN: Book Name, Author and the cover photo.'),
  ).toBeVisible();
  await expect(form.getByLabel('Book Name')).toHaveValue('Signals and Systems');
  await expect(form.getByLabel('Author')).toHaveValue('Alan V. Oppenheim');
  await expect(
    form
      .getByRole('list', { name: 'Photos, in order' })
      .getByRole('img', { name: 'Photo 1 (cover)' }),
  ).toHaveAttribute('src', /^\/uploads\//);
  const stamp = String(Date.now()).slice(-6);
  await form.getByLabel('Book Name').fill(`Signals and Systems ${stamp}`);
  await form.getByLabel('Course codes').fill(`ece${stamp.slice(-3)}, MAT-102`);
  await form.getByLabel('Book Resale Price (Tk.)').fill('500');
  await form.getByLabel('Original Price (Tk.)').fill('1200');
  await form.getByLabel('Location').fill('ECE Building');
  await form.getByLabel('Mobile Number').fill('01712345678');
  await form.getByLabel('Category').selectOption({ label: 'University Academic' });
  await form.getByLabel('Year of Purchase').fill('2023');
  await form.getByLabel('Description').fill('Clean, with notes in pencil.');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL('/dashboard/myProducts');

  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer', 'Bithi Buyer');
  await buyer.goto(`/search?course=ECE ${stamp.slice(-3)}`);
  await expect(buyer.getByRole('link', { name: `Signals and Systems ${stamp}` })).toBeVisible();
  await buyer.goto('/search?q=Openheim');
  await expect(buyer.getByRole('link', { name: `Signals and Systems ${stamp}` })).toBeVisible();
  await buyer.getByRole('link', { name: `Signals and Systems ${stamp}` }).click();
  await expect(buyer.getByText('9780306406157')).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'MAT 102' })).toBeVisible();
});

test('a saved search brings a notification and an e-mail when a matching book is listed', async ({
  page: buyer,
  browser,
}) => {
  const stamp = String(Date.now()).slice(-5);
  const course = `PHY ${stamp.slice(-3)}`;
  const { email } = await signUpAs(buyer, 'buyer', 'Wafa Wanted');
  await buyer.goto(`/search?course=${encodeURIComponent(course)}`);
  await expect(buyer.getByText(/No book/i).first()).toBeVisible();
  await buyer.getByRole('button', { name: 'Save this search' }).click();
  await expect(buyer.getByRole('button', { name: 'Search saved' })).toBeDisabled();

  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller', 'Sohel Seller');
  const name = `University Physics ${stamp}`;
  const upload = await seller.request.post('/api/uploads/book', {
    multipart: { image: await photoFile() },
  });
  const created = await seller.request.post('/api/books', {
    data: {
      name,
      price: 350,
      originalPrice: 900,
      location: 'Science Annex',
      sellerPhone: '01712345678',
      categoryId: 'university-academic',
      condition: 'Good',
      purchaseYear: 2022,
      description: 'Young and Freedman.',
      courseCodes: course.toLowerCase().replace(' ', ''),
      image: (await upload.json()).url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The buyer's dashboard counts it, and the Wanted page shows it as new.
  await buyer.goto('/dashboard');
  // The profile first, so the menu (a drawer behind a button on a phone) is there to look at.
  await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible();
  const wanted = buyer.getByRole('link', { name: /^Wanted/ });
  const menu = buyer.getByRole('button', { name: /Dashboard menu/ });
  if (await menu.isVisible()) await menu.click();
  await expect(wanted).toContainText('1');
  await wanted.click();
  const match = buyer.getByRole('row').filter({ hasText: name });
  await expect(match).toContainText('New');
  await expect(match).toContainText('TK 350');

  // And an e-mail, written to the outbox.
  await expect
    .poll(() => mailsTo('.tmp/e2e-data', email, name, '/dashboard/wanted').length, {
      timeout: 15_000,
    })
    .toBe(1);
});
