import { createHmac, timingSafeEqual } from 'node:crypto';
import { secureCookieName } from '../cookies';
import type { Database } from '../db/client';
import { clearCounter, hitCounter, releaseHit, type Counter } from '../db/counters';
import { appError, tryAgainIn, type AppError } from '../errors';

/**
 * Sign-in attempts are counted before the password is checked, in one atomic step each, so
 * parallel guesses cannot slip past a limit. Four limits, every 15 minutes (decisions 0003, 0008),
 * where a browser is told apart by its visitor cookie, and browsers without one share their address's:
 * - one account from one browser: 5 failures;
 * - one browser across accounts: 20 failures;
 * - one address across accounts: 200 failures (a whole campus may share one address);
 * - one account from browsers that have never signed in to it: 20 failures.
 * A browser that has signed in to the account before carries a device token and is held by
 * neither of the last two, so a guesser elsewhere, or behind the same campus address, slows
 * every stranger down but never locks the owner out on their usual browser.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMITS = { pair: 5, device: 20, address: 200, strangers: 20 } as const;

const DEVICE_COOKIE = 'boipoka.device';
const DEVICE_COOKIE_PATH = '/api/auth';
/** The device-token cookie's name: `__Secure-` prefixed over https. */
export const deviceCookieName = (secure: boolean) =>
  secureCookieName(DEVICE_COOKIE, secure, DEVICE_COOKIE_PATH);
const DEVICE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
const DEVICE_TOKENS_KEPT = 5;

const normalise = (email: string) => email.trim().toLowerCase();

/** A token that says "this browser signed in to this account", signed with the auth secret. */
const deviceToken = (secret: string, email: string) =>
  createHmac('sha256', secret)
    .update(`device|${normalise(email)}`)
    .digest('base64url')
    .slice(0, 22);

const tokensIn = (cookieValue: string | undefined) =>
  (cookieValue ?? '').split('.').filter((token) => /^[\w-]{22}$/.test(token));

function hasToken(tokens: string[], expected: string): boolean {
  const wanted = Buffer.from(expected);
  return tokens.some((token) => {
    const given = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  });
}

export type SignInAttempt = {
  /** The password was right: the attempt does not count, and this browser is remembered. */
  succeeded: () => Promise<string>;
};

/**
 * Counts a sign-in attempt and refuses it (429) when a limit is already used up. Call before the
 * password is checked; call `succeeded` after a right password, which answers the device cookie.
 */
export async function beginSignInAttempt(
  db: Database,
  secret: string,
  {
    email,
    ip,
    device,
    deviceCookie,
  }: {
    email: string;
    ip: string;
    /** The browser (its visitor id, or its address when it has none). */
    device: string;
    deviceCookie: string | undefined;
  },
): Promise<SignInAttempt> {
  const account = normalise(email);
  const token = deviceToken(secret, account);
  const tokens = tokensIn(deviceCookie);
  const known = hasToken(tokens, token);
  const limits: [key: string, max: number][] = [
    [`sign-in|pair|${account}|${device}`, SIGN_IN_LIMITS.pair],
    [`sign-in|device|${device}`, SIGN_IN_LIMITS.device],
  ];
  if (!known) {
    limits.push([`sign-in|address|${ip}`, SIGN_IN_LIMITS.address]);
    limits.push([`sign-in|strangers|${account}`, SIGN_IN_LIMITS.strangers]);
  }

  const counted = await Promise.all(
    limits.map(async ([key, max]) => ({
      key,
      max,
      counter: await hitCounter(db, key, SIGN_IN_WINDOW_MS),
    })),
  );
  const over = counted.filter(({ counter, max }) => counter.hits > max).map((c) => c.counter);
  if (over.length > 0) throw throttled(over);

  return {
    succeeded: async () => {
      const [pair, ...others] = counted;
      await clearCounter(db, pair!.key);
      await Promise.all(others.map(({ key }) => releaseHit(db, key)));
      const kept = [token, ...tokens.filter((t) => t !== token)].slice(0, DEVICE_TOKENS_KEPT);
      return kept.join('.');
    },
  };
}

function throttled(over: Counter[]): AppError {
  const resetAt = Math.max(...over.map((c) => c.resetAt));
  return appError('TOO_MANY_ATTEMPTS', { detail: tryAgainIn((resetAt - Date.now()) / 1000) });
}

export const deviceCookieHeader = (value: string, secure: boolean) =>
  `${deviceCookieName(secure)}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
