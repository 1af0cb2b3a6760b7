import type { APIResponse, Page } from '@playwright/test';
import {
  anotherPerson,
  expect,
  putOnSale,
  signInAsAdmin,
  signUpAs,
  test,
} from './support/fixtures';

// Money paid online is Boipoka's until the handover, then the seller's: the admins send it and
// record the payout, and the seller sees what they are owed and what they were sent.

/** The buyer pays by (test) card, the meet-up is agreed and the book handed over, by the API. */
async function soldByCard(seller: Page, buyer: Page, bookId: string) {
  const ok = async (response: APIResponse): Promise<Record<string, string>> => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as Record<string, string>;
  };
  const booking = await ok(
    await buyer.request.post('/api/bookings', {
      data: { bookId, phone: '01812345678', meetingLocation: 'TSC, Dhaka University' },
    }),
  );
  const intent = await ok(await buyer.request.post(`/api/bookings/${booking.id}/payment-intent`));
  await ok(
    await buyer.request.post(`/api/test-payments/${intent.intentId}/confirm`, {
      data: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Buyer' },
    }),
  );
  await ok(
    await buyer.request.post(`/api/bookings/${booking.id}/payment`, {
      data: { paymentIntentId: intent.intentId },
    }),
  );
  const meetAt = new Date(Date.now() + 48 * 3600_000).toISOString();
  await ok(await seller.request.post(`/api/bookings/${booking.id}/propose`, { data: { meetAt } }));
  await ok(await buyer.request.post(`/api/bookings/${booking.id}/accept`));
  const orders = (await (await buyer.request.get('/api/me/bookings')).json()) as {
    id: string;
    handoverCode: string | null;
  }[];
  const code = orders.find((order) => order.id === booking.id)!.handoverCode;
  await ok(await seller.request.post(`/api/bookings/${booking.id}/handover`, { data: { code } }));
}

test('a seller is owed a card sale from the handover; an admin records the bKash payout, which the seller then sees', async ({
  page: seller,
  browser,
}) => {
  const name = `Payout Seller ${Date.now().toString(36)}`;
  await signUpAs(seller, 'seller', name);
  const book = `Organic Chemistry ${Date.now()}`;
  const bookId = await putOnSale(seller, book);
  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer', 'Payout Buyer');
  await soldByCard(seller, buyer, bookId);

  await seller.goto('/dashboard/payouts');
  await expect(seller.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(seller.locator('.stat', { hasText: 'Owed to you' })).toContainText('TK 420');
  await expect(seller.getByRole('row').filter({ hasText: `Sale: ${book}` })).toContainText(
    'TK 420',
  );

  const admin = await anotherPerson(browser);
  await signInAsAdmin(admin.request);
  await admin.goto('/dashboard/sellerPayouts');
  const form = admin.getByRole('form', { name: 'Record a payout' });
  const option = form.getByRole('option', { name: new RegExp(name) });
  await form.getByLabel('Seller').selectOption((await option.getAttribute('value'))!);
  await expect(form.getByLabel('Amount (TK)')).toHaveValue('420');
  // More than is owed is refused before it is sent.
  await form.getByLabel('Amount (TK)').fill('500');
  await form.getByLabel('Reference').fill('TRX9A8B7C');
  await form.getByRole('button', { name: 'Record payout' }).click();
  await expect(form.getByRole('alert')).toHaveText('That is more than this seller is owed');
  await form.getByLabel('Amount (TK)').fill('420');
  await form.getByRole('button', { name: 'Record payout' }).click();
  await expect(admin.getByText(`Payout of TK 420 to ${name} recorded.`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: name })).toContainText('TK 0');

  await seller.reload();
  await expect(seller.locator('.stat', { hasText: 'Owed to you' })).toContainText('TK 0');
  await expect(seller.locator('.stat', { hasText: 'Paid out so far' })).toContainText('TK 420');
  await expect(
    seller.getByRole('row').filter({ hasText: 'Payout by bKash · TRX9A8B7C' }),
  ).toContainText('− TK 420');
});
