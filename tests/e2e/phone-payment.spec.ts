import { anotherPerson, expect, photoFile, signUpAs, test } from './support/fixtures';

/** The narrowest phone we design for. */
const PHONE = { width: 375, height: 812 };

test('a buyer pays from a phone once the seller has accepted the meet-up, typing the card as a person does, and sees it paid @phone-only', async ({
  page,
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize(PHONE);
  const name = `Discrete Mathematics ${Date.now()}`;

  // A seller puts the book up for sale.
  const sellerPage = await anotherPerson(browser);
  await signUpAs(sellerPage, 'seller', 'Rosen Seller');
  const upload = await sellerPage.request.post('/api/uploads/book', {
    multipart: { image: await photoFile() },
  });
  const created = await sellerPage.request.post('/api/books', {
    data: {
      name,
      price: 350,
      originalPrice: 900,
      location: 'Curzon Hall',
      sellerPhone: '01712345678',
      categoryId: 'university-academic',
      condition: 'Good',
      purchaseYear: 2023,
      description: 'Seventh edition, a few pencil notes.',
      image: (await upload.json()).url,
    },
  });
  expect(created.status()).toBe(201);

  // The buyer books it for tomorrow afternoon; the seller accepts the time. Agreeing first and
  // paying after is the natural order, and the payment page takes it.
  await signUpAs(page, 'buyer', 'Pritha Phone');
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  const booked = await page.request.post('/api/bookings', {
    data: {
      bookId: (await created.json()).id,
      phone: '01812345678',
      meetingLocation: 'Curzon Hall gate',
      meetAt: `${tomorrow}T15:00:00+06:00`,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const accepted = await sellerPage.request.post(
    `/api/bookings/${(await booked.json()).id}/accept`,
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  await sellerPage.close();
  await page.goto('/dashboard/myOrders');
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name: `Pay for ${name}` })
    .click();

  await expect(page.getByRole('heading', { name: `Payment for ${name}` })).toBeVisible();
  await expect(
    page.getByText(/Please pay Tk\. 350 for your booking on \d{1,2} \w+ \d{4}/),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Card payment' });
  const cardNumber = form.getByLabel('Card number');
  const expiry = form.getByLabel('Expiry (MM/YY)');
  const cvc = form.getByLabel('CVC');
  const pay = form.getByRole('button', { name: 'Pay' });

  // Ready to type: the number has the focus, the name comes from the profile.
  await expect(cardNumber).toBeFocused();
  await expect(cardNumber).toHaveAttribute('inputmode', 'numeric');
  await expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
  await expect(form.getByLabel('Name on card')).toHaveValue('Pritha Phone');
  await expect(pay).toBeEnabled();

  // One digit wrong: the check digit gives it away as soon as the field is left.
  await cardNumber.pressSequentially('4242424242424241');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4241');
  await expiry.click();
  await expect(cardNumber).toHaveAccessibleDescription('Your card number is invalid.');
  await expect(
    form.getByRole('alert').filter({ hasText: 'Your card number is invalid.' }),
  ).toBeVisible();

  await cardNumber.clear();
  await cardNumber.pressSequentially('4242424242424242');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  await expect(cardNumber).not.toHaveAttribute('aria-invalid');
  await expiry.pressSequentially('1230');
  await expect(expiry).toHaveValue('12/30');
  await cvc.pressSequentially('123');
  await expect(cvc).toHaveValue('123');
  await expect(form.getByRole('alert')).toHaveCount(0);

  // Made for a thumb: nothing sideways, full-width fields, a Pay button big enough to hit.
  const payBox = (await pay.boundingBox())!;
  expect(payBox.height).toBeGreaterThanOrEqual(44);
  if (phone) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const formWidth = (await form.boundingBox())!.width;
    for (const field of [cardNumber, expiry, cvc, form.getByLabel('Name on card'), pay]) {
      expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(formWidth - 1);
    }
  }

  await pay.click();
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  const paid = page.getByRole('status').filter({ hasText: `Paid — TK 350 for ${name}` });
  await expect(paid).toBeVisible();
  await expect(paid.getByText(/Transaction id: pi_test_\w+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Paid' })).toBeDisabled();
  await expect(page.getByText(/Please pay Tk\./)).toHaveCount(0);
  await expect(form).toHaveCount(0);

  // Coming back to a paid booking shows it paid, not the form.
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: `Paid — TK 350 for ${name}` }),
  ).toBeVisible();
  await expect(page.getByText(/Transaction id: pi_test_\w+/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(page).toHaveURL('/dashboard/myOrders');
  // Paid, as the spec says; the money held for the seller until the handover.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('Paid — released to the seller at the handover')).toBeVisible();
});

test('a payment link to a booking that is not there shows not found, with a way back @phone-only', async ({
  page,
}) => {
  await signUpAs(page, 'buyer');
  await page.goto('/dashboard/payment/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This booking does not exist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(page).toHaveURL('/dashboard/myOrders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});
