import type { Page } from '@playwright/test';
import {
  anotherPerson,
  expect,
  mainNav,
  photoFile,
  signInAsAdmin,
  signUpAs,
  test,
} from './support/fixtures';

type NewBook = {
  name: string;
  price: string;
  category: string;
  condition?: string;
  description?: string;
};

async function addBookWithForm(page: Page, book: NewBook) {
  await page.goto('/dashboard/addProduct');
  const form = page.getByRole('form', { name: 'Add A Book For Sale' });
  await form.getByLabel('Book Name').fill(book.name);
  await form.getByLabel('Book Resale Price (Tk.)').fill(book.price);
  await form.getByLabel('Original Price (Tk.)').fill('1500');
  await form.getByLabel('Location').fill('Dhaka University, TSC');
  await form.getByLabel('Mobile Number').fill('01712345678');
  await form.getByLabel('Category').selectOption({ label: book.category });
  if (book.condition) await form.getByLabel('Condition').selectOption(book.condition);
  await form.getByLabel('Year of Purchase').fill('2022');
  await form.getByLabel('Choose photos').setInputFiles(await photoFile('cover.jpg'));
  await form.getByLabel('Description').fill(book.description ?? 'Clean copy, no highlights.');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`${book.name} is added successfully`)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/myProducts');
}

