import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBookingDetail, ZBookingInput, ZBuyerRow, ZOrder } from '../../../shared/schemas/bookings';
import { ZApiError } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import type { MailSender } from '../../mail/queue';
import { createBooking, getBooking, listMyBuyers, listMyOrders } from './service';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
};
const tags = ['bookings'];

export function bookingRoutes(app: FastifyInstance, db: Database, mail: MailSender) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/bookings', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary:
        'Book a copy: only the book, a phone number and a meeting place; name, e-mail and price come from the server',
      body: ZBookingInput,
      response: { 201: z.object({ id: z.string() }), ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createBooking(db, mail, request.user!, request.body)),
  });
  r.get('/api/me/bookings', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary: "The buyer's orders (My Orders)",
      response: { 200: ZOrder.array(), ...errors },
    },
    handler: (request) => listMyOrders(db, request.user!.id),
  });
  r.get('/api/bookings/:id', {
    config: { access: ['buyer', 'admin'] },
    schema: {
      tags,
      summary: "One booking: its buyer's, or any for an admin",
      params: z.object({ id: z.uuid({ error: 'No such booking' }) }),
      response: { 200: ZBookingDetail, ...errors },
    },
    handler: (request) => getBooking(db, request.user!, request.params.id),
  });
  r.get('/api/me/buyers', {
    config: { access: ['seller'] },
    schema: {
      tags,
      summary: "Who booked the seller's books (My Buyers)",
      response: { 200: ZBuyerRow.array(), ...errors },
    },
    handler: (request) => listMyBuyers(db, request.user!.id),
  });
}
