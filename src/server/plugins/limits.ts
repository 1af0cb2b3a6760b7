import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { hitCounter } from '../db/counters';
import { tooManyRequests } from '../errors';
import { deviceOf, type Visitors } from './visitor';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

/**
 * One limit on a route: at most `max` requests per `windowMs` from one
 * - `account`: signed-in user (callers not signed in are not counted by it);
 * - `device`: browser, told apart by its visitor cookie; browsers without one share their address's;
 * - `email`: e-mail address named in the body (lower-cased);
 * - `address`: network address, which a whole campus may share, so its limits are campus-sized.
 * `signedOut` counts only callers who are not signed in (their account limit holds the others).
 * `counter` names one counter that every route declaring the limit counts on (else each route
 * counts on its own); `when` says which of a route's requests it counts (all, unless it says).
 */
export type Limit = {
  per: 'account' | 'device' | 'email' | 'address';
  max: number;
  windowMs: number;
  signedOut?: true;
  counter?: string;
  when?: (request: FastifyRequest) => boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's limits, all counted on every request; any one used up answers 429. */
    limits?: readonly Limit[];
  }
}

function keyOf(limit: Limit, request: FastifyRequest): string | null {
  if (limit.signedOut && request.user) return null;
  if (limit.when && !limit.when(request)) return null;
  switch (limit.per) {
    case 'account':
      return request.user?.id ?? null;
    case 'device':
      return deviceOf(request);
    case 'email': {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? email.trim().toLowerCase() : null;
    }
    case 'address':
      return request.ip;
  }
}

/**
 * Counts each request against its route's declared limits, in the database, so every server
 * behind the load balancer counts the same requests (decision 0008). Counted once the body is
 * read and valid (the e-mail limit needs it) and before the handler does any work.
 */
export function registerLimits(app: FastifyInstance, db: Database, visitors: Visitors): void {
  app.addHook('preHandler', async (request, reply) => {
    const limits = request.routeOptions.config.limits;
    if (!limits?.length) return;
    // A browser that came without a visitor id gets one, so next time it is counted on its own.
    visitors.ensure(request, reply);
    const route = `${request.method} ${request.routeOptions.url}`;
    const counted = await Promise.all(
      limits.map(async (limit) => {
        const key = keyOf(limit, request);
        if (key === null) return null;
        const counter = await hitCounter(
          db,
          `${limit.counter ?? route}|${limit.per}:${key}|${limit.windowMs}`,
          limit.windowMs,
        );
        return counter.hits > limit.max ? counter.resetAt : null;
      }),
    );
    const resets = counted.filter((resetAt): resetAt is number => resetAt !== null);
    if (resets.length === 0) return;
    const seconds = Math.max(1, Math.ceil((Math.max(...resets) - Date.now()) / 1000));
    reply.header('retry-after', seconds);
    throw tooManyRequests(seconds);
  });
}

const per = (
  what: Limit['per'],
  max: number,
  windowMs: number,
  options: Pick<Limit, 'signedOut' | 'counter'> = {},
): Limit => ({ per: what, max, windowMs, ...options });

/**
 * Every route's limits in one table (decision 0008). A person is held by what is theirs (account,
 * e-mail, browser); an address only by a number a whole campus behind one NAT stays under.
 */
export const LIMITS = {
  signUp: [per('email', 5, HOUR), per('device', 5, HOUR), per('address', 300, HOUR)],
  /** Sign-up photos from people not signed in; a signed-in seller's book photos by account. */
  upload: [
    per('account', 60, HOUR),
    per('device', 10, HOUR, { signedOut: true }),
    per('address', 600, HOUR, { signedOut: true }),
  ],
  contact: [
    per('email', 3, 10 * MINUTE),
    per('device', 5, 10 * MINUTE),
    per('address', 100, 10 * MINUTE),
  ],
  report: [per('account', 30, HOUR)],
  /**
   * Every message, by whichever route it is sent, on one counter per account: a quick exchange at
   * a meet-up fits; a flood does not.
   */
  message: [
    per('account', 20, MINUTE, { counter: 'message' }),
    per('account', 300, HOUR, { counter: 'message' }),
  ],
  /** Opening a conversation to read it; a first message sent with it counts as a message too. */
  conversation: [per('account', 20, MINUTE), per('account', 300, HOUR)],
  review: [per('account', 30, HOUR)],
  /** ISBN look-ups: each may fetch a cover and make an upload. */
  isbn: [per('account', 30, 10 * MINUTE)],
  /** Proposing, accepting, declining, cancelling a meet-up: a few per booking, a term's worth. */
  meetup: [per('account', 60, HOUR)],
  /** Handover codes a seller enters: each booking also locks after 5 wrong ones. */
  handover: [per('account', 30, 10 * MINUTE)],
  testPayment: [per('account', 60, 10 * MINUTE)],
  socialSignIn: [per('device', 30, 10 * MINUTE), per('address', 600, 10 * MINUTE)],
  /** Counted for an e-mail whether or not it has an account, so a refusal tells nothing. */
  passwordResetRequest: [
    per('email', 3, 15 * MINUTE),
    per('device', 10, 15 * MINUTE),
    per('address', 200, 15 * MINUTE),
  ],
  passwordReset: [per('device', 30, 15 * MINUTE), per('address', 300, 15 * MINUTE)],
  /** Codes sent to a university address: a few an hour, and a few to one address (decision 0020). */
  studentCode: [per('account', 5, HOUR), per('email', 3, 15 * MINUTE)],
  /** Each code allows 3 tries itself; this holds a script that keeps asking for new ones. */
  studentConfirm: [per('account', 30, HOUR)],
  /** Password changes and account deletion: each asks for the password, which is guessed slowly. */
  accountChange: [per('account', 10, HOUR)],
  /** Google sends people back here; a campus signing in at nine o'clock comes back together. */
  oauthReturn: [per('device', 60, MINUTE), per('address', 1000, MINUTE)],
} as const satisfies Record<string, readonly Limit[]>;
