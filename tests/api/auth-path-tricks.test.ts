import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema/auth';
import { rawRequest } from '../support/raw-http';
import { createTestApp, type TestApp } from '../support/test-app';
import { PASSWORD, signIn, signUp, type TestUser } from '../support/users';

let t: TestApp;
let port: number;
let victim: TestUser;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  victim = await signUp(t.app, 'buyer');
});
afterAll(() => t.close());

const json = { 'Content-Type': 'application/json', Origin: ORIGIN };

// Each prefix is a way of writing `..` followed by a separator that a router keeps in one segment.
const TRICKS = [
  '%2e%2e\\',
  '%2E%2E\\',
  '%2e%2E%5c',
  '..%5c',
  '..%5C',
  '%2e%2e/',
  '%2e./',
  '.%2e/',
  '%252e%252e%255c',
  '%252e%252e/',
  '..\\',
];

describe('a path trick under /api/auth/callback/ reaches no hidden Better Auth endpoint', () => {
  it.each(TRICKS)('GET callback/%sok is not answered 2xx', async (trick) => {
    const answer = await rawRequest(port, 'GET', `/api/auth/callback/${trick}ok`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).not.toContain('"ok":true');
  });

  it.each(TRICKS)(
    'GET callback/%slist-sessions with a cookie hands out no session token',
    async (trick) => {
      const answer = await rawRequest(port, 'GET', `/api/auth/callback/${trick}list-sessions`, {
        headers: { Cookie: victim.cookie },
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toContain('token');
    },
  );

  it.each(TRICKS)(
    'POST callback/%supdate-user cannot set a script as the photo or markup as the name',
    async (trick) => {
      const answer = await rawRequest(port, 'POST', `/api/auth/callback/${trick}update-user`, {
        headers: { ...json, Cookie: victim.cookie },
        body: JSON.stringify({
          image: 'javascript:alert(5)',
          name: '<img src=x onerror=alert(1)>',
        }),
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      const [row] = await t.db.select().from(user).where(eq(user.id, victim.id));
      // Signed up with e-mail: its photo is an upload (by id), and it has no provider picture.
      expect(row!.image).toBeNull();
      expect(row!.name).toBe(victim.name);
    },
  );

  it.each(TRICKS)(
    'POST callback/%ssign-up\\email without a photo or a strong password creates nobody',
    async (trick) => {
      const email = `trick${TRICKS.indexOf(trick)}@campus.test`;
      const answer = await rawRequest(port, 'POST', `/api/auth/callback/${trick}sign-up\\email`, {
        headers: json,
        body: JSON.stringify({ email, password: 'aaaaaa', name: 'N'.repeat(5000) }),
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    },
  );

  it('wrong passwords sent through the trick never reach the password check', async () => {
    const target = await signUp(t.app, 'buyer');
    for (let i = 0; i < 8; i++) {
      const answer = await rawRequest(port, 'POST', '/api/auth/callback/%2e%2e\\sign-in\\email', {
        headers: json,
        body: JSON.stringify({ email: target.email, password: `Wrong#${i}xx` }),
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).not.toBe(401);
    }
    // The trick never reached the password check, so the owner is not locked out by it either.
    expect((await signIn(t.app, target.email, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    '/api/books/%2e%2e',
    '/api/books/..%2fcategories',
    '/api/books/a\\b',
    '/api/categories/%2E%2E%5Cbooks/books',
    '/api/books/%252e%252e',
    '/api/books/%00',
  ])('refuses %s anywhere under /api with 400', async (path) => {
    const answer = await rawRequest(port, 'GET', path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('BAD_PATH');
  });

  it('still completes the real OAuth callback path for a known provider only', async () => {
    const unknown = await rawRequest(port, 'GET', '/api/auth/callback/github?code=x&state=y');
    expect(unknown.status).toBe(404);
  });
});
