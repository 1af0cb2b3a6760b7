import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZIdParam, ZOk } from '../../../shared/schemas/common';
import {
  ZAdminWaiting,
  ZDecision,
  ZModerationItem,
  ZModerationKindParams,
  ZReportReasonInput,
} from '../../../shared/schemas/moderation';
import type { Database } from '../../db/client';
import { LIMITS } from '../../plugins/limits';
import { countUnreadContactMessages } from '../contact/service';
import { countWaiting, decide, moderationQueue, reportReview } from './service';

export function moderationRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/reviews/:id/report', {
    config: { access: 'user', limits: LIMITS.report },
    schema: {
      tags: ['moderation'],
      summary: 'Report a review to the admins; reporting twice is harmless',
      params: ZIdParam('reviewNotFound'),
      body: ZReportReasonInput.optional(),
      response: { 200: ZOk, ...errorResponses(400, 401, 404, 409, 429) },
    },
    handler: async (request) => {
      await reportReview(db, request.user!.id, request.params.id, request.body?.reason);
      return { ok: true as const };
    },
  });
  r.get('/api/admin/moderation', {
    config: { access: ['admin'] },
    schema: {
      tags: ['moderation'],
      summary: 'Every reported book, conversation and review not yet decided, oldest first',
      response: { 200: ZModerationItem.array(), ...errorResponses(401, 403) },
    },
    handler: () => moderationQueue(db),
  });
  r.get('/api/admin/waiting', {
    config: { access: ['admin'] },
    schema: {
      tags: ['moderation'],
      summary:
        'How many items wait in the moderation queue and how many contact messages nobody has opened: the admin menu’s badges',
      response: { 200: ZAdminWaiting, ...errorResponses(401, 403) },
    },
    handler: async () => {
      const [moderation, inbox] = await Promise.all([
        countWaiting(db),
        countUnreadContactMessages(db),
      ]);
      return { moderation, inbox };
    },
  });
  r.post('/api/admin/moderation/:kind/:id/decision', {
    config: { access: ['admin'] },
    schema: {
      tags: ['moderation'],
      summary:
        'Decide a reported item: dismiss, remove, warn or suspend its owner; both sides are told',
      params: ZModerationKindParams,
      body: ZDecision,
      response: { 200: ZOk, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await decide(db, request.user!.id, request.params.kind, request.params.id, request.body);
      return { ok: true as const };
    },
  });
}
