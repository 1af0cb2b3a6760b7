import type { Locator, Page } from '@playwright/test';
import { anotherPerson, expect, putOnSale, signUpAs, test, waitForQuiet } from './support/fixtures';

/** What a person sees of a conversation's messages, in order. */
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

/**
 * Writes and sends a message: on a touch screen Enter starts a new line and the Send button
 * sends; at a desk Enter sends.
 */
async function send(page: Page, text: string) {
  const form = page.getByRole('form', { name: 'Write a message' });
  const box = form.getByLabel('Message');
  await box.fill(text);
  await box.press('Enter');
  if (await page.evaluate(() => matchMedia('(pointer: coarse)').matches)) {
    await expect(box).toHaveValue(`${text}\n`);
    await form.getByRole('button', { name: 'Send' }).click();
  }
  await expect(box).toHaveValue('');
}

/** Chooses a meet-up `days` from today at `hour`:00, Dhaka time, in a day and a time select. */
async function chooseTime(within: Locator, days: number, hour: number) {
  const day = new Date(Date.now() + 6 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);
  await within.getByLabel('Day', { exact: true }).selectOption(day);
  await within.getByLabel('Time of day').selectOption(`${String(hour).padStart(2, '0')}:00`);
}

test('buyer and seller talk, agree a meet-up, hand the book over with a code, and rate each other @phone-only', async ({
  page: seller,
  browser,
}) => {
  // Three people and a whole trade, each step a page load: a long journey on a busy machine.
  test.slow();
  const errors: string[] = [];
  const watch = (page: Page, who: string) =>
    page.on('console', (m) => m.type() === 'error' && errors.push(`${who}: ${m.text()}`));
  watch(seller, 'seller');
  await signUpAs(seller, 'seller', 'Sadia Seller');
  const name = `Traded Book ${Date.now()}`;
  const bookId = await putOnSale(seller, name);
  const sellerId = (await (await seller.request.get('/api/me')).json()).id as string;
  await seller.goto('/dashboard/messages');
  await waitForQuiet(seller);

  // The buyer asks; the seller's open page shows it within a second, and the reply comes back.
  const buyer = await anotherPerson(browser);
  watch(buyer, 'buyer');
  await signUpAs(buyer, 'buyer', 'Babul Buyer');
  await buyer.goto(`/book/${bookId}`);
  await buyer
    .getByRole('button', { name: /Message seller/ })
    .filter({ visible: true })
    .click();
  await send(buyer, 'Is it still available?');
  const listed = seller.getByRole('link', { name: /Babul Buyer/ });
  await expect(listed).toContainText('Is it still available?', { timeout: 1000 });
  await listed.click();
  await send(seller, 'Yes! When can you meet?');
  await expect(thread(buyer)).toContainText('Yes! When can you meet?', { timeout: 1000 });

  // The buyer books with a time and a campus place.
  await buyer.goto(`/book/${bookId}`);
  await buyer
    .getByRole('button', { name: `Book Now: ${name}` })
    .filter({ visible: true })
    .click();
  const modal = buyer.getByRole('dialog', { name: `Book “${name}”` });
  await modal.getByLabel('Phone number').fill('01712345678');
  await modal.getByLabel('Meeting location').fill('Central Library, front steps');
  await chooseTime(modal, 2, 15);
  await modal.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(buyer).toHaveURL(/\/dashboard\/myOrders$/);

  // Before the seller accepts, the seller's phone number is not shown.
  const order = buyer.getByRole('row').filter({ hasText: name });
  await expect(order).toContainText('Requested');
  await expect(order).not.toContainText('01712345678');

  // The seller proposes another time; the buyer accepts it.
  await seller.goto('/dashboard/myBuyers');
  const booked = seller.getByRole('row').filter({ hasText: 'Babul Buyer' });
  await expect(booked).toContainText('proposed by the buyer');
  // Nor is the buyer's, to the seller, until they agree.
  await expect(booked).not.toContainText('01712345678');
  await expect(booked).toContainText('Shown once a meet-up time is agreed');
  await booked.getByRole('button', { name: 'Propose another time' }).click();
  const propose = seller.getByRole('dialog', { name: 'Propose a meet-up time' });
  await chooseTime(propose, 3, 11);
  await propose.getByRole('button', { name: 'Send' }).click();
  await expect(propose).toBeHidden();
  await expect(booked).toContainText('waiting for the buyer');

  await buyer.reload();
  await expect(order).toContainText('proposed by the seller');
  await order.getByRole('button', { name: 'Accept time' }).click();
  await buyer
    .getByRole('dialog', { name: 'Accept this meet-up?' })
    .getByRole('button', { name: 'Accept time' })
    .click();
  await expect(order).toContainText('Accepted');
  // Agreed: the seller's number is the buyer's to call now.
  await expect(order.getByRole('link', { name: /01712345678/ })).toBeVisible();
  // The thread tells both what changed.
  await buyer.goto(`/dashboard/messages`);
  await buyer.getByRole('link', { name: /Sadia Seller/ }).click();
  await expect(thread(buyer)).toContainText('Babul Buyer agreed to meet on');

  // Anyone else sees the copy reserved, and cannot book it.
  const third = await anotherPerson(browser);
  watch(third, 'third');
  await signUpAs(third, 'buyer', 'Tania Third');
  await third.goto(`/book/${bookId}`);
  await expect(third.getByText('Reserved', { exact: true }).first()).toBeVisible();
  await expect(
    third.getByRole('button', { name: 'Reserved' }).filter({ visible: true }).first(),
  ).toBeDisabled();

  // The buyer will pay in person: a six-digit handover code and its QR.
  await buyer.goto('/dashboard/myOrders');
  await order.getByRole('button', { name: 'Pay in person' }).click();
  await buyer
    .getByRole('dialog', { name: /Pay the seller in person/ })
    .getByRole('button', { name: 'Pay in person' })
    .click();
  const codeShown = order.getByLabel(/^Handover code/);
  await expect(codeShown).toHaveText(/^\d{6}$/);
  const code = (await codeShown.textContent())!;
  await expect(order.getByRole('img', { name: /QR code of the handover code/ })).toBeVisible();

  // The seller enters a wrong code (told so, with the tries left), then the right one.
  await seller.reload();
  await booked.getByRole('button', { name: 'Enter handover code' }).click();
  const handover = seller.getByRole('dialog', { name: 'Handover to Babul Buyer' });
  const wrong = code === '000000' ? '111111' : '000000';
  await handover.getByLabel("The buyer's six-digit code").fill(wrong);
  await handover.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(handover.getByRole('alert')).toHaveText(
    'That is not the code the buyer has. 4 tries left.',
  );
  await handover.getByLabel("The buyer's six-digit code").fill(code);
  await handover.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(handover).toBeHidden();
  await expect(booked).toContainText('Completed');

  // Sold: both see it completed; the book is sold.
  await buyer.reload();
  await expect(order).toContainText('Completed');
  await expect(order).toContainText('Paid');
  // Sold to someone else: to a third buyer the book is gone, and leads to others like it.
  await third.reload();
  await expect(
    third.getByRole('heading', { level: 1, name: /is no longer for sale$/ }),
  ).toBeVisible();
  await expect(third.getByRole('link', { name: 'Find books like it' })).toBeVisible();

  // Both rate each other; the seller's public page shows the rating.
  await order.getByRole('button', { name: 'Rate seller: Sadia Seller' }).click();
  const rate = buyer.getByRole('dialog', { name: 'Rate Sadia Seller' });
  await rate.locator('label').filter({ hasText: '5 stars' }).click();
  await rate.getByLabel('A few words').fill('On time, book as described');
  await rate.getByRole('button', { name: 'Rate' }).click();
  await expect(rate).toBeHidden();
  await booked.getByRole('button', { name: 'Rate buyer: Babul Buyer' }).click();
  const back = seller.getByRole('dialog', { name: 'Rate Babul Buyer' });
  await back.locator('label').filter({ hasText: '4 stars' }).click();
  await back.getByRole('button', { name: 'Rate' }).click();
  await expect(back).toBeHidden();

  await third.goto(`/seller/${sellerId}`);
  await expect(third.getByText('5.0', { exact: true })).toBeVisible();
  await expect(third.getByText('1 rating from 1 buyer')).toBeVisible();
  await expect(third.getByText('On time, book as described')).toBeVisible();
  // The failed requests along the way: the wrong code, refused as it should be, and the sold
  // book's page and its book, gone (410) to the third buyer.
  expect(errors.sort()).toEqual([
    'seller: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    'third: Failed to load resource: the server responded with a status of 410 (Gone)',
    'third: Failed to load resource: the server responded with a status of 410 (Gone)',
  ]);
});
