import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditPage, ZAuditQuery } from '../../../shared/schemas/audit';
import { errorResponses } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import { listAudit } from './service';

export function auditRoutes(app: FastifyInstance, db: Database) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/audit', {
    config: { access: ['admin'] },
    schema: {
      tags: ['admin'],
      summary: 'The audit log, newest first: who did what to whom, filterable',
      querystring: ZAuditQuery,
      response: { 200: ZAuditPage, ...errorResponses(400, 401, 403) },
    },
    handler: (request) => listAudit(db, request.query),
  });
}
