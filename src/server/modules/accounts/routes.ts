import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openCampus } from '../campuses/service';
import { z } from 'zod';
import {
  PASSWORD_RESET_MESSAGES,
  ZRequestPasswordReset,
  ZResetPassword,
  ZReturnPath,
  ZSignIn,
  ZSignUp,
} from '../../../shared/schemas/auth';
import { errorResponses, ZOk } from '../../../shared/schemas/common';
import {
  ZAccountDeletion,
  ZEmailChange,
  ZEmailChangeConfirm,
  ZPasswordChange,
} from '../../../shared/schemas/users';
import type { Mailer } from '../../mail/mailer';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { OAUTH_PROVIDERS, type Auth } from '../../auth/auth';
import {
  beginSignInAttempt,
  deviceCookieHeader,
  deviceCookieName,
} from '../../auth/sign-in-throttle';
import { readCookie } from '../../cookies';
import type { Database } from '../../db/client';
import { appError } from '../../errors';
import { requestLocale } from '../../locale';
import { LIMITS } from '../../plugins/limits';
import { deviceOf } from '../../plugins/visitor';
import { noteVisitor } from '../reviews/arms-length';
import { photoUrl } from '../../../shared/schemas/uploads';
import { assertClaimable } from '../uploads/service';
import { authHeaders, relay, send, sendAuthAnswer } from './relay';
import { hasPassword, startAccount } from './service';
import { deleteOwnAccount } from '../users/service';

/** What the API says of a user; nothing else Better Auth keeps on the row leaves the server. */
const ZAuthUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  role: z.string(),
});
/** A session as the API shows it: never its token, which lives in the HttpOnly cookie only. */
const ZAuthSession = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.coerce.date(),
  createdAt: z.coerce.date(),
});
const ZAuthResult = z.object({ user: ZAuthUser });
const ZPasswordResetAnswer = z.object({ message: z.string() });

const errors = errorResponses(400, 401, 403, 422, 429);
const tags = ['auth'];

/**
 * The auth endpoints the app uses are our own documented, zod-validated routes, each calling one
 * Better Auth endpoint by name. Better Auth's HTTP handler is reached only by the OAuth callback of
 * a provider we know and its error page, at a path built here (never the request's own URL), and
 * it refuses any other path by itself (auth/auth.ts).
 */
