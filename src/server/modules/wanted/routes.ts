import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParam } from '../../../shared/schemas/common';
import { ZSavedSearch, ZSavedSearchInput } from '../../../shared/schemas/wanted';
import type { Database } from '../../db/client';
import { listSavedSearches, removeSavedSearch, saveSearch } from './service';

const tags = ['wanted'];
const errors = errorResponses(400, 401, 404, 409);

export function wantedRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/me/saved-searches', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The searches the user keeps (their 'Wanted' list)",
      response: { 200: ZSavedSearch.array(), ...errors },
    },
    handler: (request) => listSavedSearches(db, request.user!.id),
  });
  r.post('/api/me/saved-searches', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Keep a search: each new book it matches brings a notification and an e-mail',
      body: ZSavedSearchInput,
      response: { 201: ZSavedSearch, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await saveSearch(db, request.user!.id, request.body)),
  });
  r.delete('/api/me/saved-searches/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Stop keeping a search',
      params: ZIdParam('savedSearchNotFound'),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await removeSavedSearch(db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
