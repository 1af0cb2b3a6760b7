import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZOk } from '../../../shared/schemas/common';
import { ZBlockedPerson } from '../../../shared/schemas/users';
import type { Database } from '../../db/client';
import { LIMITS } from '../../plugins/limits';
import { blockPerson, listBlocked, unblockPerson } from './service';

const ZUserId = z.object({ userId: z.string().min(1).max(100) });

export function blockRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/me/blocks', {
    config: { access: 'user' },
    schema: {
      tags: ['users'],
      summary: 'The people the user blocked',
      response: { 200: ZBlockedPerson.array(), ...errorResponses(401) },
    },
    handler: (request) => listBlocked(db, request.user!.id),
  });
  r.put('/api/me/blocks/:userId', {
    config: { access: 'user', limits: LIMITS.report },
    schema: {
      tags: ['users'],
      summary:
        'Block someone: no conversation, message or booking between the two from then on, whoever starts it',
      params: ZUserId,
      response: { 200: ZOk, ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request) => {
      await blockPerson(db, request.user!.id, request.params.userId);
      return { ok: true as const };
    },
  });
  r.delete('/api/me/blocks/:userId', {
    config: { access: 'user' },
    schema: {
      tags: ['users'],
      summary: 'Lift a block',
      params: ZUserId,
      response: { 200: ZOk, ...errorResponses(401) },
    },
    handler: async (request) => {
      await unblockPerson(db, request.user!.id, request.params.userId);
      return { ok: true as const };
    },
  });
}