export function accountRoutes(
  app: FastifyInstance,
  auth: Auth,
  db: Database,
  { publicUrl, secret, mailer }: { publicUrl: string; secret: string; mailer: Mailer },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The signed-in caller's current password, checked by Better Auth before a change it guards. */
  const checkPassword = async (request: FastifyRequest, password: string | undefined) => {
    const checked = await auth.api.verifyPassword({
      body: { password: password ?? '' },
      headers: authHeaders(request),
      asResponse: true,
    });
    if (!checked.ok) throw appError('CURRENT_PASSWORD_WRONG');
  };
  const secureCookies = publicUrl.startsWith('https://');

  r.post('/api/auth/sign-up/email', {
    config: { limits: LIMITS.signUp },
    schema: {
      tags,
      summary: 'Create an account (role buyer or seller, photo uploaded first) and sign in',
      body: ZSignUp,
      response: { 200: ZAuthResult, ...errors },
    },
    handler: async (request, reply) => {
      // The photo is an upload id, kept by us (startAccount), not Better Auth's `image`.
      const { image: uploadId, campusId: chosen, ...account } = request.body;
      await assertClaimable(db, uploadId, null);
      const campusId = await openCampus(db, chosen);
      const response = await auth.api.signUpEmail({
        body: account,
        headers: authHeaders(request),
        asResponse: true,
      });
      const answer = await relay(response, reply);
      if (answer.status === 200) {
        const userId = (answer.body as { user: { id: string } }).user.id;
        try {
          await startAccount(db, userId, {
            uploadId,
            campusId,
            locale: requestLocale(request),
          });
        } catch (error) {
          // The account was undone: it signs nobody in.
          reply.removeHeader('set-cookie');
          throw error;
        }
        // The browsers an account is used from tell its sales with its own other accounts apart.
        await noteVisitor(db, userId, deviceOf(request));
        (answer.body as { user: { image?: string | null } }).user.image = photoUrl(uploadId);
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
      const attempt = await beginSignInAttempt(db, secret, {
        email: request.body.email,
        ip: request.ip,
        device: deviceOf(request),
        deviceCookie: readCookie(request, deviceCookieName(secureCookies)),
      });
      const response = await auth.api.signInEmail({
        body: request.body,
        headers: authHeaders(request),
        asResponse: true,
      });
      const answer = await relay(response, reply);
      if (answer.status === 200) {
        const { id } = (answer.body as { user: { id: string } }).user;
        await noteVisitor(db, id, deviceOf(request));
        const device = await attempt.succeeded();
        reply.header('set-cookie', [
          ...([] as string[]).concat((reply.getHeader('set-cookie') as string[]) ?? []),
          deviceCookieHeader(device, secureCookies),
        ]);
      }
      return send(reply, answer);
    },
  });
  r.post('/api/auth/sign-in/social', {
    config: { limits: LIMITS.socialSignIn },
    schema: {
      tags,
      summary: 'Start Google sign-in; answers the provider URL to go to. New accounts are buyers.',
      body: z.object({
        provider: z.enum(OAUTH_PROVIDERS),
        callbackURL: ZReturnPath.optional(),
        errorCallbackURL: ZReturnPath.optional(),
      }),
      response: { 200: z.object({ url: z.string().optional(), redirect: z.boolean() }), ...errors },
    },
    handler: (request, reply) =>
      sendAuthAnswer(
        reply,
        auth.api.signInSocial({
          body: request.body,
          headers: authHeaders(request),
          asResponse: true,
        }),
      ),
  });
  r.post('/api/auth/request-password-reset', {
    config: { limits: LIMITS.passwordResetRequest },
    schema: {
      tags,
      summary:
        'E-mail a link to reset the password, valid once for 1 hour. The answer is the same whether or not the account exists.',
      body: ZRequestPasswordReset,
      response: { 200: ZPasswordResetAnswer, ...errors },
    },
    handler: async (request, reply) => {
      // Limited per e-mail whether or not the account exists, so a refusal tells nobody which are known.
      const email = request.body.email.toLowerCase();
      const answer = await relay(
        await auth.api.requestPasswordReset({
          body: { email },
          headers: authHeaders(request),
          asResponse: true,
        }),
        reply,
      );
      if (answer.status !== 200) return send(reply, answer);
      return reply.send({ message: PASSWORD_RESET_MESSAGES.linkSent });
    },
  });
  r.post('/api/auth/reset-password', {
    config: { limits: LIMITS.passwordReset },
    schema: {
      tags,
      summary:
        "Set a new password with the token from the reset e-mail; the token then stops working and the account's sessions end.",
      body: ZResetPassword,
      response: { 200: z.object({ status: z.boolean() }), ...errors },
    },
    handler: async (request, reply) => {
      const answer = await relay(
        await auth.api.resetPassword({
          body: request.body,
          headers: authHeaders(request),
          asResponse: true,
        }),
        reply,
      );
      const code = (answer.body as { code?: string } | null)?.code;
      // An unknown, used or expired token, or its account gone: one clear message for all.
      if (answer.status === 400 && (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND'))
        throw appError('RESET_LINK_INVALID');
      return send(reply, answer);
    },
  });
  r.post('/api/me/password', {
    config: { access: 'user', limits: LIMITS.accountChange },
    schema: {
      tags: ['users'],
      summary:
        "Change one's password, the current one asked first; every other signed-in device is signed out",
      body: ZPasswordChange,
      response: { 200: ZOk, ...errorResponses(400, 401, 409, 429) },
    },
    handler: async (request, reply) => {
      const answer = await relay(
        await auth.api.changePassword({
          body: { ...request.body, revokeOtherSessions: true },
          headers: authHeaders(request),
          asResponse: true,
        }),
        reply,
      );
      const code = (answer.body as { code?: string } | null)?.code;
      if (code === 'INVALID_PASSWORD') throw appError('CURRENT_PASSWORD_WRONG');
      if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw appError('NO_PASSWORD');
      if (answer.status !== 200) return send(reply, answer);
      // Better Auth's new session cookie goes with this answer.
      return reply.send({ ok: true });
    },
  });
  r.post('/api/me/email', {
    config: { access: 'user', limits: LIMITS.accountChange },
    schema: {
      tags: ['users'],
      summary:
        "Change one's sign-in e-mail: the password asked (if the account has one), then a link to the new address confirms it (an hour, once)",
      body: ZEmailChange,
      response: { 200: ZOk, ...errorResponses(400, 401, 409, 429) },
    },
    handler: async (request) => {
      const me = request.user!;
      if (await hasPassword(db, me.id)) await checkPassword(request, request.body.password);
      await requestEmailChange(db, mailer, publicUrl, me.id, request.body.email);
      return { ok: true as const };
    },
  });
  r.post('/api/me/email/confirm', {
    // The link may be opened on any device, signed in or not: the token is the proof.
    config: { access: 'public', limits: LIMITS.passwordReset },
    schema: {
      tags: ['users'],
      summary: 'Confirm a new sign-in e-mail with the token from the link sent to it',
      body: ZEmailChangeConfirm,
      response: { 200: z.object({ email: z.string() }), ...errorResponses(400, 409, 429) },
    },
    handler: (request) => confirmEmailChange(db, mailer, request.body.token),
  });
  r.delete('/api/me', {
    config: { access: 'user', limits: LIMITS.accountChange },
    schema: {
      tags: ['users'],
      summary:
        "Delete one's own account, the password asked (or the e-mail typed, for a Google-only account): its details go, open bookings are cancelled and told, past sales stay for the other side (decision 0021)",
      body: ZAccountDeletion,
      response: { 200: ZOk, ...errorResponses(400, 401, 409, 429) },
    },
    handler: async (request, reply) => {
      const me = request.user!;
      if (await hasPassword(db, me.id)) {
        if (!request.body.password) throw appError('DELETION_UNCONFIRMED');
        await checkPassword(request, request.body.password);
      } else if (request.body.email?.trim().toLowerCase() !== me.email.toLowerCase())
        throw appError('DELETION_UNCONFIRMED');
      await deleteOwnAccount(db, me.id);
      // The session is gone with the account; the browser forgets its cookie too.
      await relay(
        await auth.api.signOut({ headers: authHeaders(request), asResponse: true }),
        reply,
      );
      reply.status(200);
      return reply.send({ ok: true });
    },
  });
  r.post('/api/auth/sign-out', {
    schema: {
      tags,
      summary: 'End the current session',
      response: { 200: z.object({ success: z.boolean() }), ...errors },
    },
    handler: (request, reply) =>
      sendAuthAnswer(reply, auth.api.signOut({ headers: authHeaders(request), asResponse: true })),
  });
  r.get('/api/auth/get-session', {
    schema: {
      tags,
      summary: 'The current session and user, or null',
      response: { 200: z.object({ session: ZAuthSession, user: ZAuthUser }).nullable() },
    },
    handler: (request, reply) =>
      sendAuthAnswer(
        reply,
        auth.api.getSession({ headers: authHeaders(request), asResponse: true }),
      ),
  });

  // A sign-in with Google comes back here. The path handed to Better Auth is built from the
  // provider's name in our list; only the query string (code, state) is the request's own.
  const hidden = {
    schema: { hide: true },
    config: { limits: LIMITS.oauthReturn },
  };
  const toBetterAuth = async (path: string, request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(`/api/auth${path}`, publicUrl);
    const query = request.url.indexOf('?');
    if (query !== -1) url.search = request.url.slice(query);
    const answer = await relay(
      await auth.handler(new Request(url, { method: 'GET', headers: authHeaders(request) })),
      reply,
    );
    // OAuth callbacks answer with redirects; those go out as they came.
    if (answer.status >= 300 && answer.status < 400) return reply.send();
    return send(reply, answer);
  };
  r.get('/api/auth/callback/:provider', {
    ...hidden,
    schema: { hide: true, params: z.object({ provider: z.string().max(40) }) },
    handler: async (request, reply) => {
      const provider = OAUTH_PROVIDERS.find((known) => known === request.params.provider);
      if (!provider) throw appError('SIGN_IN_PROVIDER_NOT_FOUND');
      return toBetterAuth(`/callback/${provider}`, request, reply);
    },
  });
  app.get('/api/auth/error', hidden, (request, reply) => toBetterAuth('/error', request, reply));
}
