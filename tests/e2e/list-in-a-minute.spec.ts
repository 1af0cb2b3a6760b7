import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './support/axe';
import { expect, photoFile, signUpAs, test } from './support/fixtures';

// A seller on a phone lists a second book: photos first, the ISBN fills the name and author, and
// what the last book said (mobile number, location, category, condition) is already there.

/** Three photos of one copy, each its own colour so the book page shows which is which. */
const COLOURS = { front: '#d22828', back: '#28b43c', spine: '#2846d2' } as const;
type Side = keyof typeof COLOURS;

async function photoOf(side: Side, width: number, height: number) {
  return {
    name: `${side}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width, height, channels: 3, background: COLOURS[side] } })
      .jpeg({ quality: 100 })
      .toBuffer(),
  };
}

/** Which of the three a photo the server keeps is: its strongest colour. */
async function sideOf(bytes: Buffer): Promise<Side> {
  const [red, green, blue] = (await sharp(bytes).stats()).channels.map((c) => c.mean);
  if (red! > green! && red! > blue!) return 'front';
  return green! > blue! ? 'back' : 'spine';
}

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test('a seller lists a second book in a minute: three photos kept in the order picked though the first uploads last, the ISBN fills the rest, the last book’s number and place prefilled @phone-only', async ({
  page,
}) => {
  await signUpAs(page, 'seller', 'Lima Lister');
  // The seller's first book, listed earlier: where they meet and how to call them.
  const upload = await page.request.post('/api/uploads/book', {
    multipart: { image: await photoFile() },
  });
  const first = await page.request.post('/api/books', {
    data: {
      name: `Calculus ${Date.now()}`,
      price: 300,
      originalPrice: 700,
      location: 'Shahbag, near TSC',
      sellerPhone: '01812345678',
      categoryId: 'university-academic',
      condition: 'Excellent',
      purchaseYear: 2022,
      description: 'Thomas & Finney.',
      image: (await upload.json()).id,
    },
  });
  expect(first.status(), await first.text()).toBe(201);

  // The first photo picked is the slowest to arrive: the largest file, and held back by the
  // network until the other two are stored.
  let stored = 0;
  let releaseFront!: () => void;
  const frontMayGo = new Promise<void>((resolve) => (releaseFront = resolve));
  await page.route('**/api/uploads/book', async (route) => {
    if (route.request().postDataBuffer()?.includes('filename="front.jpg"')) {
      await frontMayGo;
      return route.continue();
    }
    const response = await route.fetch();
    await route.fulfill({ response });
    stored += 1;
  });

  await page.goto('/dashboard/addProduct');
  const form = page.getByRole('form', { name: 'Add A Book For Sale' });
  const choose = form.getByLabel('Choose photos');
  const take = form.getByLabel('Take a photo');
  // On a phone the camera is one tap away, beside the gallery.
  await expect(take).toHaveAttribute('capture', 'environment');
  await expect(take).toHaveAttribute('accept', 'image/*');
  await expect(choose).toHaveAttribute('accept', 'image/*');
  await expect(form.getByText('Take a photo')).toBeVisible();
  // Photos first, then the ISBN, then the book's name.
  const photosAt = await top(form.getByText('Choose photos'));
  const isbnAt = await top(form.getByLabel('ISBN'));
  expect(photosAt).toBeLessThan(isbnAt);
  expect(isbnAt).toBeLessThan(await top(form.getByLabel('Book Name')));

  await choose.setInputFiles([
    await photoOf('front', 1200, 1600),
    await photoOf('back', 600, 800),
    await photoOf('spine', 300, 400),
  ]);
  const photos = form.getByRole('list', { name: 'Photos, in order' });
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  await expect.poll(() => stored).toBe(2);
  // The second and third are stored; the first, still on its way, stays first: the cover.
  await expect(photos.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', /^\/uploads\//);
  await expect(photos.getByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', /^\/uploads\//);
  const cover = photos.getByRole('listitem').first();
  await expect(cover.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await expect(cover.getByRole('progressbar', { name: 'Uploading photo' })).toBeVisible();
  // Meanwhile the book cannot be sent.
  const addProduct = form.getByRole('button', { name: 'Add Product' });
  await expect(addProduct).toBeDisabled();
  await expect(form.getByText('Wait until the photos are uploaded.')).toBeVisible();

  // The ISBN, typed while the photo uploads: the name and author fill in, the seller's own photos
  // stay (the look-up's cover is not wanted).
  await form.getByLabel('ISBN').fill('978-0-306-40615-7');
  await expect(form.getByText('Found “Signals and Systems” by Alan V. Oppenheim')).toBeVisible();
  await expect(form.getByText('Filled in from the ISBN: Book Name and Author.')).toBeVisible();
  await expect(form.getByLabel('Book Name')).toHaveValue('Signals and Systems');
  await expect(form.getByLabel('Author')).toHaveValue('Alan V. Oppenheim');
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  // Every photo's controls and the upload's progress have names a screen reader can say.
  expect(await axeViolations(page)).toEqual([]);

  releaseFront();
  await expect(cover.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
  await expect(addProduct).toBeEnabled();

  // What the last book said is there already; the seller types only what differs.
  await expect(form.getByText('Filled in from your last book')).toBeVisible();
  await expect(form.getByLabel('Mobile Number')).toHaveValue('01812345678');
  await expect(form.getByLabel('Location')).toHaveValue('Shahbag, near TSC');
  await expect(form.getByLabel('Category')).toHaveValue('university-academic');
  await expect(form.getByLabel('Condition')).toHaveValue('Excellent');
  await form.getByLabel('Book Resale Price (Tk.)').fill('450');
  await form.getByLabel('Original Price (Tk.)').fill('1100');
  await form.getByLabel('Year of Purchase').fill('2023');
  await form.getByLabel('Description').fill('A few notes in pencil.');
  await addProduct.click();
  await expect(page.getByText('Signals and Systems is added successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/myProducts');

  // The book's page shows the three photos in the order picked, the first the cover.
  const books = (await (await page.request.get('/api/me/books')).json()) as { id: string }[];
  await page.goto(`/book/${books[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signals and Systems');
  const gallery = page.getByRole('region', { name: 'Photos of Signals and Systems' });
  await expect(gallery.getByRole('img', { name: 'Cover of Signals and Systems' })).toBeVisible();
  const shown = await gallery.getByRole('listitem').getByRole('img').all();
  const sides = [];
  for (const img of shown) {
    const src = (await img.getAttribute('src'))!;
    sides.push(await sideOf(await (await page.request.get(src)).body()));
  }
  expect(sides).toEqual(['front', 'back', 'spine']);
  const coverSrc = await gallery
    .getByRole('img', { name: 'Cover of Signals and Systems' })
    .getAttribute('src');
  expect(await sideOf(await (await page.request.get(coverSrc!)).body())).toBe('front');
  // The number and place it was listed with are those the form had ready.
  const book = await (await page.request.get(`/api/books/${books[0]!.id}`)).json();
  expect(book).toMatchObject({ sellerPhone: '01812345678', location: 'Shahbag, near TSC' });
});
