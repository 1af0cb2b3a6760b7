import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/schemas/common';
import { ZBookPage, ZBookQuery } from '../../../shared/schemas/books';
import { ZSellerParams } from '../../../shared/schemas/reviews';
import type { ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { listSellerBooks } from './service';

/** A shop pages through its books newest first, as a category does by default. */
const ZSellerBookQuery = ZBookQuery.pick({ cursor: true, limit: true });

/** A seller's shop: the books they have for sale, for anyone, beside their public page. */
export function sellerRoutes(app: FastifyInstance, db: Database, cache: ChangeCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/sellers/:id/books', {
    config: { access: 'public' },
    schema: {
      tags: ['books'],
      summary:
        "A seller's books for sale, newest first, 24 a page; the first page counts them. No seller's phone or e-mail",
      params: ZSellerParams,
      querystring: ZSellerBookQuery,
      response: { 200: ZBookPage, ...errorResponses(400, 404) },
    },
    handler: (request) =>
      listSellerBooks(db, cache, request.params.id, request.query, request.user?.id ?? null),
  });
}
