import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSignIn, ZSignUp } from '../../shared/schemas/auth';
import { ZApiError } from '../../shared/schemas/common';
import { codeForStatus } from '../errors';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { toWebHeaders } from './access';

const ZAuthUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  role: z.string(),
});
const ZAuthResult = z.object({ token: z.string().nullable().optional(), user: ZAuthUser }).loose();

/** Hands a Fastify request to Better Auth as a Web Request and copies its answer back. */
async function forward(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const headers = toWebHeaders(request);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    // Better Auth answers {code,message}; callers of this API always get {error:{code,message}}.
    let body: { code?: string; message?: string } = {};
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: fall back to the status */
    }
    return reply.type('application/json').send({
      error: {
        code: body.code ?? codeForStatus(response.status),
        message: body.message ?? response.statusText ?? 'Request failed',
      },
    });
  }
  return reply.send(text || null);
}

/**
 * The auth endpoints the app uses get their own documented, zod-validated routes; everything else
 * under /api/auth (OAuth callbacks and the like) reaches Better Auth through the catch-all.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, publicUrl: string) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    forward(auth, publicUrl, request, reply);
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 422: ZApiError, 429: ZApiError };
  const tags = ['auth'];

  r.post('/api/auth/sign-up/email', {
    schema: {
      tags,
      summary: 'Create an account with e-mail and password (role buyer or seller) and sign in',
      body: ZSignUp,
      response: { 200: ZAuthResult, ...errors },
    },
    handler,
  });
  r.post('/api/auth/sign-in/email', {
    schema: {
      tags,
      summary: 'Sign in with e-mail and password; sets the session cookie',
      body: ZSignIn.extend({ rememberMe: z.boolean().optional() }),
      response: { 200: ZAuthResult, ...errors },
    },
    handler,
  });
  r.post('/api/auth/sign-in/social', {
    schema: {
      tags,
      summary: 'Start a social sign-in; answers the provider URL to redirect to',
      body: z.object({
        provider: z.string(),
        callbackURL: z.string().optional(),
        errorCallbackURL: z.string().optional(),
      }),
      response: {
        200: z.object({ url: z.string().optional(), redirect: z.boolean() }).loose(),
        ...errors,
      },
    },
    handler,
  });
  r.post('/api/auth/sign-out', {
    schema: {
      tags,
      summary: 'End the current session',
      response: { 200: z.object({ success: z.boolean() }), ...errors },
    },
    handler,
  });
  r.get('/api/auth/get-session', {
    schema: {
      tags,
      summary: 'The current session and user, or null',
      response: {
        200: z.object({ session: z.object({}).loose(), user: ZAuthUser.loose() }).nullable(),
      },
    },
    handler,
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler,
  });
}
