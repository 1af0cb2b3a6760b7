import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminCampus,
  ZCampus,
  ZCampusId,
  ZCampusInput,
  ZCampusMerge,
  ZCampusPatch,
} from '../../../shared/schemas/campuses';
import { errorResponses } from '../../../shared/schemas/common';
import type { ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { addCampus, listAdminCampuses, mergeCampus, updateCampus } from './admin';
import { listCampuses } from './service';

export function campusRoutes(app: FastifyInstance, db: Database, cache: ChangeCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/campuses', {
    config: { access: 'public' },
    schema: {
      tags: ['campuses'],
      summary: 'The campuses one may choose, with their names in English and Bangla',
      response: { 200: ZCampus.array() },
    },
    handler: () => listCampuses(db, cache),
  });

  const tags = ['admin'];
  const ZCampusParam = z.object({ id: ZCampusId });
  r.get('/api/admin/campuses', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Every campus, retired and merged ones too, with its people and books for sale',
      response: { 200: ZAdminCampus.array(), ...errorResponses(401, 403) },
    },
    handler: () => listAdminCampuses(db),
  });
  r.post('/api/admin/campuses', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary:
        'Add a campus: its id, names in English and Bangla, short names, city, e-mail domains',
      body: ZCampusInput,
      response: { 201: ZAdminCampus, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.status(201).send(await addCampus(db, request.body)),
  });
  r.patch('/api/admin/campuses/:id', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Rename a campus, change its domains, or retire it (offered no longer) and back',
      params: ZCampusParam,
      body: ZCampusPatch,
      response: { 200: ZAdminCampus, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (request) => updateCampus(db, request.params.id, request.body),
  });
  r.post('/api/admin/campuses/:id/merge', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Merge a campus into another: its people, books, places and domains move there',
      params: ZCampusParam,
      body: ZCampusMerge,
      response: { 200: ZAdminCampus, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (request) => mergeCampus(db, request.params.id, request.body.into),
  });
}
