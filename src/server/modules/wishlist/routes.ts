import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZOk } from '../../../shared/schemas/common';
import { ZWishlistItem } from '../../../shared/schemas/books';
import type { Database } from '../../db/client';
import { listWishlist, removeFromWishlist, saveToWishlist } from './service';

const ZBookId = z.object({ bookId: z.uuid({ error: 'No such book' }) });
const errors = errorResponses(400, 401, 403, 404);
const tags = ['wishlist'];

export function wishlistRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/me/wishlist', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary: "The buyer's saved books, with each one's status now",
      response: { 200: ZWishlistItem.array(), ...errors },
    },
    handler: (request) => listWishlist(db, request.user!.id),
  });
  r.put('/api/me/wishlist/:bookId', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary: 'Save a book to the wishlist (again is harmless)',
      params: ZBookId,
      response: { 200: ZOk, ...errors },
    },
    handler: async (request) => {
      await saveToWishlist(db, request.user!.id, request.params.bookId);
      return { ok: true as const };
    },
  });
  r.delete('/api/me/wishlist/:bookId', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary: 'Remove a book from the wishlist',
      params: ZBookId,
      response: { 200: ZOk, ...errors },
    },
    handler: async (request) => {
      await removeFromWishlist(db, request.user!.id, request.params.bookId);
      return { ok: true as const };
    },
  });
}
