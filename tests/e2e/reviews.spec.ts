import { anotherPerson, expect, putOnSale, signUpAs, test } from './support/fixtures';

test('after a sale buyer and seller rate each other, and the seller’s public page shows the rating', async ({
  page: seller,
  browser,
}) => {
  const { id: sellerId } = await signUpAs(seller, 'seller', 'Rumana Seller');
  const name = `Rated Book ${Date.now()}`;
  const bookId = await putOnSale(seller, name);

  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer', 'Tanvir Buyer');
  const booked = await buyer.request.post('/api/bookings', {
    data: { bookId, phone: '01812345678', meetingLocation: 'TSC' },
  });
  const bookingId = (await booked.json()).id as string;
  const intent = await (
    await buyer.request.post(`/api/bookings/${bookingId}/payment-intent`)
  ).json();
  // Paid by card through the API, as the payment page does (its own test covers the page).
  await buyer.request.post(`/api/test-payments/${intent.intentId}/confirm`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Tanvir' },
  });
  const paid = await buyer.request.post(`/api/bookings/${bookingId}/payment`, {
    data: { paymentIntentId: intent.intentId },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  // The money is held until the handover: the seller proposes a time, the buyer agrees, and the
  // seller enters the buyer's code when the book changes hands.
  const meetAt = new Date(Date.now() + 48 * 3600_000).toISOString();
  const proposed = await seller.request.post(`/api/bookings/${bookingId}/propose`, {
    data: { meetAt },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
  const agreed = await buyer.request.post(`/api/bookings/${bookingId}/accept`);
  expect(agreed.status(), await agreed.text()).toBe(200);
  const orders = (await (await buyer.request.get('/api/me/bookings')).json()) as {
    id: string;
    handoverCode: string;
  }[];
  const code = orders.find((order) => order.id === bookingId)!.handoverCode;
  const handedOver = await seller.request.post(`/api/bookings/${bookingId}/handover`, {
    data: { code },
  });
  expect(handedOver.status(), await handedOver.text()).toBe(200);

  // The buyer rates the seller from My Orders; an empty choice is refused first.
  await buyer.goto('/dashboard/myOrders');
  await buyer.getByRole('button', { name: 'Rate seller: Rumana Seller' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Rate Rumana Seller' });
  await dialog.getByRole('button', { name: 'Rate' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose from 1 to 5 stars');
  await dialog.locator('label').filter({ hasText: '4 stars' }).click();
  await dialog.getByLabel('A few words').fill('Friendly, book as described');
  await dialog.getByRole('button', { name: 'Rate' }).click();
  await expect(dialog).toBeHidden();

  // The seller rates the buyer from My Buyers.
  await seller.goto('/dashboard/myBuyers');
  await seller.getByRole('button', { name: 'Rate buyer: Tanvir Buyer' }).click();
  const back = seller.getByRole('dialog', { name: 'Rate Tanvir Buyer' });
  await back.locator('label').filter({ hasText: '5 stars' }).click();
  await back.getByRole('button', { name: 'Rate' }).click();
  await expect(back).toBeHidden();

  // The book page leads to the seller's page, which shows the buyer's rating and words.
  await buyer.goto(`/book/${bookId}`);
  await buyer.getByRole('link', { name: 'Rumana Seller' }).click();
  await expect(buyer).toHaveURL(`/seller/${sellerId}`);
  await expect(buyer.getByRole('heading', { level: 1 })).toContainText('Rumana Seller');
  await expect(buyer.getByText('4.0', { exact: true })).toBeVisible();
  await expect(buyer.getByText('1 rating from 1 buyer')).toBeVisible();
  await expect(buyer.getByText('Friendly, book as described')).toBeVisible();
  await expect(buyer.getByText(`Tanvir, buyer of “${name}”`)).toBeVisible();
});
