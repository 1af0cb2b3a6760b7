// The deal lives in the conversation: the booking sits at the top of its thread with the reader's
// own steps, so neither side needs My Orders or My Buyers to agree a time, pay or rate.
import type { Page } from '@playwright/test';
import { anotherPerson, expect, putOnSale, signUpAs, test } from './support/fixtures';

/** The deal at the top of the thread. */
const deal = (page: Page) => page.getByRole('region', { name: /booking of this book/ });

/** Opens the reader's conversation with `other` from Messages. */
async function openThread(page: Page, other: string) {
  await page.goto('/dashboard/messages');
  await page.getByRole('link', { name: new RegExp(other) }).click();
}

test('the seller accepts the buyer’s time in the thread, the buyer pays by card from it, and both rate there', async ({
  page: seller,
  browser,
}) => {
  test.slow();
  await signUpAs(seller, 'seller', 'Dilruba Dealer');
  const name = `Deal Book ${Date.now()}`;
  const bookId = await putOnSale(seller, name);

  // The buyer books with a time; nothing else is said.
  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer', 'Tanvir Thread');
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  const booked = await buyer.request.post('/api/bookings', {
    data: {
      bookId,
      phone: '01812345678',
      meetingLocation: 'Central Library, front steps',
      meetAt: `${tomorrow}T15:00:00+06:00`,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The seller finds the request in the thread, with its time and place, and accepts it there.
  await openThread(seller, 'Tanvir Thread');
  const sellersDeal = deal(seller);
  await expect(sellersDeal).toContainText('Requested');
  await expect(sellersDeal).toContainText('proposed by the buyer');
  await expect(sellersDeal.getByRole('button', { name: 'Decline' })).toBeVisible();
  await sellersDeal.getByRole('button', { name: 'Accept' }).click();
  await seller.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(sellersDeal).toContainText('Accepted');
  await expect(sellersDeal.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(seller.getByRole('log', { name: 'Messages' })).toContainText('agreed to meet on');

  // The buyer's thread shows it agreed, and pays by card from there.
  await openThread(buyer, 'Dilruba Dealer');
  const buyersDeal = deal(buyer);
  await expect(buyersDeal).toContainText('Accepted');
  await expect(buyersDeal).toContainText('Central Library, front steps');
  await buyersDeal.getByRole('link', { name: 'Pay by card' }).click();
  const form = buyer.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').pressSequentially('4242424242424242');
  await form.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
  await form.getByLabel('CVC').pressSequentially('123');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(buyer.getByText('Congrats! your payment completed')).toBeVisible();

  // Back in the thread: completed, no steps left but rating the other side.
  await openThread(buyer, 'Dilruba Dealer');
  await expect(buyersDeal).toContainText('Completed');
  await expect(buyersDeal.getByRole('link', { name: 'Pay by card' })).toHaveCount(0);
  await expect(buyersDeal.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await buyersDeal.getByRole('button', { name: 'Rate seller: Dilruba Dealer' }).click();
  const rate = buyer.getByRole('dialog', { name: 'Rate Dilruba Dealer' });
  await rate.locator('label').filter({ hasText: '5 stars' }).click();
  await rate.getByRole('button', { name: 'Rate' }).click();
  await expect(rate).toBeHidden();
  // The button now shows the stars given, and still opens the rating to change it.
  await expect(buyersDeal.getByRole('button', { name: 'Rated 5/5: Dilruba Dealer' })).toBeVisible();

  await seller.reload();
  await expect(sellersDeal).toContainText('Completed');
  await sellersDeal.getByRole('button', { name: 'Rate buyer: Tanvir Thread' }).click();
  const back = seller.getByRole('dialog', { name: 'Rate Tanvir Thread' });
  await back.locator('label').filter({ hasText: '4 stars' }).click();
  await back.getByRole('button', { name: 'Rate' }).click();
  await expect(back).toBeHidden();
});
