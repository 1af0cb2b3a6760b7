import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../../shared/constants';
import { errorResponses } from '../../../shared/schemas/common';
import {
  ZNotification,
  ZNotifyChoices,
  ZNotifyPatch,
  ZPushSubscription,
  ZUnreadNotifications,
} from '../../../shared/schemas/notifications';
import type { Database } from '../../db/client';
import { subscribe, unsubscribe, type Vapid } from './push';
import {
  listNotifications,
  readNotifications,
  readNotifyChoices,
  saveNotifyChoices,
  unreadNotifications,
} from './service';

const tags = ['notifications'];
const errors = errorResponses(400, 401);

export function notificationRoutes(
  app: FastifyInstance,
  db: Database,
  push: { vapid: Vapid; allowed: (endpoint: string) => boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/me/notifications', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The user's last 50 notifications, newest first: messages, changes to bookings, reviews, books for saved searches (of one kind, when named)",
      querystring: z.object({ kind: z.enum(NOTIFICATION_KINDS).optional() }),
      response: { 200: ZNotification.array(), ...errors },
    },
    handler: (request) => listNotifications(db, request.user!.id, request.query.kind),
  });
  r.get('/api/me/notifications/unread', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'How many notifications the user has not seen, and how many are saved searches’',
      response: { 200: ZUnreadNotifications, ...errors },
    },
    handler: (request) => unreadNotifications(db, request.user!.id),
  });
  r.post('/api/me/notifications/read', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The user has seen their notifications (of one kind, when named)',
      body: z.object({ kind: z.enum(NOTIFICATION_KINDS).optional() }).nullish(),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await readNotifications(db, request.user!.id, request.body?.kind);
      return reply.status(204).send(null);
    },
  });
  r.get('/api/me/notify', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'What reaches the user by push and by e-mail, by kind',
      response: { 200: ZNotifyChoices, ...errors },
    },
    handler: (request) => readNotifyChoices(db, request.user!.id),
  });
  r.patch('/api/me/notify', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Turn some kinds’ push or e-mail on or off; the rest stay',
      body: ZNotifyPatch,
      response: { 200: ZNotifyChoices, ...errors },
    },
    handler: (request) => saveNotifyChoices(db, request.user!.id, request.body),
  });
  r.get('/api/push/key', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "The server's VAPID public key, which a browser subscribes with",
      response: { 200: z.object({ publicKey: z.string() }) },
    },
    handler: () => ({ publicKey: push.vapid.publicKey }),
  });
  r.put('/api/me/push-subscriptions', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Keep this browser's push subscription: the user's alerts come to it",
      body: ZPushSubscription,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await subscribe(
        db,
        { userId: request.user!.id, sessionId: request.sessionId! },
        request.body,
        push.allowed,
      );
      return reply.status(204).send(null);
    },
  });
  r.delete('/api/me/push-subscriptions', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Forget this browser's push subscription",
      body: z.object({ endpoint: z.string().max(1000) }),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await unsubscribe(db, request.user!.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  });
}
