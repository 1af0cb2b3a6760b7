import type { Page } from '@playwright/test';
import {
  anotherPerson,
  expect,
  logInWithForm,
  PASSWORD,
  putOnSale,
  signInAsAdmin,
  signUpAs,
  test,
} from './support/fixtures';

/** A sale handed over between the two, through the API (its pages have their own tests). */
async function sell(seller: Page, buyer: Page, bookId: string) {
  const booked = await buyer.request.post('/api/bookings', {
    data: { bookId, phone: '01812345678', meetingLocation: 'TSC' },
  });
  const bookingId = (await booked.json()).id as string;
  const intent = await (
    await buyer.request.post(`/api/bookings/${bookingId}/payment-intent`)
  ).json();
  await buyer.request.post(`/api/test-payments/${intent.intentId}/confirm`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Buyer' },
  });
  await buyer.request.post(`/api/bookings/${bookingId}/payment`, {
    data: { paymentIntentId: intent.intentId },
  });
  await seller.request.post(`/api/bookings/${bookingId}/propose`, {
    data: { meetAt: new Date(Date.now() + 48 * 3600_000).toISOString() },
  });
  await buyer.request.post(`/api/bookings/${bookingId}/accept`);
  const orders = (await (await buyer.request.get('/api/me/bookings')).json()) as {
    id: string;
    handoverCode: string;
    conversationId: string;
  }[];
  const order = orders.find((o) => o.id === bookingId)!;
  const handedOver = await seller.request.post(`/api/bookings/${bookingId}/handover`, {
    data: { code: order.handoverCode },
  });
  expect(handedOver.status(), await handedOver.text()).toBe(200);
  return { bookingId, conversationId: order.conversationId };
}

test('an admin decides a reported review and a reported conversation from one queue; both sides are told, the suspended buyer is refused at sign-in with the reason, and each action is in the audit log', async ({
  page: admin,
  browser,
}) => {
  const seller = await anotherPerson(browser);
  const { id: sellerId } = await signUpAs(seller, 'seller', 'Moumita Seller');
  const bookId = await putOnSale(seller, `Reported Deal ${Date.now()}`);
  const buyer = await anotherPerson(browser);
  const { email: buyerEmail } = await signUpAs(buyer, 'buyer', 'Karim Buyer');
  const { bookingId, conversationId } = await sell(seller, buyer, bookId);
  const rated = await buyer.request.put(`/api/bookings/${bookingId}/review`, {
    data: { stars: 1, comment: 'Thief and liar, avoid' },
  });
  expect(rated.status(), await rated.text()).toBe(201);
  await buyer.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: 'I will find where you live' },
  });

  // The seller reports the review on their page: one tap and a toast, then why.
  await seller.goto(`/seller/${sellerId}`);
  await seller.getByRole('button', { name: 'Report the review by Karim to the admins' }).click();
  await expect(seller.getByText('Report this item successfully.')).toBeVisible();
  await seller
    .getByRole('combobox', { name: 'Tell the admins why? (optional)' })
    .selectOption('offensive');
  await expect(seller.getByText('Thank you: the admins will see why.')).toBeVisible();
  // And the conversation, from the thread.
  const reported = await seller.request.post(`/api/conversations/${conversationId}/report`, {
    data: { reason: 'Threatening messages' },
  });
  expect(reported.status()).toBe(200);

  await signInAsAdmin(admin.request);
  await admin.goto('/dashboard/overview');
  await expect(admin.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  await admin.goto('/dashboard/moderation');
  // The menu says how many reports wait.
  await expect(
    admin
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: /^Moderation \d+ waiting$/ }),
  ).toBeAttached();
  const review = admin.getByRole('listitem').filter({ hasText: 'Thief and liar, avoid' });
  await expect(review.getByText('Offensive', { exact: true })).toBeVisible();
  await expect(review.getByText('Reported by Moumita Seller')).toBeVisible();
  await review.getByRole('button', { name: 'Decide' }).click();
  await review.getByRole('radio', { name: 'Remove' }).check();
  await review.getByRole('combobox', { name: 'Reason' }).selectOption('offensive');
  await review.getByRole('button', { name: 'Decide and tell both sides' }).click();
  await expect(admin.getByText('Decided: the reporter and the owner are told.')).toBeVisible();
  await expect(review).toHaveCount(0);

  const thread = admin
    .getByRole('listitem')
    .filter({ hasText: 'Threatening messages' })
    .filter({ hasText: 'Conversation' });
  await expect(thread.getByText('Whose: Karim Buyer')).toBeVisible();
  // Someone decided against already, with this still waiting: a repeat offender? Not yet (one).
  await thread.getByRole('button', { name: 'Decide' }).click();
  await expect(thread.getByRole('radio', { name: 'Remove' })).toHaveCount(0);
  await thread.getByRole('radio', { name: 'Suspend' }).check();
  await thread.getByRole('combobox', { name: 'Reason' }).selectOption('harassment');
  await thread.getByRole('combobox', { name: 'For how long' }).selectOption('7');
  await thread.getByLabel('A note to the owner (optional)').fill('Threats are not allowed.');
  await thread.getByRole('button', { name: 'Decide and tell both sides' }).click();
  await expect(thread).toHaveCount(0);

  // The seller, who reported both, is told each outcome with its reason.
  await seller.goto('/dashboard/notifications');
  await expect(
    seller.getByText('Your report about the review of the sale of “', { exact: false }),
  ).toBeVisible();
  await expect(
    seller.getByText('it has been removed and the user responsible suspended', { exact: false }),
  ).toBeVisible();

  // The buyer's session ended; signing in again is refused with until when and why.
  await buyer.goto('/dashboard/notifications');
  await expect(buyer).toHaveURL(/\/login/);
  await logInWithForm(buyer, buyerEmail, PASSWORD);
  await expect(
    buyer.getByText(
      /Your account is suspended until .+\. Reason: Harassment\. The admins wrote: “Threats are not allowed\.”/,
    ),
  ).toBeVisible();

  // Every action is in the audit log.
  await admin.goto('/dashboard/audit');
  await expect(admin.getByRole('cell', { name: 'Removed reported item' })).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Removed and suspended owner' })).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Suspended user' })).toBeVisible();
  await admin.getByRole('link', { name: 'Karim Buyer' }).first().click();
  await expect(admin.getByRole('heading', { name: 'Karim Buyer', level: 1 })).toBeVisible();
  await expect(admin.getByText(/Suspended until/)).toBeVisible();
  await admin.getByRole('button', { name: 'Lift the suspension' }).click();
  await expect(admin.getByText('They may sign in again.')).toBeVisible();
});
