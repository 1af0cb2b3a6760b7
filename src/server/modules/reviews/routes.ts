import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZOk } from '../../../shared/schemas/common';
import {
  ZBookingParams,
  ZMyReview,
  ZReviewInput,
  ZReviewParams,
  ZSellerParams,
  ZSellerProfile,
} from '../../../shared/schemas/reviews';
import type { Database } from '../../db/client';
import { LIMITS } from '../../plugins/limits';
import { myReview, rateSale, removeReview, sellerProfile } from './service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const tags = ['reviews'];

/** Buyer and seller rate each other after a completed sale; a seller's public page shows it. */
export function reviewRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put('/api/bookings/:id/review', {
    config: { access: ['buyer', 'seller'], limits: LIMITS.review },
    schema: {
      tags,
      summary:
        'Rate the other side of a completed sale (1–5 stars, a comment up to 500 characters): once, then changed for 7 days',
      params: ZBookingParams,
      body: ZReviewInput,
      response: { 200: ZMyReview, 201: ZMyReview, ...errors, 429: ZApiError },
    },
    handler: async (request, reply) => {
      const { created, review } = await rateSale(
        db,
        request.user!,
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(review);
    },
  });
  r.get('/api/bookings/:id/review', {
    config: { access: ['buyer', 'seller'] },
    schema: {
      tags,
      summary: "The caller's own review of a sale, or null",
      params: ZBookingParams,
      response: { 200: ZMyReview.nullable(), ...errors },
    },
    handler: (request) => myReview(db, request.user!, request.params.id),
  });
  r.get('/api/sellers/:id', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        "A seller's public page: name, photo, tick, member since, books for sale, completed sales, rating and recent reviews",
      params: ZSellerParams,
      response: { 200: ZSellerProfile, 404: ZApiError },
    },
    handler: (request) => sellerProfile(db, request.params.id),
  });
  r.delete('/api/admin/reviews/:id', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Remove a review: it is no longer shown or counted',
      params: ZReviewParams,
      response: { 200: ZOk, ...errors },
    },
    handler: async (request) => {
      await removeReview(db, request.params.id);
      return { ok: true as const };
    },
  });
}
