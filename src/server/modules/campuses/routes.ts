import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCampus } from '../../../shared/schemas/campuses';
import type { ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { listCampuses } from './service';

export function campusRoutes(app: FastifyInstance, db: Database, cache: ChangeCache) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/campuses', {
    config: { access: 'public' },
    schema: {
      tags: ['campuses'],
      summary: 'The campuses one may choose, with their names in English and Bangla',
      response: { 200: ZCampus.array() },
    },
    handler: () => listCampuses(db, cache),
  });
}
