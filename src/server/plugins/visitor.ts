import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, secureCookieName } from '../cookies';

const VISITOR_COOKIE = 'boipoka.visitor';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's visitor id, when it sent one we issued; null otherwise. */
    visitor: string | null;
  }
  interface FastifyInstance {
    visitors: Visitors;
  }
}

/** The browser limits count against: its visitor id, or its address when it has none. */
export const deviceOf = (request: FastifyRequest) => request.visitor ?? `address:${request.ip}`;

export type Visitors = {
  /** Gives a browser without a visitor id one, on this reply. */
  ensure: (request: FastifyRequest, reply: FastifyReply) => void;
};

/**
 * A visitor cookie tells apart the browsers that share one address (a whole campus behind one
 * NAT), so limits can hold one browser without holding its neighbours (decision 0008). It names
 * nobody and signs nobody in: a random id with the server's signature, so ids are ours to issue.
 * Pages and the app's first call (GET /api/session) hand it out, so a browser has one before its
 * first sign-up or upload.
 */
export function registerVisitors(app: FastifyInstance, secret: string, secure: boolean): Visitors {
  const name = secureCookieName(VISITOR_COOKIE, secure, '/');
  const sign = (id: string) =>
    createHmac('sha256', secret).update(`visitor|${id}`).digest('base64url').slice(0, 22);

  const verified = (value: string | undefined): string | null => {
    const [id, signature, extra] = (value ?? '').split('.');
    if (!id || !signature || extra !== undefined || !/^[\w-]{22}$/.test(id)) return null;
    const given = Buffer.from(signature);
    const wanted = Buffer.from(sign(id));
    return given.length === wanted.length && timingSafeEqual(given, wanted) ? id : null;
  };

  app.decorateRequest('visitor', null);
  app.addHook('onRequest', async (request) => {
    request.visitor = verified(readCookie(request, name));
  });

  const visitors: Visitors = {
    ensure: (request, reply) => {
      if (request.visitor) return;
      const id = randomBytes(16).toString('base64url');
      const cookie = `${name}=${id}.${sign(id)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
      const existing = reply.getHeader('set-cookie');
      reply.header('set-cookie', [
        ...([] as string[]).concat((existing as string[]) ?? []),
        cookie,
      ]);
    },
  };
  app.decorate('visitors', visitors);
  return visitors;
}
