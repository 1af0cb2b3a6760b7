import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/schemas/common';
import {
  ZHeldPayment,
  ZPayoutInput,
  ZSellerBalance,
  ZSellerLedger,
} from '../../../shared/schemas/payouts';
import { listHeldForReview } from '../payments/gateway';
import type { Database } from '../../db/client';
import { listSellerBalances, recordPayout, sellerLedger } from './service';

const tags = ['payouts'];

export function payoutRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/me/payouts', {
    config: { access: ['seller'] },
    schema: {
      tags,
      summary: "A seller's account: sales released at the handover, payouts, what is owed and held",
      response: { 200: ZSellerLedger, ...errorResponses(401, 403) },
    },
    handler: (request) => sellerLedger(db, request.user!.id),
  });
  r.get('/api/admin/payouts', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Every seller paid for a book online: what each is owed, has been paid and is held',
      response: { 200: ZSellerBalance.array(), ...errorResponses(401, 403) },
    },
    handler: () => listSellerBalances(db),
  });
  // Beside the payouts: what the gateway held for review (none unless SSLCOMMERZ is on).
  r.get('/api/admin/gateway-reviews', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Payments SSLCOMMERZ called risky, held for an admin to release or refund',
      response: { 200: ZHeldPayment.array(), ...errorResponses(401, 403) },
    },
    handler: () => listHeldForReview(db),
  });
  r.post('/api/admin/payouts', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary:
        'Record a payout sent to a seller (bKash, Nagad, Rocket or bank), at most what is owed',
      body: ZPayoutInput,
      response: {
        201: z.object({ id: z.string(), balance: z.number().int() }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await recordPayout(db, request.user!.id, request.body)),
  });
}
