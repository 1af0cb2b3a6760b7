import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../src/server/db/schema/catalog';
import { booking, payment } from '../../src/server/db/schema/orders';
import { addBook } from '../support/books';
import { bookIt, call } from '../support/orders';
import { startStripeStandIn } from '../support/stripe-stand-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type TestUser } from '../support/users';

const WEBHOOK_SECRET = 'whsec_test_app';
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_app',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_app',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  });
  seller = await signUp(t.app, 'seller');
  buyer = await signUp(t.app, 'buyer');
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const stripe = new Stripe('sk_test_x');
function eventFor(intentId: string, eventId = `evt_${Math.random().toString(16).slice(2)}`) {
  const intent = standIn.intents.get(intentId)!;
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
}
const postWebhook = (payload: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });

async function paidIntent() {
  const listed = await addBook(t.app, seller, { price: 650 });
  const bookingId = await bookIt(t.app, buyer, listed.id);
  const intent = (
    await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/payment-intent`)
  ).json();
  standIn.succeed(intent.intentId);
  return { bookId: listed.id, bookingId, intent };
}

describe('with Stripe configured', () => {
  it('creates the intent at Stripe, in BDT poisha, and hands the browser the publishable key', async () => {
    const { intent } = await paidIntent();
    expect(intent).toMatchObject({
      provider: 'stripe',
      amount: 65000,
      currency: 'bdt',
      publishableKey: 'pk_test_app',
    });
    expect(standIn.intents.get(intent.intentId)!.amount).toBe(65000);
  });

  it("lets the browser load Stripe.js and its card frames, and nothing else of Stripe's", async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('has no test-mode card endpoint', async () => {
    const response = await call(t.app, buyer, 'POST', '/api/test-payments/pi_test_x/confirm', {
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'A',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a webhook with a bad signature or an old timestamp, and changes nothing', async () => {
    const { bookId, intent } = await paidIntent();
    const payload = eventFor(intent.intentId);
    const forged = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    for (const signature of [forged, stale, undefined]) {
      const response = await postWebhook(payload, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BAD_SIGNATURE');
    }
    expect(await t.db.$count(payment, eq(payment.bookId, bookId))).toBe(0);
    const [row] = await t.db.select().from(book).where(eq(book.id, bookId));
    expect(row!.status).toBe('available');
  });

  it('records the sale from a signed payment_intent.succeeded, once, however often the event comes', async () => {
    const { bookId, bookingId, intent } = await paidIntent();
    const payload = eventFor(intent.intentId, 'evt_sale_1');
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await postWebhook(payload, signature);
    expect(first.json()).toEqual({ received: true, outcome: 'handled' });
    expect((await postWebhook(payload, signature)).json()).toEqual({
      received: true,
      outcome: 'repeated',
    });
    expect(await t.db.$count(payment, eq(payment.bookId, bookId))).toBe(1);
    // The sale is recorded, its money held until the handover.
    const [row] = await t.db.select().from(booking).where(eq(booking.id, bookingId));
    expect(row!.cardPaidAt).not.toBeNull();
    expect((await t.db.select().from(payment).where(eq(payment.bookId, bookId)))[0]!.status).toBe(
      'held',
    );
    // The buyer's page confirming afterwards gets the same transaction.
    const confirm = await call(t.app, buyer, 'POST', `/api/bookings/${bookingId}/payment`, {
      paymentIntentId: intent.intentId,
    });
    expect(confirm.json()).toEqual({ transactionId: intent.intentId, status: 'succeeded' });
  });
});

describe('when processing an event fails', () => {
  it('processes the provider\u2019s retry instead of calling it a repeat', async () => {
    const { bookId, intent } = await paidIntent();
    const payload = eventFor(intent.intentId, 'evt_flaky_1');
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    standIn.failNext(3); // the SDK retries twice; all three attempts fail
    const first = await postWebhook(payload, signature);
    expect(first.statusCode).toBe(500);
    expect(await t.db.$count(payment, eq(payment.bookId, bookId))).toBe(0);
    const retry = await postWebhook(payload, signature);
    expect(retry.json()).toEqual({ received: true, outcome: 'handled' });
    expect(await t.db.$count(payment, eq(payment.bookId, bookId))).toBe(1);
  });
});