/** A seller with a book on sale, made through the API in a context of its own. */
async function sellerWithBook(
  page: Page,
  book: { name: string; price: number; categoryId: string; condition?: string },
) {
  await signUpAs(page, 'seller', 'Shelf Seller');
  const upload = await page.request.post('/api/uploads/book', {
    multipart: { image: await photoFile() },
  });
  const created = await page.request.post('/api/books', {
    data: {
      name: book.name,
      price: book.price,
      originalPrice: book.price * 2,
      location: 'BUET, Ahsanullah Hall',
      sellerPhone: '01812345678',
      categoryId: book.categoryId,
      condition: book.condition ?? 'Good',
      purchaseYear: 2021,
      description: `${book.name}, good copy.`,
      image: (await upload.json()).url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().clearCookies();
  return (await created.json()) as { id: string };
}

test.describe('books', () => {
  test('a seller adds two books after the empty form names what is missing, advertises one and sees it on Home', async ({
    page,
  }) => {
    await signUpAs(page, 'seller', 'Nadia Books');
    await page.goto('/dashboard/addProduct');
    const form = page.getByRole('form', { name: 'Add A Book For Sale' });
    await expect(form.getByLabel('Condition')).toHaveValue('Good');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form.getByText('Book Name is Required')).toBeVisible();
    await expect(form.getByText('Photo is Required')).toBeVisible();
    for (const message of [
      'Resale price is required',
      'Location is required',
      'Mobile number is required',
      'Choose a category',
      'Year of purchase is required',
      'Description is required',
    ]) {
      await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }

    const stamp = Date.now();
    await addBookWithForm(page, {
      name: `Linear Algebra Done Right ${stamp}`,
      price: '640.50',
      category: 'University Academic',
      condition: 'Excellent',
    });
    await addBookWithForm(page, {
      name: `Shesher Kobita ${stamp}`,
      price: '180',
      category: 'Novel and Story',
    });

    const row = page.getByRole('row').filter({ hasText: `Linear Algebra Done Right ${stamp}` });
    await expect(row.getByText('TK 640.50')).toBeVisible();
    await expect(row.getByText('Available')).toBeVisible();
    await row.getByRole('button', { name: /^Advertise / }).click();
    await expect(page.getByText('Add Product for Advertisement successfully.')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Advertised' })).toBeDisabled();

    await page.goto('/');
    const advertised = page.getByRole('region', { name: 'Advertised Books' });
    const card = advertised.getByRole('link', {
      name: new RegExp(`Linear Algebra Done Right ${stamp}`),
    });
    await expect(card).toBeVisible();
    await expect(card.getByText('TK 640.50')).toBeVisible();
    await expect(card.getByText('Advertised', { exact: true })).toBeVisible();
    await expect(card.getByText('Excellent')).toBeVisible();
    await expect(card.getByText('University Academic')).toBeVisible();
    await expect(advertised.getByText(`Shesher Kobita ${stamp}`)).toHaveCount(0);
    await card.click();
    await expect(page).toHaveURL('/category/university-academic');
  });

  test('a seller deletes a book after the confirmation, and it leaves the market', async ({
    page,
  }) => {
    await signUpAs(page, 'seller');
    const name = `Temporary Book ${Date.now()}`;
    await addBookWithForm(page, { name, price: '99', category: 'Others' });
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('dialog', {
      name: 'Are you sure, you want to delete your product?',
    });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    const search = await (
      await page.request.get(`/api/books?q=${encodeURIComponent(name)}`)
    ).json();
    // Typo-tolerant search may offer other books; the deleted one is not among them.
    expect(search.items.map((b: { name: string }) => b.name)).not.toContain(name);
  });

  test('a buyer browses a category, reports a book, finds books by a misspelled search and by filters, and saves one', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const seller = await anotherPerson(browser);
    const thermo = await sellerWithBook(seller, {
      name: `Thermodynamics Cengel ${stamp}`,
      price: 720,
      categoryId: 'university-academic',
      condition: 'Fair',
    });
    await sellerWithBook(seller, {
      name: `Organic Chemistry Morrison ${stamp}`,
      price: 1300,
      categoryId: 'university-academic',
    });
    await seller.close();

    await signUpAs(page, 'buyer', 'Curious Buyer');
    await page.goto('/categories');
    await page.getByRole('link', { name: /^University Academic/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Book List for University Academic' }),
    ).toBeVisible();
    const card = page.getByRole('article', { name: `Thermodynamics Cengel ${stamp}` });
    await expect(card.getByText('TK 720')).toBeVisible();
    await expect(card.getByText('TK 1,440')).toBeVisible();
    await expect(card.getByText('Shelf Seller')).toBeVisible();
    await expect(card.getByText('Fair', { exact: true })).toBeVisible();
    await expect(card.getByText(`${new Date().getFullYear() - 2021} years`)).toBeVisible();

    await card.getByRole('button', { name: 'Report to Admin' }).click();
    await expect(page.getByText('Report this item successfully.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Already Reported to Admin' })).toBeDisabled();
    // Then, if they like, why: the admins' queue shows it.
    await card
      .getByRole('combobox', { name: 'Tell the admins why? (optional)' })
      .selectOption('fake');
    await expect(card.getByText('Thank you: the admins will see why.')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('article', { name: `Thermodynamics Cengel ${stamp}` })
        .getByRole('button', { name: 'Already Reported to Admin' }),
    ).toBeDisabled();

    await page
      .getByRole('article', { name: `Organic Chemistry Morrison ${stamp}` })
      .getByRole('button', { name: /^Save .* to my wishlist$/ })
      .click();
    await expect(page.getByText('Saved to your wishlist')).toBeVisible();

    // A typo still finds the book, from the search box in the navigation.
    const nav = await mainNav(page);
    await nav
      .getByRole('searchbox', { name: 'Search books' })
      .fill(`thermodinamics cengel ${stamp}`);
    await nav.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=thermodinamics/);
    await expect(
      page.getByRole('article', { name: `Thermodynamics Cengel ${stamp}` }),
    ).toBeVisible();

    // Filters live in the URL: shareable and back-button safe.
    const filters = page.getByRole('search', { name: 'Search and filter books' });
    await filters.getByLabel('Title or words').fill(`${stamp}`);
    await filters.getByLabel('Condition').selectOption('Fair');
    await filters.getByLabel('Highest price in TK').fill('1000');
    await filters.getByRole('button', { name: 'Show books' }).click();
    await expect(page).toHaveURL(/condition=Fair/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(
      page.getByRole('article', { name: `Thermodynamics Cengel ${stamp}` }),
    ).toBeVisible();
    await page.goBack();
    await expect(
      page.getByRole('article', { name: `Thermodynamics Cengel ${stamp}` }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/condition=Fair/);

    await page.goto('/dashboard/myWishLists');
    await expect(page.getByRole('heading', { name: 'My WishLists' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Organic Chemistry Morrison ${stamp}` }),
    ).toBeVisible();
    await expect(page.getByText('Available')).toBeVisible();
    expect(thermo.id).toBeTruthy();
  });

  test('an admin deletes a reported book from Reported Products, also reached at /dashboard/payment', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const other = await anotherPerson(browser);
    const reported = await sellerWithBook(other, {
      name: `Pirated Guide ${stamp}`,
      price: 150,
      categoryId: 'job-preparation',
    });
    await signUpAs(other, 'buyer');
    expect(
      (
        await other.request.post(`/api/books/${reported.id}/report`, {
          data: { reason: 'Photocopy' },
        })
      ).status(),
    ).toBe(200);
    await other.close();

    await signInAsAdmin(page.request);
    await page.goto('/dashboard/payment');
    await expect(page.getByRole('heading', { name: 'Reported Products' })).toBeVisible();
    await page.goto('/dashboard/reportedItem');
    const row = page.getByRole('row').filter({ hasText: `Pirated Guide ${stamp}` });
    await expect(row.getByText('TK 150')).toBeVisible();
    await expect(row.getByText('Shelf Seller')).toBeVisible();
    await row.getByRole('button', { name: `Delete Pirated Guide ${stamp}` }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure, you want to delete reported product?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a buyer and a seller are kept away from /dashboard/payment without an id', async ({
    page,
  }) => {
    await signUpAs(page, 'buyer');
    await page.goto('/dashboard/payment');
    await expect(
      page.getByRole('heading', { name: 'You are not allowed to see this page' }),
    ).toBeVisible();
  });

  test("an empty category shows 'No Book available for sale' with a way back", async ({ page }) => {
    await signUpAs(page, 'buyer');
    await page.goto('/category/admission-test');
    await expect(page.getByRole('heading', { name: 'Book List for Admission Test' })).toBeVisible();
    // Nothing at their campus: one tap shows every campus's, where there is none either.
    await expect(page.getByText('No Book available for sale')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'All campuses' }).last().click();
    await expect(page.getByText('No Book available for sale')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Browse categories' }).click();
    await expect(page).toHaveURL('/categories');
  });

  test('a signed-out visitor who opens a category is asked to log in first', async ({ page }) => {
    await page.goto('/category/others');
    await expect(page).toHaveURL('/login');
  });
});
