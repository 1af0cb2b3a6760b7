import type Stripe from 'stripe';
import { WebhookVerificationError, type PaymentProvider, type ProviderIntent } from './provider';

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl?: string | undefined;
};

const WEBHOOK_TOLERANCE_SECONDS = 300;

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  amount: intent.amount,
  currency: intent.currency,
  status: intent.status,
  metadata: intent.metadata,
  lastError: intent.last_payment_error?.message ?? null,
});

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stripe PaymentIntents in BDT. `apiUrl` points the SDK elsewhere (a local stand-in in tests). */
export async function stripeProvider(options: StripeOptions): Promise<PaymentProvider> {
  // Loaded here: a server without Stripe settings never spends its start on the SDK.
  const { default: Stripe } = await import('stripe');
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(api && {
      host: api.hostname,
      port: Number(api.port),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount, currency, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      return toIntent(intent);
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return null;
        throw error;
      }
    },
    async refund(intentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
    },
    async listSucceededIntents({ createdAfter, createdBefore }) {
      const found: ProviderIntent[] = [];
      const pages = stripe.paymentIntents.list({
        created: { gte: unixSeconds(createdAfter), lt: unixSeconds(createdBefore) },
        limit: 100,
        expand: ['data.latest_charge'],
      });
      for await (const intent of pages) {
        // A charge refunded in full or in part has been dealt with by someone already.
        const charge = intent.latest_charge;
        const refunded =
          typeof charge === 'object' && charge !== null && charge.amount_refunded > 0;
        if (intent.status === 'succeeded' && !refunded) found.push(toIntent(intent));
      }
      return found;
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookVerificationError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookVerificationError((error as Error).message);
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        intent:
          object.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null,
      };
    },
  };
}
