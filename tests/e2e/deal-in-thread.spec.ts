// The deal lives in the conversation: the booking sits at the top of its thread with the reader's
// own steps, so neither side needs My Orders or My Buyers to agree a time, pay or rate.
import type { Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { anotherPerson, expect, putOnSale, signUpAs, test } from './support/fixtures';

/** The deal at the top of the thread. */
const deal = (page: Page) => page.getByRole('region', { name: /booking of this book/ });

/** Pays on the payment page the buyer is on with the test card that succeeds, as a person types it. */
async function payWith4242(buyer: Page) {
  const form = buyer.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').pressSequentially('4242424242424242');
  await form.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
  await form.getByLabel('CVC').pressSequentially('123');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(buyer.getByText('Congrats! your payment completed')).toBeVisible();
}

/** Opens the reader's conversation with `other` from Messages. */
async function openThread(page: Page, other: string) {
  await page.goto('/dashboard/messages');
  await page.getByRole('link', { name: new RegExp(other) }).click();
}

test('the seller accepts the buyer’s time in the thread, the buyer pays by card from it, the seller enters the handover code, and both rate there @phone-only', async ({
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
  await payWith4242(buyer);

  // Back in the thread: paid, the money held until the handover, and the code to show then.
  await openThread(buyer, 'Dilruba Dealer');
  await expect(buyersDeal).toContainText('Paid — released to the seller at the handover');
  await expect(buyersDeal.getByRole('link', { name: 'Pay by card' })).toHaveCount(0);
  await buyersDeal.getByText('Show the handover code').click();
  const code = (await buyersDeal.getByLabel(/^Handover code/).textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);

  // They meet: the seller enters the code in the thread, and the sale is complete.
  await seller.reload();
  await expect(sellersDeal).toContainText('Paid — released to you at the handover');
  await sellersDeal.getByRole('button', { name: 'Enter handover code' }).click();
  const handover = seller.getByRole('dialog', { name: 'Handover to Tanvir Thread' });
  await handover.getByLabel("The buyer's six-digit code").fill(code);
  await handover.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(handover).toBeHidden();
  await expect(sellersDeal).toContainText('Completed');

  // Completed, no steps left but rating the other side.
  await buyer.reload();
  await expect(buyersDeal).toContainText('Completed');
  await expect(buyersDeal.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await buyersDeal.getByRole('button', { name: 'Rate seller: Dilruba Dealer' }).click();
  const rate = buyer.getByRole('dialog', { name: 'Rate Dilruba Dealer' });
  await rate.locator('label').filter({ hasText: '5 stars' }).click();
  await rate.getByRole('button', { name: 'Rate' }).click();
  await expect(rate).toBeHidden();
  // The button now shows the stars given, and still opens the rating to change it.
  await expect(buyersDeal.getByRole('button', { name: 'Rated 5/5: Dilruba Dealer' })).toBeVisible();

  await sellersDeal.getByRole('button', { name: 'Rate buyer: Tanvir Thread' }).click();
  const back = seller.getByRole('dialog', { name: 'Rate Tanvir Thread' });
  await back.locator('label').filter({ hasText: '4 stars' }).click();
  await back.getByRole('button', { name: 'Rate' }).click();
  await expect(back).toBeHidden();
});

test('a seller who declines after the buyer paid by card refunds the buyer in full, and the book is for sale again', async ({
  page: seller,
  browser,
}) => {
  await signUpAs(seller, 'seller', 'Dipa Decliner');
  const name = `Refunded Book ${Date.now()}`;
  const bookId = await putOnSale(seller, name);
  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer', 'Rafi Refunded');
  const booked = await buyer.request.post('/api/bookings', {
    data: { bookId, phone: '01812345678', meetingLocation: 'TSC' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = (await booked.json()).id as string;

  // The buyer pays from the payment page at once, before any time is agreed.
  await buyer.goto(`/dashboard/payment/${bookingId}`);
  await payWith4242(buyer);

  // The seller cannot sell after all, and says why in the thread.
  await openThread(seller, 'Rafi Refunded');
  const sellersDeal = deal(seller);
  await expect(sellersDeal).toContainText('Paid — released to you at the handover');
  await sellersDeal.getByRole('button', { name: 'Decline' }).click();
  const dialog = seller.getByRole('dialog');
  // The seller is told before confirming what declining does to the buyer's money.
  await expect(dialog).toContainText('The card payment goes back to the buyer in full.');
  await dialog.getByLabel('Why? The buyer sees this.').fill('The copy got wet in the rain');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(sellersDeal).toContainText('The card payment went back to the buyer');

  // The buyer sees the refund in the thread and in My Orders; the book is back in the catalogue.
  await openThread(buyer, 'Dipa Decliner');
  const buyersDeal = deal(buyer);
  await expect(buyersDeal).toContainText('Declined');
  await expect(buyersDeal).toContainText('Refunded to your card');
  await expect(buyer.getByRole('log', { name: 'Messages' })).toContainText(
    'The card payment goes back to the buyer in full.',
  );
  await buyer.goto('/dashboard/myOrders');
  await expect(buyer.getByRole('row').filter({ hasText: name })).toContainText(
    'Refunded to your card',
  );
  await buyer.goto(`/book/${bookId}`);
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(buyer.getByText('Sold', { exact: true })).toHaveCount(0);
});

test('a buyer makes an offer from the book page, the seller counters in the thread, the buyer accepts, and the card is charged the agreed price @phone-only', async ({
  page: seller,
  browser,
}) => {
  test.slow();
  await signUpAs(seller, 'seller', 'Habib Haggler');
  const name = `Offer Book ${Date.now()}`;
  const bookId = await putOnSale(seller, name);

  // From the book page: Make an offer, the price first, then the booking's own fields.
  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer', 'Rumana Offer');
  await buyer.goto(`/book/${bookId}`);
  await buyer.getByRole('button', { name: `Make an offer: ${name}` }).click();
  const modal = buyer.getByRole('dialog', { name: `Make an offer for “${name}”` });
  const price = modal.getByLabel('Your price in TK (asking TK 420)');
  await expect(price).toBeFocused();
  await price.fill('300');
  await modal.getByLabel('Phone number').fill('01812345678');
  await modal.getByLabel('Meeting location').fill('TSC, Dhaka University');
  await modal.getByRole('button', { name: 'Send offer' }).click();
  await expect(
    buyer.getByText('Offer sent: the seller answers in your conversation'),
  ).toBeVisible();

  // The seller answers in the thread with another price.
  await openThread(seller, 'Rumana Offer');
  const sellersDeal = deal(seller);
  await expect(sellersDeal).toContainText('Offer');
  await expect(sellersDeal).toContainText('Offered TK 300 (asking TK 420)');
  await expect(seller.getByRole('log', { name: 'Messages' })).toContainText(
    'Rumana Offer offered TK 300 for this book (the asking price is TK 420)',
  );
  await sellersDeal.getByRole('button', { name: 'Another price' }).click();
  const counter = seller.getByRole('dialog', { name: 'Name another price' });
  await counter.getByLabel('Your price in TK (at most TK 420)').fill('380');
  await counter.getByRole('button', { name: 'Send' }).click();
  await expect(counter).toBeHidden();
  await expect(sellersDeal).toContainText('You offered TK 380 (asking TK 420)');

  // The buyer accepts it in the thread: the booking is at TK 380, and the card pays TK 380.
  await openThread(buyer, 'Habib Haggler');
  const buyersDeal = deal(buyer);
  await expect(buyersDeal).toContainText('Offered TK 380 (asking TK 420)');
  await buyersDeal.getByRole('button', { name: 'Accept TK 380' }).click();
  await buyer.getByRole('dialog', { name: 'Accept TK 380?' }).getByRole('button').last().click();
  await expect(buyersDeal).toContainText('Requested');
  await expect(buyer.getByRole('log', { name: 'Messages' })).toContainText(
    'Rumana Offer accepted TK 380: the book is booked at that price.',
  );
  await buyersDeal.getByRole('link', { name: 'Pay by card' }).click();
  // The payment page's line is the spec's own ('Please pay Tk. {price}').
  await expect(buyer.getByText('Tk. 380').first()).toBeVisible();
  await payWith4242(buyer);
  await openThread(buyer, 'Habib Haggler');
  await expect(buyersDeal).toContainText('Paid — released to the seller at the handover');
});

test('a seller scans the buyer’s QR code with the phone’s camera in the thread, and the sale completes @phone-only', async ({
  page: seller,
  browser,
}) => {
  await signUpAs(seller, 'seller', 'Shapla Scanner');
  const bookId = await putOnSale(seller, `Scanned Book ${Date.now()}`);
  const buyer = await anotherPerson(browser);
  await signUpAs(buyer, 'buyer', 'Qamrul Qr');
  const meetAt = new Date(Date.now() + 24 * 3600_000).toISOString();
  const booked = await buyer.request.post('/api/bookings', {
    data: { bookId, phone: '01812345678', meetingLocation: 'TSC', meetAt },
  });
  const id = (await booked.json()).id as string;
  expect((await seller.request.post(`/api/bookings/${id}/accept`, { data: {} })).status()).toBe(
    200,
  );
  const { code } = await (
    await buyer.request.post(`/api/bookings/${id}/pay-in-person`, { data: {} })
  ).json();

  // The phone's camera and its QR reader stand in at the device's edge: a camera stream drawn on
  // a canvas, and a detector that sees the buyer's QR (its link) in the third picture it reads.
  const qr = `${BASE_URL}/dashboard/myBuyers?handover=${id}&code=${code}`;
  await seller.context().addInitScript((rawValue) => {
    let reads = 0;
    Object.assign(window, {
      BarcodeDetector: class {
        async detect() {
          return ++reads >= 3 ? [{ rawValue }] : [];
        }
      },
    });
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 64, height: 64 });
      canvas.getContext('2d')!.fillRect(0, 0, 64, 64);
      return canvas.captureStream();
    };
  }, qr);

  await openThread(seller, 'Qamrul Qr');
  const sellersDeal = deal(seller);
  await sellersDeal.getByRole('button', { name: 'Enter handover code' }).click();
  const handover = seller.getByRole('dialog', { name: 'Handover to Qamrul Qr' });
  await handover.getByRole('button', { name: "Scan the buyer's QR code" }).click();
  await expect(handover.getByLabel("The buyer's six-digit code")).toHaveValue(code);
  await handover.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(handover).toBeHidden();
  await expect(sellersDeal).toContainText('Completed');
});

test('a buyer who asked about a book makes an offer from the conversation, and the deal appears there @phone-only', async ({
  page: buyer,
  browser,
}) => {
  const seller = await anotherPerson(browser);
  await signUpAs(seller, 'seller', 'Tahmina Talk');
  const name = `Asked Book ${Date.now()}`;
  const bookId = await putOnSale(seller, name);
  await signUpAs(buyer, 'buyer', 'Mahin Message');
  const asked = await buyer.request.post('/api/conversations', {
    data: { bookId, body: 'Would you take less for it?' },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await openThread(buyer, 'Tahmina Talk');
  await buyer.getByRole('button', { name: `Make an offer: ${name}` }).click();
  const modal = buyer.getByRole('dialog', { name: `Make an offer for “${name}”` });
  await modal.getByLabel('Your price in TK (asking TK 420)').fill('350');
  await modal.getByLabel('Phone number').fill('01812345678');
  await modal.getByLabel('Meeting location').fill('TSC, Dhaka University');
  await modal.getByRole('button', { name: 'Send offer' }).click();
  await expect(modal).toBeHidden();
  // Still in the conversation: the offer is its deal now, waiting for the seller.
  await expect(deal(buyer)).toContainText('You offered TK 350 (asking TK 420)');
  await expect(buyer.getByRole('button', { name: `Make an offer: ${name}` })).toHaveCount(0);
});
