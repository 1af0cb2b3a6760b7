import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZOk } from '../../../shared/schemas/common';
import { ZSuspension } from '../../../shared/schemas/moderation';
import { ZDirectoryPage, ZUserRecord, ZUserSearch } from '../../../shared/schemas/user-record';
import type { Database } from '../../db/client';
import { requestLocale } from '../../locale';
import { exportUsers, searchUsers, userRecord } from './directory';
import { reinstateUser, suspendUser } from './suspension';

const ZUserId = z.object({ id: z.string().min(1).max(100) });

/** The admin console's Users: search, one user's record, export, suspend and reinstate. */
export function adminUserRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/users/search', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary: 'Search users by name or e-mail, role, campus, or the suspended; newest first',
      querystring: ZUserSearch,
      response: { 200: ZDirectoryPage, ...errorResponses(400, 401, 403) },
    },
    handler: (request) => searchUsers(db, request.query, requestLocale(request)),
  });
  r.get('/api/admin/users/export.csv', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary: 'The same search as a CSV file',
      querystring: ZUserSearch.omit({ cursor: true }),
      response: { 200: z.string(), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const csv = await exportUsers(db, request.query, requestLocale(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="boipoka-users.csv"')
        .send(csv);
    },
  });
  r.get('/api/admin/users/:id/record', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary: "A user's books, bookings, reviews, no-shows and the decisions against them",
      params: ZUserId,
      response: { 200: ZUserRecord, ...errorResponses(401, 403, 404) },
    },
    handler: (request) => userRecord(db, request.params.id, requestLocale(request)),
  });
  r.post('/api/admin/users/:id/suspension', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary: 'Suspend a user for some days, or ban them, with a reason: their sessions end now',
      params: ZUserId,
      body: ZSuspension,
      response: { 200: ZOk, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await db.transaction((tx) =>
        suspendUser(tx, request.user!.id, request.params.id, request.body),
      );
      return { ok: true as const };
    },
  });
  r.delete('/api/admin/users/:id/suspension', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary: 'Lift a suspension or a ban',
      params: ZUserId,
      response: { 200: ZOk, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await reinstateUser(db, request.user!.id, request.params.id);
      return { ok: true as const };
    },
  });
}
