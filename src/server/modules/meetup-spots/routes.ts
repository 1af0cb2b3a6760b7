import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParam } from '../../../shared/schemas/common';
import {
  ZMeetupSpot,
  ZMeetupSpotInput,
  ZMeetupSpotQuery,
} from '../../../shared/schemas/meetup-spots';
import type { Database } from '../../db/client';
import { addMeetupSpot, listMeetupSpots, removeMeetupSpot } from './service';

const tags = ['meet-ups'];

export function meetupSpotRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/meetup-spots', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        "A campus's meet-up places, which the booking modal offers (every campus's without one)",
      querystring: ZMeetupSpotQuery,
      response: { 200: ZMeetupSpot.array(), ...errorResponses(400) },
    },
    handler: (request) => listMeetupSpots(db, request.query.campus),
  });
  r.post('/api/admin/meetup-spots', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Add a campus meet-up place',
      body: ZMeetupSpotInput,
      response: { 201: ZMeetupSpot, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await addMeetupSpot(db, request.body)),
  });
  r.delete('/api/admin/meetup-spots/:id', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Remove a campus meet-up place (bookings that named it keep their place)',
      params: ZIdParam('meetupSpotNotFound'),
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await removeMeetupSpot(db, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
