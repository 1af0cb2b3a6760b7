import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, photo } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signInAsAdmin, signUp, type TestUser } from '../support/users';

/**
 * Every API route × every kind of caller, with the status each must get. The rows are checked
 * against the app's own route list: a new route without a row here fails this test.
 */
type Caller = 'anonymous' | 'buyer' | 'seller' | 'admin';
type Row = {
  /** The request to make; it may create what it needs (a fresh target user, say). */
  request: (ctx: Context) => Promise<InjectOptions> | InjectOptions;
  expect: Record<Caller, number>;
  /** Another user of the owner's role, for routes about something a user owns. */
  other?: { role: Exclude<Caller, 'anonymous'>; status: number };
};
type Context = { app: TestApp['app'] };

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  payload,
});
const everyone = (status: number) => ({
  anonymous: status,
  buyer: status,
  seller: status,
  admin: status,
});
const adminOnly = (status: number) => ({ anonymous: 401, buyer: 403, seller: 403, admin: status });
const signedIn = (status: number) => ({
  anonymous: 401,
  buyer: status,
  seller: status,
  admin: status,
});

const MATRIX: Record<string, Row> = {
  'GET /api/health': { request: () => json('GET', '/api/health'), expect: everyone(200) },
  'GET /api/openapi.json': {
    request: () => json('GET', '/api/openapi.json'),
    expect: everyone(200),
  },
  'GET /api/config': { request: () => json('GET', '/api/config'), expect: everyone(200) },
  'GET /api/categories': { request: () => json('GET', '/api/categories'), expect: everyone(200) },
  'GET /api/me': { request: () => json('GET', '/api/me'), expect: signedIn(200) },
  'GET /api/me/stats': { request: () => json('GET', '/api/me/stats'), expect: signedIn(200) },
  'POST /api/contact': {
    request: () =>
      json('POST', '/api/contact', {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.test',
        message: 'Hello',
      }),
    expect: everyone(201),
  },
  'GET /api/admin/contact-messages': {
    request: () => json('GET', '/api/admin/contact-messages'),
    expect: adminOnly(200),
  },
  'POST /api/uploads': {
    request: async () => {
      const form = multipart('image', 'book.jpg', 'image/jpeg', await photo());
      return {
        method: 'POST',
        url: '/api/uploads?purpose=book',
        headers: form.headers,
        payload: form.payload,
      };
    },
    expect: { anonymous: 401, buyer: 403, seller: 201, admin: 403 },
  },
  'GET /api/admin/users': {
    request: () => json('GET', '/api/admin/users?role=seller'),
    expect: adminOnly(200),
  },
  'PATCH /api/admin/users/:id': {
    request: async ({ app }) =>
      json('PATCH', `/api/admin/users/${(await signUp(app, 'seller')).id}`, { verified: true }),
    expect: adminOnly(200),
    other: { role: 'admin', status: 200 },
  },
  'DELETE /api/admin/users/:id': {
    request: async ({ app }) =>
      json('DELETE', `/api/admin/users/${(await signUp(app, 'buyer')).id}`),
    expect: adminOnly(200),
    other: { role: 'admin', status: 200 },
  },
};

let t: TestApp;
let callers: Record<Exclude<Caller, 'anonymous'>, TestUser>;
let others: Record<Exclude<Caller, 'anonymous'>, TestUser>;
beforeAll(async () => {
  t = await createTestApp();
  const makeAdmin = async () => signInAsAdmin(t.app, t.db);
  callers = {
    buyer: await signUp(t.app, 'buyer'),
    seller: await signUp(t.app, 'seller'),
    admin: await makeAdmin(),
  };
  others = {
    buyer: await signUp(t.app, 'buyer'),
    seller: await signUp(t.app, 'seller'),
    admin: await makeAdmin(),
  };
});
afterAll(() => t.close());

async function call(row: Row, user: TestUser | null) {
  const options = await row.request({ app: t.app });
  const headers = { ...(options.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) };
  return t.app.inject({ ...options, headers, remoteAddress: nextAddress() });
}

describe('authorization matrix', () => {
  it('has exactly one row for every API route the app serves', () => {
    const served = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(served);
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    for (const caller of ['anonymous', 'buyer', 'seller', 'admin'] as const) {
      it(`${route} answers ${row.expect[caller]} to ${caller === 'anonymous' ? 'an anonymous caller' : `a ${caller}`}`, async () => {
        const response = await call(row, caller === 'anonymous' ? null : callers[caller]);
        expect(response.statusCode, response.body).toBe(row.expect[caller]);
      });
    }
    if (row.other) {
      const { role, status } = row.other;
      it(`${route} answers ${status} to another ${role}`, async () => {
        expect((await call(row, others[role])).statusCode).toBe(status);
      });
    }
  }
});
