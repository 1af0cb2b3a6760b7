import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/schemas/common';
import { ZContactMessage, ZContactMessageInput } from '../../../shared/schemas/contact';
import type { Database } from '../../db/client';
import { createContactMessage, listContactMessages } from './service';
import { LIMITS } from '../../plugins/limits';

export function contactRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/contact', {
    config: { access: 'public', limits: LIMITS.contact },
    schema: {
      tags: ['contact'],
      summary: 'Leave a message for the team (the Contact section of the home page)',
      body: ZContactMessageInput,
      response: { 201: z.object({ id: z.string() }), ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      const created = await createContactMessage(db, request.body, request.user?.id ?? null);
      return reply.status(201).send(created);
    },
  });
  r.get('/api/admin/contact-messages', {
    config: { access: ['admin'] },
    schema: {
      tags: ['contact'],
      summary: 'The newest contact messages, for the admin to answer',
      response: { 200: ZContactMessage.array(), ...errorResponses(401, 403) },
    },
    handler: () => listContactMessages(db),
  });
}
