import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZConfirmPayment,
  ZPaymentIntent,
  ZPaymentResult,
  ZTestCard,
} from '../../../shared/schemas/bookings';
import { errorResponses, ZIdParam } from '../../../shared/schemas/common';
import { appError } from '../../errors';
import { WebhookVerificationError } from '../../payments/provider';
import type { testModeProvider } from '../../payments/test-mode';
import { createPaymentReconciler, type PaymentReconciler } from './reconciler';
import {
  confirmPayment,
  createPaymentIntent,
  handleProviderEvent,
  settleRefunds,
  type PaymentDeps,
} from './service';
import { LIMITS } from '../../plugins/limits';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Settles charges whose sale was never recorded, and sends refunds still owed: at start, then
     * every minute.
     */
    paymentReconciler: PaymentReconciler;
    /** Sends the refunds owed now (a deal paid by card just ended); a failure waits for the next pass. */
    settleRefunds(): Promise<void>;
  }
}

const errors = errorResponses(400, 401, 402, 403, 404, 409);
const tags = ['payments'];

export async function paymentRoutes(
  app: FastifyInstance,
  deps: PaymentDeps,
  testMode: ReturnType<typeof testModeProvider> | null,
  /** Refunds owed through another way of paying (the gateway's), sent with the card's. */
  otherRefunds?: () => Promise<unknown>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A buyer's browser can die between the card and POST .../payment, and a webhook can go missing.
  const reconciler = createPaymentReconciler(deps);
  app.decorate('paymentReconciler', reconciler);
  app.decorate('settleRefunds', async () => {
    try {
      await settleRefunds(deps);
      await otherRefunds?.();
    } catch (error) {
      deps.log.error({ err: error }, 'refunds were not sent; the reconciler tries again');
    }
  });
  app.addHook('onReady', async () => reconciler.start());
  app.addHook('onClose', () => reconciler.stop());

  r.post('/api/bookings/:id/payment-intent', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary: "Start paying for one's own booking; the amount is the booking's, in poisha",
      params: ZIdParam('bookingNotFound'),
      response: { 200: ZPaymentIntent, ...errors },
    },
    handler: (request) => createPaymentIntent(deps, request.user!.id, request.params.id),
  });
  r.post('/api/bookings/:id/payment', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary:
        'Record a payment: the server re-reads the intent from the provider; a repeat charges nothing',
      description:
        'Answers 409 "This book has already been sold" when another buyer paid first; any charge is then refunded.',
      params: ZIdParam('bookingNotFound'),
      body: ZConfirmPayment,
      response: { 200: ZPaymentResult, ...errors },
    },
    handler: (request) =>
      confirmPayment(deps, request.user!.id, request.params.id, request.body.paymentIntentId),
  });

  // The provider's webhook needs the body exactly as sent to check its signature.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/payments/webhook', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Payment provider events (Stripe-Signature checked; repeats ignored)',
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          ...errorResponses(400),
        },
      },
      handler: async (request) => {
        let event;
        try {
          event = deps.provider.verifyWebhook(
            request.body as Buffer,
            request.headers['stripe-signature'] as string | undefined,
          );
        } catch (error) {
          if (error instanceof WebhookVerificationError)
            throw appError('BAD_SIGNATURE', { reason: error.message });
          throw error;
        }
        return { received: true as const, outcome: await handleProviderEvent(deps, event) };
      },
    });
  });

  if (!testMode) return;
  r.post('/api/test-payments/:intentId/confirm', {
    config: {
      access: ['buyer'],
      limits: LIMITS.testPayment,
    },
    schema: {
      tags,
      summary:
        "The test-mode card form's submit (Stripe test cards); absent when Stripe is configured",
      params: z.object({ intentId: z.string().startsWith('pi_test_') }),
      body: ZTestCard,
      response: { 200: z.object({ status: z.string(), error: z.string().nullable() }), ...errors },
    },
    handler: async (request) => {
      const intent = await testMode.retrieveIntent(request.params.intentId);
      if (!intent || intent.metadata.buyerId !== request.user!.id)
        throw appError('PAYMENT_NOT_FOUND');
      const result = await testMode.confirm(intent.id, request.body);
      return {
        status: result.status,
        error: result.status === 'succeeded' ? null : result.lastError,
      };
    },
  });
}
