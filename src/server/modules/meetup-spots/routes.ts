import { MEETUP_MESSAGES } from '../../../shared/meetup-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '../../../shared/schemas/common';
import { ZMeetupSpot, ZMeetupSpotInput } from '../../../shared/schemas/meetup-spots';
import type { Database } from '../../db/client';
import { addMeetupSpot, listMeetupSpots, removeMeetupSpot } from './service';

const tags = ['meet-ups'];
const adminErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

export function meetupSpotRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/meetup-spots', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The campus meet-up places the booking modal offers',
      response: { 200: ZMeetupSpot.array() },
    },
    handler: () => listMeetupSpots(db),
  });
  r.post('/api/admin/meetup-spots', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Add a campus meet-up place',
      body: ZMeetupSpotInput,
      response: { 201: ZMeetupSpot, 409: ZApiError, ...adminErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await addMeetupSpot(db, request.body.name)),
  });
  r.delete('/api/admin/meetup-spots/:id', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Remove a campus meet-up place (bookings that named it keep their place)',
      params: z.object({ id: z.uuid({ error: MEETUP_MESSAGES.meetupSpotNotFound }) }),
      response: { 204: z.null(), 404: ZApiError, ...adminErrors },
    },
    handler: async (request, reply) => {
      await removeMeetupSpot(db, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
