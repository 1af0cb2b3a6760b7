import type { Page } from '@playwright/test';
import { anotherPerson, expect, putOnSale, signUpAs, test } from './support/fixtures';

/** What a person sees of a conversation's messages, in order. */
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Where the navigation shows the unread count: the Messages link, or on a phone the menu button. */
async function unreadInNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuButton = nav.getByRole('button', { name: /Open menu/ });
  return (await menuButton.isVisible()) ? menuButton : nav.getByRole('link', { name: /^Messages/ });
}

/** 'Message seller' on a book page: in the bottom bar on a phone, beside Book Now on a desktop. */
const messageSeller = (page: Page) =>
  page.getByRole('button', { name: /Message seller/ }).filter({ visible: true });

async function send(page: Page, text: string) {
  const box = page.getByRole('form', { name: 'Write a message' }).getByLabel('Message');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('a buyer messages a seller, whose open page shows it within a second, unread until read; the reply reaches the buyer the same way', async ({
  page: seller,
  browser,
}) => {
  // Nothing goes wrong on either page along the way.
  const errors: string[] = [];
  const watch = (page: Page, who: string) =>
    page.on('console', (m) => m.type() === 'error' && errors.push(`${who}: ${m.text()}`));
  watch(seller, 'seller');
  await signUpAs(seller, 'seller', 'Sadia Seller');
  const name = `Messaged Book ${Date.now()}`;
  const bookId = await putOnSale(seller, name);
  await seller.goto('/dashboard/messages');
  await expect(seller.getByText('No conversations yet')).toBeVisible();

  const buyer = await anotherPerson(browser);
  watch(buyer, 'buyer');
  await signUpAs(buyer, 'buyer', 'Babul Buyer');
  await buyer.goto(`/book/${bookId}`);
  await messageSeller(buyer).click();
  await expect(buyer).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(buyer.getByRole('heading', { name })).toBeVisible();
  await expect(buyer.getByText(/^No messages yet\. Ask/)).toBeVisible();

  // The seller's page, open all along, hears of the first message without reloading.
  await send(buyer, 'Is it still available?');
  const listed = seller.getByRole('link', { name: /Babul Buyer/ });
  await expect(listed).toContainText('Is it still available?', { timeout: 1000 });
  await expect(listed).toContainText('1 unread');
  await expect(await unreadInNav(seller)).toHaveAccessibleName(/1 unread/);
  await listed.click();
  await expect(thread(seller)).toContainText('Is it still available?');
  // Read now: the count is gone.
  await expect(await unreadInNav(seller)).not.toHaveAccessibleName(/unread/);

  // With the conversation open on both sides, each message arrives within a second.
  await send(buyer, 'Can we meet at the library at 3?');
  await expect(thread(seller)).toContainText('Can we meet at the library at 3?', {
    timeout: 1000,
  });
  await send(seller, 'Yes, see you at 3 by the front desk.');
  await expect(thread(buyer)).toContainText('Yes, see you at 3 by the front desk.', {
    timeout: 1000,
  });
  // Each read the other's last message as it came: each sees theirs seen.
  await expect(thread(buyer).getByText('Seen')).toBeVisible({ timeout: 1000 });
  await expect(thread(seller).getByText('Seen')).toBeVisible({ timeout: 1000 });

  // A message is text: markup in it shows as typed, and runs nothing.
  await send(buyer, '<img src=x onerror="document.title=\'hacked\'"> <b>bold?</b>');
  await expect(thread(seller)).toContainText('<b>bold?</b>', { timeout: 1000 });
  await expect(thread(seller).locator('img, b')).toHaveCount(0);
  expect(await seller.title()).not.toBe('hacked');
  expect(errors).toEqual([]);
});

test('an empty message is refused under the box, a conversation can be reported to the admins, and its other side blocked and unblocked', async ({
  page: seller,
  browser,
}) => {
  await signUpAs(seller, 'seller');
  const bookId = await putOnSale(seller, `Reported Chat ${Date.now()}`);
  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer');
  await buyer.goto(`/book/${bookId}`);
  await messageSeller(buyer).click();
  const box = buyer.getByRole('form', { name: 'Write a message' });
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(box.getByRole('alert')).toHaveText('Write a message');

  await buyer.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Report this conversation?' });
  await dialog.getByLabel('What is wrong?').fill('Asked me to pay in advance');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(buyer.getByText('Reported to the admins')).toBeVisible();

  // Blocked, nobody writes here any more; unblocked, the box is back.
  await buyer.getByRole('button', { name: 'Block', exact: true }).click();
  const blocking = buyer.getByRole('dialog', { name: /^Block .+\?$/ });
  await expect(blocking).toContainText('will no longer be able to write to you');
  await blocking.getByRole('button', { name: 'Block' }).click();
  await expect(buyer.getByText(/^You blocked /)).toBeVisible();
  await expect(box).toBeHidden();
  await buyer.getByRole('button', { name: 'Unblock' }).click();
  await expect(buyer.getByRole('form', { name: 'Write a message' })).toBeVisible();
});
