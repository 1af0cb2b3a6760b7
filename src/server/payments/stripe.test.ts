import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../../../tests/support/stripe-stand-in';
import { WebhookVerificationError } from './provider';
import { stripeProvider } from './stripe';

const WEBHOOK_SECRET = 'whsec_test_boipoka';
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let provider: Awaited<ReturnType<typeof stripeProvider>>;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = await stripeProvider({
    secretKey: 'sk_test_boipoka',
    publishableKey: 'pk_test_boipoka',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standIn.url,
  });
});
afterAll(() => standIn.close());

const signed = (payload: string, timestamp?: number) =>
  new Stripe('sk_test_x').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    ...(timestamp && { timestamp }),
  });

describe('the Stripe provider', () => {
  it('creates a PaymentIntent in BDT with the amount in poisha and an idempotency key', async () => {
    const intent = await provider.createIntent({
      amount: 45050,
      currency: 'bdt',
      metadata: { bookingId: 'b1' },
      idempotencyKey: 'booking-b1',
    });
    expect(intent).toMatchObject({
      amount: 45050,
      currency: 'bdt',
      status: 'requires_payment_method',
      metadata: { bookingId: 'b1' },
    });
    const sent = standIn.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.method === 'POST',
    )!;
    expect(sent.idempotencyKey).toBe('booking-b1');
    expect(sent.form.get('automatic_payment_methods[enabled]')).toBe('true');
    const again = await provider.createIntent({
      amount: 45050,
      currency: 'bdt',
      metadata: { bookingId: 'b1' },
      idempotencyKey: 'booking-b1',
    });
    expect(again.id).toBe(intent.id);
  });

  it('re-reads an intent, and answers null for one Stripe does not know', async () => {
    const intent = await provider.createIntent({
      amount: 100,
      currency: 'bdt',
      metadata: {},
      idempotencyKey: 'k2',
    });
    standIn.succeed(intent.id);
    expect((await provider.retrieveIntent(intent.id))!.status).toBe('succeeded');
    expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
  });

  it('refunds by payment intent, with its own idempotency key', async () => {
    await provider.refund('pi_abc', 'refund-pi_abc');
    expect(standIn.refunds).toContainEqual({
      paymentIntent: 'pi_abc',
      idempotencyKey: 'refund-pi_abc',
    });
  });

  it('accepts a webhook signed with the secret', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          amount: 100,
          currency: 'bdt',
          status: 'succeeded',
          metadata: { bookingId: 'b9' },
        },
      },
    });
    const event = provider.verifyWebhook(Buffer.from(payload), signed(payload));
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: { id: 'pi_1', metadata: { bookingId: 'b9' } },
    });
  });

  it('refuses a webhook with a bad signature, a changed body, no signature, or an old timestamp', () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    const forged = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_wrong',
    });
    expect(() => provider.verifyWebhook(Buffer.from(payload), forged)).toThrow(
      WebhookVerificationError,
    );
    expect(() =>
      provider.verifyWebhook(Buffer.from(payload.replace('evt_2', 'evt_3')), signed(payload)),
    ).toThrow(WebhookVerificationError);
    expect(() => provider.verifyWebhook(Buffer.from(payload), undefined)).toThrow(
      WebhookVerificationError,
    );
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(() =>
      provider.verifyWebhook(Buffer.from(payload), signed(payload, tenMinutesAgo)),
    ).toThrow(/timestamp/i);
  });
});
