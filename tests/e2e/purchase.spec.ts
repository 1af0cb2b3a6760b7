import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { anotherPerson, expect, mainNav, photoFile, signUpAs, test } from './support/fixtures';

const OUTBOX = '.tmp/e2e-data/outbox';
const outbox = () => {
  try {
    return readdirSync(OUTBOX).map((f) =>
      readFileSync(join(OUTBOX, f), 'utf8').replace(/=\r?\n/g, ''),
    );
  } catch {
    return [];
  }
};

test('a buyer books a book, pays after a declined card, and the sale shows everywhere', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const name = `Signals and Systems ${stamp}`;

  // A seller puts the book up for sale.
  const sellerPage = await anotherPerson(browser);
  const seller = await signUpAs(sellerPage, 'seller', 'Oppenheim Seller');
  const upload = await sellerPage.request.post('/api/uploads/book', {
    multipart: { image: await photoFile() },
  });
  const created = await sellerPage.request.post('/api/books', {
    data: {
      name,
      price: 560,
      originalPrice: 1400,
      location: 'BUET, ECE Building',
      sellerPhone: '01712345678',
      categoryId: 'university-academic',
      condition: 'Good',
      purchaseYear: 2022,
      description: 'Second edition, clean.',
      image: (await upload.json()).url,
    },
  });
  expect(created.status()).toBe(201);

  // The buyer books it from the category page.
  const buyer = await signUpAs(page, 'buyer', 'Bipasha Buyer');
  await page.goto('/category/university-academic');
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Book Now: ${name}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Book “${name}”` });
  await expect(modal.getByLabel('Your name')).toHaveValue('Bipasha Buyer');
  await expect(modal.getByLabel('Your name')).toBeDisabled();
  await expect(modal.getByLabel('Your e-mail')).toHaveValue(buyer.email);
  await expect(modal.getByLabel('Book', { exact: true })).toHaveValue(name);
  await expect(modal.getByLabel('Price (TK)')).toHaveValue('560 TK');
  await modal.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(modal.getByText('Mobile number is required')).toBeVisible();
  await modal.getByLabel('Phone number').fill('01812345678');
  await modal.getByLabel('Meeting location').fill('ECE Building, ground floor');
  await modal.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/myOrders');

  // My Orders lists it with a Pay link.
  const order = page.getByRole('row').filter({ hasText: name });
  await expect(order.getByText('TK 560')).toBeVisible();
  await expect(order.getByText('Oppenheim Seller')).toBeVisible();
  await order.getByRole('link', { name: `Pay for ${name}` }).click();

  // The payment page: a declined card first, then a good one.
  await expect(page.getByRole('heading', { name: `Payment for ${name}` })).toBeVisible();
  await expect(
    page.getByText(/Please pay Tk\. 560 for your booking on \d{1,2} \w+ \d{4}/),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Card payment' });
  await expect(form.getByRole('button', { name: 'Pay' })).toBeEnabled();
  await form.getByLabel('Card number').fill('4000 0000 0000 0002');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Bipasha Buyer');
  await form.getByRole('button', { name: 'Pay' }).click();
  const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(declined).toBeVisible();
  await expect(declined).toHaveClass(/text-error/);

  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  await expect(page.getByText(/Transaction id: pi_test_\w+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Paid' })).toBeDisabled();
  await page.goto('/dashboard/myOrders');
  // Paid, as the spec says; the money held for the seller until the handover.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('Paid — released to the seller at the handover')).toBeVisible();

  // The book has left its category, shows sold to its seller, who sees the buyer.
  await page.goto('/category/university-academic');
  await expect(
    page.getByRole('heading', { name: 'Book List for University Academic' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await sellerPage.goto('/dashboard/myProducts');
  const product = sellerPage.getByRole('row').filter({ hasText: name });
  await expect(product.getByText('Sold')).toBeVisible();
  await expect(product.getByRole('button', { name: 'Advertised' })).toBeDisabled();
  await (await mainNav(sellerPage)).isVisible();
  await sellerPage.goto('/dashboard/myBuyers');
  const buyerRow = sellerPage.getByRole('row').filter({ hasText: name });
  await expect(buyerRow.getByText('Bipasha Buyer')).toBeVisible();
  await expect(buyerRow.getByText(buyer.email)).toBeVisible();
  await expect(buyerRow.getByText('01812345678')).toBeVisible();
  await expect(buyerRow.getByText('ECE Building, ground floor')).toBeVisible();
  await sellerPage.close();

  // The seller was e-mailed when it was booked and when it was paid for.
  await expect
    .poll(() => outbox().filter((m) => m.includes(`To: ${seller.email}`)).length, {
      timeout: 15_000,
    })
    .toBe(2);
});

test("another buyer's payment page is not found for a buyer, with a way back to their orders", async ({
  page,
  browser,
}) => {
  const first = await anotherPerson(browser);
  await signUpAs(first, 'seller');
  const upload = await first.request.post('/api/uploads/book', {
    multipart: { image: await photoFile() },
  });
  const created = await first.request.post('/api/books', {
    data: {
      name: 'Private Order',
      price: 100,
      originalPrice: 200,
      location: 'TSC',
      sellerPhone: '01712345678',
      categoryId: 'others',
      condition: 'Good',
      purchaseYear: 2020,
      description: 'x',
      image: (await upload.json()).url,
    },
  });
  await first.context().clearCookies();
  await signUpAs(first, 'buyer');
  const booking = await first.request.post('/api/bookings', {
    data: { bookId: (await created.json()).id, phone: '01812345678', meetingLocation: 'TSC' },
  });
  const { id } = await booking.json();
  await first.close();

  await signUpAs(page, 'buyer');
  await page.goto(`/dashboard/payment/${id}`);
  // Not even its existence is told: it looks like any unknown booking.
  await expect(page.getByRole('heading', { name: 'This booking does not exist' })).toBeVisible();
  await expect(page.getByText(`Private Order`)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to My Orders' })).toBeVisible();
});
