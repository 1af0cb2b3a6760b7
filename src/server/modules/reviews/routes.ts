import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZIdParam, ZOk } from '../../../shared/schemas/common';
import {
  ZDisputedNoShow,
  ZMyReview,
  ZNoShowDecision,
  ZNoShowDisputeAnswer,
  ZNoShowDisputeInput,
  ZReviewInput,
  ZSellerParams,
  ZSellerProfile,
} from '../../../shared/schemas/reviews';
import type { Database } from '../../db/client';
import { LIMITS } from '../../plugins/limits';
import { decideNoShow, disputeNoShow, listDisputedNoShows } from '../trade/meetups';
import { myReview, rateSale, removeReview, sellerProfile } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['reviews'];

/**
 * Buyer and seller rate each other after a completed sale; a seller's public page shows it, with
 * what counts of their record: sales, ratings and no-shows (disputed ones once an admin decides).
 */
export function reviewRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put('/api/bookings/:id/review', {
    config: { access: ['buyer', 'seller'], limits: LIMITS.review },
    schema: {
      tags,
      summary:
        'Rate the other side of a completed sale (1–5 stars, a comment up to 500 characters): once, then changed for 7 days',
      params: ZIdParam('bookingNotFound'),
      body: ZReviewInput,
      response: { 200: ZMyReview, 201: ZMyReview, ...errorResponses(400, 401, 403, 404, 409, 429) },
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
      params: ZIdParam('bookingNotFound'),
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
      response: { 200: ZSellerProfile, ...errorResponses(404) },
    },
    handler: async (request, reply) => {
      const viewerId = request.user?.id ?? null;
      // The seller's own view holds what the public's does not: no cache on the way may keep it.
      if (viewerId === request.params.id) reply.header('cache-control', 'private, no-store');
      return sellerProfile(db, request.params.id, viewerId);
    },
  });
  r.delete('/api/admin/reviews/:id', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Remove a review: it is no longer shown or counted',
      params: ZIdParam('reviewNotFound'),
      response: { 200: ZOk, ...errors },
    },
    handler: async (request) => {
      await removeReview(db, request.params.id);
      return { ok: true as const };
    },
  });
  r.post('/api/bookings/:id/no-show/dispute', {
    config: { access: ['buyer', 'seller', 'admin'], limits: LIMITS.meetup },
    schema: {
      tags,
      summary:
        'The side said not to have come disputes the no-show, once, within 48 hours: it stops counting until an admin decides',
      params: ZIdParam('bookingNotFound'),
      body: ZNoShowDisputeInput,
      response: { 200: ZNoShowDisputeAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: (request) =>
      disputeNoShow(db, app.mail, request.user!, request.params.id, request.body.reason),
  });
  r.get('/api/admin/no-shows', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Disputed no-shows waiting for a decision, oldest first',
      response: { 200: ZDisputedNoShow.array(), ...errors },
    },
    handler: () => listDisputedNoShows(db),
  });
  r.post('/api/admin/bookings/:id/no-show', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary:
        'Decide a disputed no-show: upheld, it counts against the absent side; rejected, it never counts',
      params: ZIdParam('bookingNotFound'),
      body: ZNoShowDecision,
      response: { 200: ZNoShowDisputeAnswer, ...errors },
    },
    handler: (request) =>
      decideNoShow(db, app.mail, request.user!, request.params.id, request.body.upheld),
  });
}
