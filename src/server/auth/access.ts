import { isSuspended } from './suspension';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isVerifiedStudent, rolesOf, type Role, type SignUpRole } from '../../shared/constants';
import { userTopic, type ChangeCache } from '../cache/changes';
import { appError } from '../errors';
import { personImageUrl } from '../../shared/schemas/uploads';
import type { Auth } from './auth';

/**
 * Who may call a route: anyone, any signed-in user, or whoever acts in one of the listed roles
 * (a buyer who started selling passes ['seller']). Every /api route declares one.
 */
export type Access = 'public' | 'user' | readonly Role[];

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  /** Every role they act in: `role`, and the other side of the market if they took it up. */
  roles: Role[];
  verified: boolean;
  /** A university address of their campus confirmed within the year. */
  verifiedStudent: boolean;
  /** Where they study, if they said: their lists start there. */
  campusId: string | null;
};

export type RouteEntry = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The caller's session, by its id: what lasts as long as it (a device's alerts) keeps it. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, in registration order. */
    apiRoutes: RouteEntry[];
  }
}

/** Routes of ours under /api; Better Auth's and the docs UI's own routes are theirs. */
export const isOwnRoute = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/auth/') && !url.startsWith('/api/docs');

export const toWebHeaders = (request: FastifyRequest) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
};

type SignedIn = { user: SessionUser; sessionId: string; expiresAt: Date };

async function lookUpSession(auth: Auth, request: FastifyRequest): Promise<SignedIn | null> {
  const result = await auth.api.getSession({ headers: toWebHeaders(request) });
  if (!result) return null;
  const u = result.user as typeof result.user & {
    role: Role;
    alsoRole?: SignUpRole | null;
    verified: boolean;
    studentVerifiedAt?: Date | null;
    deletedAt?: Date | null;
    imageUploadId?: string | null;
    campusId?: string | null;
    suspendedUntil?: Date | null;
  };
  // A session made before a suspension ends with it (the suspension deletes it too).
  if (u.deletedAt || isSuspended(u.suspendedUntil)) return null;
  const user = {
    id: u.id,
    name: u.name,
    email: u.email,
    image: personImageUrl({ imageUploadId: u.imageUploadId ?? null, image: u.image ?? null }),
    role: u.role,
    roles: rolesOf(u),
    verified: u.verified,
    verifiedStudent: isVerifiedStudent(u.studentVerifiedAt),
    campusId: u.campusId ?? null,
  };
  return { user, sessionId: result.session.id, expiresAt: result.session.expiresAt };
}

/**
 * Who sent the request. Better Auth checks the signed session cookie against the database; its
 * answer is kept, keyed by the exact cookies it judged, until the session or its user changes
 * (the cache hears it from the database), the session expires, or a minute passes.
 */
export async function readSession(
  auth: Auth,
  cache: ChangeCache,
  request: FastifyRequest,
): Promise<Omit<SignedIn, 'expiresAt'> | null> {
  const cookies = request.headers.cookie;
  if (!cookies) return null;
  const signedIn = await cache.remember(
    `session:${cookies}`,
    () => lookUpSession(auth, request),
    (found) => found && { topic: userTopic(found.user.id), until: found.expiresAt.getTime() },
  );
  if (!signedIn || signedIn.expiresAt.getTime() <= Date.now()) return null;
  return signedIn;
}

/** Answers about the caller's own session: who is signed in, signing in and out. */
const isSessionRoute = (url: string) => url.startsWith('/api/auth/') || url === '/api/session';

/**
 * Enforces each route's declared access before its body is even read; a route without one cannot
 * register. What a route that is not public answers, and every answer about the session, is the
 * caller's own: no cache on the way (a campus proxy, a shared browser's) may keep it.
 */
export function registerAccessControl(app: FastifyInstance, auth: Auth, cache: ChangeCache): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const apiRoutes: RouteEntry[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!isOwnRoute(route.url)) return;
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const signedIn = await readSession(auth, cache, request);
    request.user = signedIn?.user ?? null;
    request.sessionId = signedIn?.sessionId ?? null;
    if (access === 'public') return;
    if (!request.user) throw appError('UNAUTHENTICATED');
    if (access !== 'user' && !access.some((role) => request.user!.roles.includes(role))) {
      throw appError('FORBIDDEN');
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const { access } = request.routeOptions.config;
    const route = request.routeOptions.url ?? '';
    if ((access !== undefined && access !== 'public') || isSessionRoute(route))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
