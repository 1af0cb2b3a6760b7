import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCategory } from '../../../shared/schemas/categories';
import type { ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { listCategories } from './service';

export function categoryRoutes(app: FastifyInstance, db: Database, cache: ChangeCache) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/categories', {
    config: { access: 'public' },
    schema: {
      tags: ['categories'],
      summary: 'The book categories, each with its count of books for sale',
      response: { 200: ZCategory.array() },
    },
    handler: () => listCategories(db, cache),
  });
}
