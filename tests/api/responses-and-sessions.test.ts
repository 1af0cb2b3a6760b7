// Security headers on every kind of answer the server gives, the cookies it sets over http and
// https, and a session's life: a new one at each sign-in, ended on the server at sign-out.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, photo } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  cookieFrom,
  nextAddress,
  PASSWORD,
  signIn,
  signUp,
  uploadPhoto,
  visitorCookie,
} from '../support/users';

let t: TestApp;
let broken: TestApp;
let photoUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  broken = await createTestApp();
  await broken.database.close(); // a server whose database went away answers 500s
  photoUrl = await uploadPhoto(t.app);
});
afterAll(async () => {
  await t.close();
  await broken.close();
});

/** Headers every answer carries, whatever it is: a page, JSON, a photo, a 404 or a failure. */
function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toMatch(/default-src '(self|none)'/);
  if (csp.includes("default-src 'self'")) {
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
  } else {
    expect(csp).toContain('sandbox');
  }
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

/** An error answer says what went wrong in our shape, and nothing of the server's insides. */
function expectPlainError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|\bselect\b.+\bfrom\b|pglite/i);
}

type Kind = {
  name: string;
  status: number;
  request: () => InjectOptions | Promise<InjectOptions>;
  app?: () => FastifyInstance;
};

const KINDS: Kind[] = [
  {
    name: 'an API answer',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/categories' }),
  },
  { name: 'a HEAD request', status: 200, request: () => ({ method: 'HEAD', url: '/api/health' }) },
  {
    name: 'the API description',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/openapi.json' }),
  },
  { name: 'robots.txt', status: 200, request: () => ({ method: 'GET', url: '/robots.txt' }) },
  { name: 'a photo', status: 200, request: () => ({ method: 'GET', url: photoUrl }) },
  {
    name: 'a photo the browser already has',
    status: 304,
    request: async () => {
      const first = await t.app.inject({ method: 'GET', url: photoUrl });
      return {
        method: 'GET',
        url: photoUrl,
        headers: { 'if-none-match': String(first.headers.etag) },
      };
    },
  },
  {
    name: 'an upload',
    status: 201,
    request: async () => {
      const form = multipart('image', 'me.jpg', 'image/jpeg', await photo());
      return {
        method: 'POST',
        url: '/api/uploads/avatar',
        headers: form.headers,
        payload: form.payload,
        remoteAddress: nextAddress(),
      };
    },
  },
  {
    name: 'a validation error',
    status: 400,
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: {},
      remoteAddress: nextAddress(),
    }),
  },
  {
    name: 'malformed JSON',
    status: 400,
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
      remoteAddress: nextAddress(),
    }),
  },
  {
    name: 'a path trick',
    status: 400,
    request: () => ({ method: 'GET', url: '/api/books/%252e%252e' }),
  },
  {
    name: 'a path parameter longer than the router reads',
    status: 414,
    request: () => ({ method: 'GET', url: `/api/books/${'a'.repeat(200)}` }),
  },
  { name: 'no session', status: 401, request: () => ({ method: 'GET', url: '/api/me' }) },
  {
    name: 'a foreign origin',
    status: 403,
    request: async () => ({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'A', lastName: 'B', email: 'a@b.test', message: 'Hi' },
      headers: { cookie: await visitorCookie(t.app), origin: 'https://evil.test' },
    }),
  },
  {
    name: 'an unknown API path',
    status: 404,
    request: () => ({ method: 'GET', url: '/api/nope' }),
  },
  {
    name: 'an unknown photo',
    status: 404,
    request: () => ({ method: 'GET', url: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp' }),
  },
  {
    name: 'a body too large',
    status: 413,
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
      remoteAddress: nextAddress(),
    }),
  },
  {
    name: 'a wrong content type',
    status: 415,
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    }),
  },
  {
    name: 'a limit used up',
    status: 429,
    request: async () => {
      const address = nextAddress();
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: 'same@campus.test' },
          remoteAddress: address,
        });
      while ((await ask()).statusCode !== 429);
      return {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'same@campus.test' },
        remoteAddress: address,
      };
    },
  },
  {
    name: 'a server failure',
    status: 500,
    request: () => ({ method: 'GET', url: '/api/categories' }),
    app: () => broken.app,
  },
  {
    name: 'a failing health check',
    status: 503,
    request: () => ({ method: 'GET', url: '/api/health' }),
    app: () => broken.app,
  },
];

describe('security headers on every kind of response', () => {
  it.each(KINDS.map((kind) => [kind.name, kind] as const))('%s', async (_, kind) => {
    const app = kind.app?.() ?? t.app;
    const response = await app.inject(await kind.request());
    expect(response.statusCode, response.body).toBe(kind.status);
    expectSecurityHeaders(response);
    if (kind.status >= 400 && kind.status !== 503) expectPlainError(response, kind.status);
  });
});

