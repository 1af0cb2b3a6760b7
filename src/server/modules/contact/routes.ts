import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParam } from '../../../shared/schemas/common';
import {
  ZContactArchived,
  ZContactArchiveInput,
  ZContactInboxPage,
  ZContactInboxQuery,
  ZContactMessage,
  ZContactMessageInput,
  ZContactReply,
  ZContactReplyInput,
  ZContactThread,
} from '../../../shared/schemas/contact';
import type { Database } from '../../db/client';
import {
  archiveContactMessage,
  createContactMessage,
  listContactInbox,
  listContactMessages,
  openContactMessage,
  replyToContactMessage,
} from './service';
import { LIMITS } from '../../plugins/limits';

export function contactRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/contact', {
    config: { access: 'public', limits: LIMITS.contact },
    schema: {
      tags: ['contact'],
      summary: 'Leave a message for the team (the Contact section of the home page)',
      body: ZContactMessageInput,
      response: { 201: z.object({ id: z.string() }), ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      const created = await createContactMessage(db, request.body, request.user?.id ?? null);
      return reply.status(201).send(created);
    },
  });
  r.get('/api/admin/contact-messages', {
    config: { access: ['admin'] },
    schema: {
      tags: ['contact'],
      summary: 'The newest contact messages, for the admin to answer',
      response: { 200: ZContactMessage.array(), ...errorResponses(401, 403) },
    },
    handler: () => listContactMessages(db),
  });

  // The contact inbox: the admins read each message, answer it by e-mail and archive it.
  const tags = ['contact'];
  const params = ZIdParam('contactMessageNotFound');
  r.get('/api/admin/contact-inbox', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary:
        'One box of the contact inbox (open or archived), newest first, a page at a time, with the open box’s unread count',
      querystring: ZContactInboxQuery,
      response: { 200: ZContactInboxPage, ...errorResponses(400, 401, 403) },
    },
    handler: (request) => listContactInbox(db, request.query),
  });
  r.get('/api/admin/contact-inbox/:id', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'A contact message whole, with the answers sent to it; opening it marks it read',
      params,
      response: { 200: ZContactThread, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (request) => openContactMessage(db, request.params.id),
  });
  r.post('/api/admin/contact-inbox/:id/reply', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Answer a contact message: the answer is e-mailed to its sender, the message quoted',
      params,
      body: ZContactReplyInput,
      response: { 201: ZContactReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const sent = await replyToContactMessage(
        db,
        app.mail,
        request.user!,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(sent);
    },
  });
  r.post('/api/admin/contact-inbox/:id/archive', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Archive a contact message (dealt with), or move it back to the inbox',
      params,
      body: ZContactArchiveInput,
      response: { 200: ZContactArchived, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (request) =>
      archiveContactMessage(db, request.user!.id, request.params.id, request.body.archived),
  });
}
