import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParam, ZOk } from '../../../shared/schemas/common';
import {
  ZConversation,
  ZConversationReport,
  ZConversationSummary,
  ZMessage,
  ZMessageInput,
  ZStartConversation,
  ZUnreadCount,
} from '../../../shared/schemas/messages';
import type { Database } from '../../db/client';
import { appError } from '../../errors';
import { LIMITS } from '../../plugins/limits';
import { eventText, type LiveStreams } from './live';
import {
  listConversations,
  messagesSince,
  listReportedConversations,
  readConversation,
  reportConversation,
  sendMessage,
  startConversation,
  unreadCount,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['conversations'];

/** A reconnecting page is sent at most this many missed messages; past that, told to read again. */
const CATCH_UP = 200;

/** Opening a conversation is counted on its own, and as a message when it carries its first one. */
const startLimits = [
  ...LIMITS.conversation,
  ...LIMITS.message.map((limit) => ({
    ...limit,
    when: (request: FastifyRequest) => (request.body as { body?: string }).body !== undefined,
  })),
];

/**
 * Buyer and seller talk about a book: one conversation per buyer and book, readable by its two
 * parties only (and by an admin once either party reports it; anyone else is told it does not exist).
 */
export function conversationRoutes(app: FastifyInstance, db: Database, live: LiveStreams) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/events', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The signed-in person's live events (Server-Sent Events): new messages and read marks in their conversations. A browser that reconnects sends Last-Event-ID and first gets what it missed.",
      headers: z.object({ 'last-event-id': z.string().max(20).optional() }),
      response: {
        200: z.string().describe('text/event-stream: `message`, `read` and `resync` events'),
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const userId = request.user!.id;
      const lastSeen = Number(request.headers['last-event-id']);
      const backlog: string[] = [];
      if (Number.isSafeInteger(lastSeen) && lastSeen > 0) {
        const missed = await messagesSince(db, userId, lastSeen, CATCH_UP + 1);
        if (missed.length > CATCH_UP) backlog.push(eventText({ type: 'resync' }));
        else
          for (const m of missed)
            backlog.push(
              eventText(
                { type: 'message', conversationId: m.conversationId, senderId: m.senderId },
                String(m.seq),
              ),
            );
      }
      // Checked here, with nothing awaited before the stream opens, so streams opened at once count.
      if (!live.admits(request.ip)) throw appError('TOO_MANY_REQUESTS');
      reply.hijack();
      live.open(userId, request.ip, request.raw, reply.raw, backlog);
    },
  });
  r.post('/api/conversations', {
    config: { access: ['buyer'], limits: startLimits },
    schema: {
      tags,
      summary: "'Message seller': open (or reopen) the buyer's conversation about a book",
      body: ZStartConversation,
      response: { 200: z.object({ id: z.string() }), ...errors },
    },
    handler: (request) => startConversation(db, request.user!, request.body),
  });
  r.get('/api/conversations', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's conversations, unread ones first, then newest first",
      response: { 200: ZConversationSummary.array(), ...errors },
    },
    handler: (request) => listConversations(db, request.user!),
  });
  r.get('/api/conversations/unread', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Messages the caller has not read, in all their conversations',
      response: { 200: ZUnreadCount, ...errors },
    },
    handler: async (request) => ({ unread: await unreadCount(db, request.user!) }),
  });
  r.get('/api/conversations/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'A conversation and its messages; a party reading it has read them all',
      params: ZIdParam('conversationNotFound'),
      response: { 200: ZConversation, ...errors },
    },
    handler: (request) => readConversation(db, app.cache, request.user!, request.params.id),
  });
  r.post('/api/conversations/:id/messages', {
    config: { access: 'user', limits: LIMITS.message },
    schema: {
      tags,
      summary: 'Write in a conversation (its two parties only), plain text up to 2,000 characters',
      params: ZIdParam('conversationNotFound'),
      body: ZMessageInput,
      response: { 201: ZMessage, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await sendMessage(db, request.user!, request.params.id, request.body.body)),
  });
  r.post('/api/conversations/:id/report', {
    config: { access: 'user', limits: LIMITS.report },
    schema: {
      tags,
      summary: 'Report a conversation to the admins, who may then read it',
      params: ZIdParam('conversationNotFound'),
      body: ZConversationReport.optional(),
      response: { 200: ZOk, ...errors },
    },
    handler: async (request) => {
      await reportConversation(db, request.user!, request.params.id, request.body?.reason);
      return { ok: true as const };
    },
  });
  r.get('/api/admin/reported-conversations', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Conversations either side reported, newest report first',
      response: { 200: ZConversationSummary.array(), ...errors },
    },
    handler: (request) => listReportedConversations(db, request.user!),
  });
}
