import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/schemas/common';
import { ZOverview, ZOverviewQuery } from '../../../shared/schemas/overview';
import type { Database } from '../../db/client';
import { readOverview } from './service';

const tags = ['overview'];

export function overviewRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/overview', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary:
        'New users, books listed, bookings and sales per day (30 days) or week (12 weeks) on Dhaka’s calendar; the bookings’ funnel, the median first reply, and the leading campuses',
      querystring: ZOverviewQuery,
      response: { 200: ZOverview, ...errorResponses(400, 401, 403) },
    },
    handler: (request) => readOverview(db, request.query.range),
  });
}
