import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParam } from '../../../shared/schemas/common';
import { appError } from '../../errors';
import { signedByGateway } from '../../payments/sslcommerz';
import {
  decideReview,
  gatewayPaths,
  noteUnpaid,
  reconcileOpenAttempts,
  settleFromGateway,
  settleGatewayRefunds,
  startCheckout,
  type GatewayDeps,
  type Settled,
} from './gateway';

const tags = ['payments'];
/** What the gateway posts: its fields as text (those we read are checked where they are used). */
const ZGatewayForm = z.record(z.string(), z.string().max(2000));
const ZTranId = z.string().regex(/^bp[0-9a-f]{24}$/);

/** How long an attempt may stay open before the gateway is asked what became of it. */
const RECONCILE_AFTER_MS = 15 * 60 * 1000;
const RECONCILE_EVERY_MS = 5 * 60 * 1000;

/** The payment page's word for what came of a return. */
const resultOf = (settled: Settled): string =>
  settled === 'paid'
    ? 'paid'
    : settled === 'lost'
      ? 'sold'
      : settled === 'review'
        ? 'review'
        : 'failed';

/**
 * SSLCOMMERZ's checkout, beside the card form: start it for a booking; the buyer's return (a form
 * posted from the gateway's site, with no session: the attempt is found by its id and the payment
 * asked of the gateway, then the browser is sent on to the payment page, where its session is);
 * the gateway's IPN. Open attempts are asked after every five minutes (a closed browser, a lost IPN).
 */
export async function gatewayRoutes(
  app: FastifyInstance,
  deps: GatewayDeps,
  storePassword: string,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/bookings/:id/checkout', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary:
        "Pay for one's own booking through SSLCOMMERZ (bKash, Nagad, Rocket, cards): answers its checkout page",
      params: ZIdParam('bookingNotFound'),
      response: { 200: z.object({ url: z.url() }), ...errorResponses(401, 403, 404, 409, 502) },
    },
    handler: (request) => startCheckout(deps, request.user!.id, request.params.id),
  });

  r.post('/api/admin/gateway-reviews/:tranId', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary:
        'Release a held payment (the sale is recorded) or refund it through the gateway (the booking stays)',
      params: z.object({ tranId: ZTranId }),
      body: z.object({ decision: z.enum(['release', 'refund']) }),
      response: {
        200: z.object({ outcome: z.string() }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      outcome: await decideReview(deps, request.params.tranId, request.body.decision),
    }),
  });

  const reconcile = async () => {
    try {
      await reconcileOpenAttempts(deps, RECONCILE_AFTER_MS);
      await settleGatewayRefunds(deps);
    } catch (error) {
      deps.log.error({ err: error }, 'gateway attempts not reconciled; the next pass tries again');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void reconcile(), RECONCILE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  await app.register(async (scope) => {
    await scope.register(formBody);
    const form = scope.withTypeProvider<ZodTypeProvider>();
    const consumes = ['application/x-www-form-urlencoded'];
    for (const outcome of ['success', 'fail', 'cancel'] as const) {
      form.post(gatewayPaths.back(outcome), {
        config: { access: 'public', gatewayReturn: true },
        schema: {
          tags,
          summary: `The buyer's return from SSLCOMMERZ (${outcome}): on to the booking's payment page`,
          consumes,
          body: ZGatewayForm,
          response: { 303: z.null(), ...errorResponses(400) },
        },
        handler: async (request, reply) => {
          const tranId = ZTranId.safeParse(request.body.tran_id);
          if (!tranId.success) throw appError('VALIDATION');
          let bookingId: string | null;
          let result: string;
          if (outcome === 'success') {
            const settled = await settleFromGateway(deps, tranId.data, request.body.val_id);
            bookingId = settled.bookingId;
            result = resultOf(settled.settled);
          } else {
            bookingId = await noteUnpaid(
              deps.db,
              tranId.data,
              outcome === 'fail' ? 'failed' : 'cancelled',
            );
            result = outcome === 'fail' ? 'failed' : 'cancelled';
          }
          const to = bookingId
            ? `/dashboard/payment/${bookingId}?gateway=${result}`
            : '/dashboard/orders';
          return reply.redirect(to, 303);
        },
      });
    }

    form.post(gatewayPaths.ipn, {
      config: { access: 'public', gatewayReturn: true },
      schema: {
        tags,
        summary:
          'SSLCOMMERZ instant payment notification (verify_sign checked; repeats change nothing)',
        consumes,
        body: ZGatewayForm,
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          ...errorResponses(400),
        },
      },
      handler: async (request) => {
        const fields = request.body;
        if (!signedByGateway(fields, storePassword))
          throw appError('BAD_SIGNATURE', { reason: 'verify_sign does not match' });
        const tranId = ZTranId.safeParse(fields.tran_id);
        if (!tranId.success) return { received: true as const, outcome: 'unknown' };
        if (fields.status === 'VALID' || fields.status === 'VALIDATED') {
          const { settled } = await settleFromGateway(deps, tranId.data, fields.val_id);
          return { received: true as const, outcome: settled };
        }
        if (fields.status === 'FAILED' || fields.status === 'CANCELLED')
          await noteUnpaid(
            deps.db,
            tranId.data,
            fields.status === 'FAILED' ? 'failed' : 'cancelled',
          );
        return { received: true as const, outcome: 'unpaid' };
      },
    });
  });
}
