import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMe } from '../../../shared/schemas/auth';
import { ZApiError } from '../../../shared/schemas/common';

export function userRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/me', {
    config: { access: 'user' },
    schema: {
      tags: ['users'],
      summary: 'The signed-in user, with the role the server holds for them',
      response: { 200: ZMe, 401: ZApiError },
    },
    handler: async (request) => request.user!,
  });
}