/** Each Set-Cookie of a response, by cookie name, with its attributes lower-cased. */
function cookiesOf(response: LightMyRequestResponse) {
  const all = ([] as string[]).concat(
    (response.headers['set-cookie'] as string | string[] | undefined) ?? [],
  );
  return new Map(
    all.map((line) => {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      return [pair!.slice(0, pair!.indexOf('=')), attributes.map((a) => a.toLowerCase())];
    }),
  );
}

describe('cookies', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://books.campus.test' });
  });
  afterAll(() => https.close());

  it('over https every cookie is Secure, HttpOnly, SameSite and __Host- or __Secure- prefixed', async () => {
    const visitor = cookiesOf(
      await https.app.inject({ method: 'GET', url: '/api/session', remoteAddress: nextAddress() }),
    );
    const user = await signUp(https.app);
    const signedIn = await https.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(signedIn.statusCode).toBe(200);
    const cookies = new Map([...visitor, ...cookiesOf(signedIn)]);
    expect([...cookies.keys()].sort()).toEqual([
      '__Host-boipoka.visitor',
      '__Secure-better-auth.session_token',
      '__Secure-boipoka.device',
    ]);
    for (const [name, attributes] of cookies) {
      expect(attributes, name).toContain('httponly');
      expect(attributes, name).toContain('secure');
      expect(attributes, name).toContain('samesite=lax');
      expect(
        attributes.some((a) => a.startsWith('domain=')),
        name,
      ).toBe(false);
      if (name.startsWith('__Host-')) expect(attributes, name).toContain('path=/');
    }
  });

  it('over plain http the same cookies are HttpOnly and SameSite, without the https-only prefixes', async () => {
    const user = await signUp(t.app);
    const signedIn = await signIn(t.app, user.email);
    const cookies = cookiesOf(signedIn);
    expect([...cookies.keys()].sort()).toEqual(['better-auth.session_token', 'boipoka.device']);
    for (const [name, attributes] of cookies) {
      expect(attributes, name).toContain('httponly');
      expect(attributes, name).toContain('samesite=lax');
      expect(attributes, name).not.toContain('secure');
    }
  });
});

describe("a session's life", () => {
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const sessionOf = (cookie: string) =>
    cookie.split('; ').find((c) => c.startsWith('better-auth.session_token='))!;

  it('a new session at every sign-in: a token planted before it is never the one signed in', async () => {
    const user = await signUp(t.app);
    const planted = 'better-auth.session_token=planted-by-someone-else.signature';
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: PASSWORD },
      headers: { cookie: planted },
      remoteAddress: nextAddress(),
    });
    const second = await signIn(t.app, user.email);
    const a = sessionOf(cookieFrom(first.headers));
    const b = sessionOf(cookieFrom(second.headers));
    expect(a).not.toBe(planted);
    expect(a).not.toBe(b);
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
  });

  it('sign-out ends the session on the server: the old cookie, sent again, is nobody', async () => {
    const user = await signUp(t.app);
    const cookie = sessionOf(cookieFrom((await signIn(t.app, user.email)).headers));
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json(),
    ).toEqual({ user: null });
  });
});

describe('no open redirect', () => {
  let oidc: OAuth2Server;
  let google: TestApp;
  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    google = await createTestApp({
      GOOGLE_ISSUER: oidc.issuer.url!,
      GOOGLE_CLIENT_ID: 'boipoka-test',
      GOOGLE_CLIENT_SECRET: 'boipoka-test-secret',
    });
  });
  afterAll(async () => {
    await google.close();
    await oidc.stop();
  });

  const startGoogle = (field: 'callbackURL' | 'errorCallbackURL', path: string) =>
    google.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', [field]: path },
      remoteAddress: nextAddress(),
    });

  it('a path on this site is where Google sign-in returns to', async () => {
    const response = await startGoogle('callbackURL', '/dashboard/myOrders?page=2');
    expect(response.statusCode, response.body).toBe(200);
    expect(new URL(response.json().url).origin).toBe(new URL(oidc.issuer.url!).origin);
  });

  for (const field of ['callbackURL', 'errorCallbackURL'] as const) {
    it.each([
      'https://evil.test/',
      '//evil.test/',
      '/\\evil.test/',
      '\\\\evil.test/',
      '/\tevil.test',
      'javascript:alert(1)',
    ])(`a ${field} of %j is refused with 400 before Google is asked`, async (path) => {
      const response = await startGoogle(field, path);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    });
  }
});
