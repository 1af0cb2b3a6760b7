/** A payment intent as the provider holds it. Amounts are in the currency's smallest unit (poisha). */
export type ProviderIntent = {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  /** The provider's reason for the last failed attempt, if any. */
  lastError: string | null;
};

export type ProviderEvent = { id: string; type: string; intent: ProviderIntent | null };

/** Everything the app asks of a card payment provider: the built-in test mode, or Stripe. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** What the browser needs to load the provider's card form, if it has one. */
  readonly publishableKey: string | null;
  createIntent(input: {
    amount: number;
    currency: 'bdt';
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  refund(intentId: string, idempotencyKey: string): Promise<void>;
  /**
   * Succeeded, unrefunded intents created in [createdAfter, createdBefore): what the payment
   * reconciler checks for charges whose sale was never recorded.
   */
  listSucceededIntents(window: {
    createdAfter: Date;
    createdBefore: Date;
  }): Promise<ProviderIntent[]>;
  /** Checks a webhook's signature and age; throws when either is wrong. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class WebhookVerificationError extends Error {}
