import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBookingDetail,
  ZBookingInput,
  ZBuyerRow,
  ZCounterOffer,
  ZDeclineBooking,
  ZHandoverCode,
  ZOrder,
  ZPaymentResult,
  ZProposeMeetup,
} from '../../../shared/schemas/bookings';
import { BOOKING_STATUSES } from '../../../shared/booking-statuses';
import { errorResponses, ZIdParam } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import type { MailSender } from '../../mail/queue';
import { LIMITS } from '../../plugins/limits';
import {
  acceptMeetup,
  acceptOffer,
  cancelMyBooking,
  counterOffer,
  confirmHandover,
  declineBooking,
  handoverCodeOf,
  markNoShow,
  payInPerson,
  proposeMeetup,
} from './meetups';
import { noteBookedFrom, originOf } from '../reviews/arms-length';
import { handoverQrSvg } from './qr';
import { createBooking, getBooking, listMyBuyers, listMyOrders } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 423, 429);
const ZStatus = z.object({ status: z.enum(BOOKING_STATUSES) });
const tags = ['bookings'];

export function bookingRoutes(
  app: FastifyInstance,
  db: Database,
  mail: MailSender,
  { lapseHours, publicUrl }: { lapseHours: number; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** A step that ended a deal paid by card: its refund is sent before the answer. */
  const refundingAfter = async <T>(step: Promise<T>): Promise<T> => {
    const answer = await step;
    await app.settleRefunds();
    return answer;
  };
  r.post('/api/bookings', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary:
        'Book a copy: only the book, a phone number and a meeting place; name, e-mail and price come from the server. With `offer`, a lower price of the buyer’s for the seller to answer',
      body: ZBookingInput,
      response: { 201: z.object({ id: z.string() }), ...errors },
    },
    handler: async (request, reply) => {
      const made = await createBooking(db, mail, request.user!, request.body);
      // Where the buyer booked from: evidence for whether the sale will count (decision 0011).
      await noteBookedFrom(db, made.id, request.user!.id, originOf(request));
      return reply.status(201).send(made);
    },
  });
  r.get('/api/me/bookings', {
    config: { access: ['buyer'] },
    schema: {
      tags,
      summary:
        "The buyer's orders (My Orders): the seller's phone once a meet-up was agreed, unless they keep to messages",
      response: { 200: ZOrder.array(), ...errors },
    },
    handler: (request) => listMyOrders(db, app.cache, request.user!.id),
  });
  r.get('/api/bookings/:id', {
    config: { access: ['buyer', 'admin'] },
    schema: {
      tags,
      summary: "One booking: its buyer's, or any for an admin",
      params: ZIdParam('bookingNotFound'),
      response: { 200: ZBookingDetail, ...errors },
    },
    handler: (request) => getBooking(db, request.user!, request.params.id),
  });
  r.get('/api/me/buyers', {
    config: { access: ['seller'] },
    schema: {
      tags,
      summary:
        "Who booked the seller's books (My Buyers): each buyer's phone and e-mail once a meet-up was agreed, unless they keep to messages",
      response: { 200: ZBuyerRow.array(), ...errors },
    },
    handler: (request) => listMyBuyers(db, app.cache, request.user!.id),
  });

  // The meet-up: either side of the booking (checked per booking); each change is told in its thread.
  const party = { access: ['buyer', 'seller', 'admin'] as const, limits: LIMITS.meetup };
  r.post('/api/bookings/:id/counter', {
    config: party,
    schema: {
      tags,
      summary:
        'Either side names another price (taka) for an open offer, between the seller’s floor and the book’s price; the other side answers it',
      params: ZIdParam('bookingNotFound'),
      body: ZCounterOffer,
      response: { 200: ZStatus, ...errors },
    },
    handler: (request) =>
      counterOffer(db, mail, request.user!, request.params.id, request.body.price),
  });
  r.post('/api/bookings/:id/accept-offer', {
    config: party,
    schema: {
      tags,
      summary:
        'The side that did not name the price on the table accepts it: it becomes the booking’s price',
      params: ZIdParam('bookingNotFound'),
      response: { 200: ZStatus, ...errors },
    },
    handler: (request) => acceptOffer(db, mail, request.user!, request.params.id),
  });
  r.post('/api/bookings/:id/propose', {
    config: party,
    schema: {
      tags,
      summary:
        'Either side proposes another meet-up time (and perhaps place); the other accepts it',
      params: ZIdParam('bookingNotFound'),
      body: ZProposeMeetup,
      response: { 200: ZStatus, ...errors },
    },
    handler: (request) => proposeMeetup(db, mail, request.user!, request.params.id, request.body),
  });
  r.post('/api/bookings/:id/accept', {
    config: party,
    schema: {
      tags,
      summary:
        'The side that did not propose the time accepts it: the copy is reserved for the buyer until the sale or the lapse',
      params: ZIdParam('bookingNotFound'),
      response: { 200: ZStatus, ...errors },
    },
    handler: (request) => acceptMeetup(db, mail, request.user!, request.params.id, lapseHours),
  });
  r.post('/api/bookings/:id/decline', {
    config: party,
    schema: {
      tags,
      summary: 'The seller declines a booking, with a reason the buyer sees',
      params: ZIdParam('bookingNotFound'),
      body: ZDeclineBooking,
      response: { 200: ZStatus, ...errors },
    },
    handler: (request) =>
      refundingAfter(
        declineBooking(db, mail, request.user!, request.params.id, request.body.reason),
      ),
  });
  r.post('/api/bookings/:id/cancel', {
    config: party,
    schema: {
      tags,
      summary: 'The buyer cancels their booking',
      params: ZIdParam('bookingNotFound'),
      response: { 200: ZStatus, ...errors },
    },
    handler: (request) =>
      refundingAfter(cancelMyBooking(db, mail, request.user!, request.params.id)),
  });
  r.post('/api/bookings/:id/no-show', {
    config: party,
    schema: {
      tags,
      summary: 'After the meet-up time, either side says the other did not come',
      params: ZIdParam('bookingNotFound'),
      response: { 200: ZStatus, ...errors },
    },
    handler: (request) => refundingAfter(markNoShow(db, mail, request.user!, request.params.id)),
  });
  r.post('/api/bookings/:id/pay-in-person', {
    config: party,
    schema: {
      tags,
      summary:
        'The buyer of an accepted booking will pay in person: a new six-digit handover code for the seller to enter',
      params: ZIdParam('bookingNotFound'),
      response: { 200: z.object({ code: z.string() }), ...errors },
    },
    handler: (request) => payInPerson(db, mail, request.user!, request.params.id),
  });
  r.get('/api/bookings/:id/handover.svg', {
    config: { access: ['buyer', 'seller', 'admin'] },
    schema: {
      tags,
      summary:
        "The buyer's handover code as a QR code: the seller's phone camera opens My Buyers with it filled in",
      params: ZIdParam('bookingNotFound'),
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => {
      const code = await handoverCodeOf(db, request.user!, request.params.id);
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'private, no-store')
        .send(await handoverQrSvg(publicUrl, request.params.id, code));
    },
  });
  r.post('/api/bookings/:id/handover', {
    config: { access: ['buyer', 'seller', 'admin'], limits: LIMITS.handover },
    schema: {
      tags,
      summary:
        "The seller enters the buyer's handover code: the sale is recorded as a card payment's is; 5 wrong codes lock it",
      params: ZIdParam('bookingNotFound'),
      body: ZHandoverCode,
      response: { 200: ZPaymentResult, ...errors },
    },
    handler: (request) =>
      confirmHandover(
        db,
        mail,
        request.user!,
        request.params.id,
        request.body.code,
        originOf(request),
      ),
  });
}
