import { randomBytes } from 'node:crypto';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { TestCard } from '../../shared/schemas/bookings';
import type { Database } from '../db/client';
import { testPaymentIntent } from '../db/schema/orders';
import { appError } from '../errors';
import { WebhookVerificationError, type PaymentProvider, type ProviderIntent } from './provider';
import { chargeTestCard } from './test-cards';

const toIntent = (row: typeof testPaymentIntent.$inferSelect): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  metadata: row.metadata,
  lastError: row.lastError,
});

/**
 * The default provider: Stripe's test-mode behaviour without leaving the machine. Intents live in
 * the database so every instance sees them; it never accepts a real card number.
 */
export function testModeProvider(
  db: Database,
): PaymentProvider & { confirm(intentId: string, card: TestCard): Promise<ProviderIntent> } {
  const find = async (id: string) =>
    (await db.select().from(testPaymentIntent).where(eq(testPaymentIntent.id, id)))[0];
  return {
    name: 'test',
    publishableKey: null,
    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const [created] = await db
        .insert(testPaymentIntent)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amount,
          currency,
          metadata,
          idempotencyKey,
          status: 'requires_payment_method',
        })
        .onConflictDoNothing({ target: testPaymentIntent.idempotencyKey })
        .returning();
      if (created) return toIntent(created);
      // The same attempt asked again: answer the intent it already has.
      const [existing] = await db
        .select()
        .from(testPaymentIntent)
        .where(eq(testPaymentIntent.idempotencyKey, idempotencyKey));
      return toIntent(existing!);
    },
    async retrieveIntent(id) {
      const row = await find(id);
      return row ? toIntent(row) : null;
    },
    async refund(intentId) {
      await db
        .update(testPaymentIntent)
        .set({ refundedAt: new Date() })
        .where(eq(testPaymentIntent.id, intentId));
    },
    async listSucceededIntents({ createdAfter, createdBefore }) {
      const rows = await db
        .select()
        .from(testPaymentIntent)
        .where(
          and(
            eq(testPaymentIntent.status, 'succeeded'),
            isNull(testPaymentIntent.refundedAt),
            gte(testPaymentIntent.createdAt, createdAfter),
            lt(testPaymentIntent.createdAt, createdBefore),
          ),
        );
      return rows.map(toIntent);
    },
    verifyWebhook() {
      throw new WebhookVerificationError('The test-mode provider sends no webhooks');
    },
    /** The card form's submit: charges a test card against the intent. */
    async confirm(intentId, card) {
      const row = await find(intentId);
      if (!row) throw appError('PAYMENT_NOT_FOUND');
      if (row.status === 'succeeded') return toIntent(row);
      const outcome = chargeTestCard(card);
      const digits = card.cardNumber.replace(/\D/g, '');
      const [updated] = await db
        .update(testPaymentIntent)
        .set(
          outcome === 'succeeded'
            ? { status: 'succeeded', lastError: null, cardLast4: digits.slice(-4) }
            : { lastError: outcome },
        )
        .where(eq(testPaymentIntent.id, intentId))
        .returning();
      return toIntent(updated!);
    },
  };
}
