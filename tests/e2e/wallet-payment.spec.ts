import type { Page } from '@playwright/test';
import { anotherPerson, expect, putOnSale, signUpAs, test } from './support/fixtures';

// Paying the way most students pay: bKash on SSLCOMMERZ's page (its stand-in, on another site),
// and back to Boipoka by the gateway's own form.

async function bookedAndOnPaymentPage(page: Page, name: string) {
  const bookId = await putOnSale(page, name);
  const buyer = await anotherPerson(page.context().browser()!);
  await signUpAs(buyer, 'buyer', 'Bithi Buyer');
  const booked = await buyer.request.post('/api/bookings', {
    data: { bookId, phone: '01812345678', meetingLocation: 'TSC, Dhaka University' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await buyer.goto(`/dashboard/payment/${(await booked.json()).id}`);
  return buyer;
}

test('a buyer pays by bKash on the gateway’s page and comes back to a paid booking', async ({
  page: seller,
}) => {
  await signUpAs(seller, 'seller', 'Shuvo Seller');
  const name = `Microeconomics ${Date.now()}`;
  const buyer = await bookedAndOnPaymentPage(seller, name);
  await buyer.getByRole('button', { name: 'Pay with bKash, Nagad, Rocket or card' }).click();
  // The gateway's page, on its own site.
  await expect(buyer.getByRole('heading', { name: /Pay TK 420\.00/ })).toBeVisible();
  expect(new URL(buyer.url()).hostname).toBe('127.0.0.1');
  await buyer.getByRole('button', { name: 'bKash success' }).click();
  // Back on Boipoka, signed in, with the sale recorded.
  await expect(buyer).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}\?gateway=paid$/);
  await expect(buyer.getByText(`Paid — TK 420 for ${name}`)).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Paid' })).toBeDisabled();
});

test('a buyer who cancels, then is refused, on the gateway’s page comes back each time to a booking still to pay @phone-only', async ({
  page: seller,
}) => {
  await signUpAs(seller, 'seller', 'Shanta Seller');
  const buyer = await bookedAndOnPaymentPage(seller, `Macroeconomics ${Date.now()}`);
  await buyer.getByRole('button', { name: 'Pay with bKash, Nagad, Rocket or card' }).click();
  await buyer.getByRole('button', { name: 'Cancel' }).click();
  await expect(buyer).toHaveURL(/\?gateway=cancelled$/);
  await expect(buyer.getByRole('alert')).toHaveText(
    'You cancelled the payment. Pay whenever you are ready.',
  );
  // Tried again, and refused by bKash: back once more, nothing taken, still to pay.
  await buyer.getByRole('button', { name: 'Pay with bKash, Nagad, Rocket or card' }).click();
  await buyer.getByRole('button', { name: 'bKash fail' }).click();
  await expect(buyer).toHaveURL(/\?gateway=failed$/);
  await expect(buyer.getByRole('alert')).toHaveText(
    'The payment did not go through, and nothing was taken. You can try again.',
  );
  await expect(
    buyer.getByRole('button', { name: 'Pay with bKash, Nagad, Rocket or card' }),
  ).toBeEnabled();
});
