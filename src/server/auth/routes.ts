import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSignIn, ZSignUp } from '../../shared/schemas/auth';
import { ZApiError } from '../../shared/schemas/common';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { codeForStatus } from '../errors';
import { assertClaimable, claimUpload } from '../modules/uploads/service';
import { toWebHeaders } from './access';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from './sign-in-throttle';

const ZAuthUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  role: z.string(),
});
const ZAuthResult = z.object({ user: ZAuthUser }).loose();
type AuthAnswer = { status: number; body: unknown };

/** Hands a Fastify request to Better Auth as a Web Request, copies status and headers back. */
async function callAuth(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthAnswer> {
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
    if (!['set-cookie', 'content-length', 'content-type'].includes(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  let body: unknown = text || null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* a redirect or a page: pass it on as text */
  }
  return { status: response.status, body };
}

/** Better Auth answers {code,message}; callers of this API always get {error:{code,message}}. */
function send(reply: FastifyReply, { status, body }: AuthAnswer) {
  if (status >= 400) {
    const error = (body ?? {}) as { code?: string; message?: string };
    return reply.send({
      error: {
        code: error.code ?? codeForStatus(status),
        message: error.message ?? 'Request failed',
      },
    });
  }
  // The session lives in the HttpOnly cookie; it is not handed to page scripts as well.
  if (body && typeof body === 'object' && 'token' in body)
    delete (body as { token?: unknown }).token;
  return reply.send(body);
}

/**
 * The auth endpoints the app uses get their own documented, zod-validated routes; everything else
 * under /api/auth (OAuth callbacks and the like) reaches Better Auth through the catch-all.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  db: Database,
  publicUrl: string,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const forward = async (request: FastifyRequest, reply: FastifyReply) =>
    send(reply, await callAuth(auth, publicUrl, request, reply));
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 422: ZApiError, 429: ZApiError };
  const tags = ['auth'];

  r.post('/api/auth/sign-up/email', {
    config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    schema: {
      tags,
      summary: 'Create an account (role buyer or seller, photo uploaded first) and sign in',
      body: ZSignUp,
      response: { 200: ZAuthResult, ...errors },
    },
    handler: async (request, reply) => {
      await assertClaimable(db, request.body.image, null);
      const answer = await callAuth(auth, publicUrl, request, reply);
      if (answer.status === 200) {
        const userId = (answer.body as { user: { id: string } }).user.id;
        try {
          await claimUpload(db, request.body.image, userId);
        } catch (error) {
          // Another sign-up took the photo first: this account is not created after all.
          await db.delete(user).where(eq(user.id, userId));
          reply.removeHeader('set-cookie');
          throw error;
        }
      }
      return send(reply, answer);
    },
  });
  r.post('/api/auth/sign-in/email', {
    schema: {
      tags,
      summary:
        'Sign in with e-mail and password; sets the session cookie. Repeated failures answer 429.',
      body: ZSignIn.extend({ rememberMe: z.boolean().optional() }),
      response: { 200: ZAuthResult, ...errors },
    },
    handler: async (request, reply) => {
      const { email } = request.body;
      await assertSignInAllowed(db, email, request.ip);
      const answer = await callAuth(auth, publicUrl, request, reply);
      if (answer.status === 401) await recordSignInFailure(db, email, request.ip);
      if (answer.status === 200) await recordSignInSuccess(db, email, request.ip);
      return send(reply, answer);
    },
  });
  r.post('/api/auth/sign-in/social', {
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    schema: {
      tags,
      summary: 'Start Google sign-in; answers the provider URL to go to. New accounts are buyers.',
      body: z.object({
        provider: z.literal('google'),
        callbackURL: z.string().startsWith('/').optional(),
        errorCallbackURL: z.string().startsWith('/').optional(),
      }),
      response: {
        200: z.object({ url: z.string().optional(), redirect: z.boolean() }).loose(),
        ...errors,
      },
    },
    handler: forward,
  });
  r.post('/api/auth/sign-out', {
    schema: {
      tags,
      summary: 'End the current session',
      response: { 200: z.object({ success: z.boolean() }), ...errors },
    },
    handler: forward,
  });
  r.get('/api/auth/get-session', {
    schema: {
      tags,
      summary: 'The current session and user, or null',
      response: {
        200: z.object({ session: z.object({}).loose(), user: ZAuthUser.loose() }).nullable(),
      },
    },
    handler: forward,
  });
  // Only what a sign-in with Google needs reaches Better Auth beyond the routes above: the OAuth
  // callback and its error page. Its other endpoints (update-user, change-email, …) stay closed.
  const passThrough = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await callAuth(auth, publicUrl, request, reply);
    // OAuth callbacks answer with redirects; those go out as they came.
    if (answer.status >= 300 && answer.status < 400) return reply.send();
    return send(reply, answer);
  };
  const hidden = {
    schema: { hide: true },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  };
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/callback/:provider',
    ...hidden,
    handler: passThrough,
  });
  app.get('/api/auth/error', hidden, passThrough);
}
