import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('behind one proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('a client cannot dodge the per-address sign-in limit by writing its own X-Forwarded-For', async () => {
    // The proxy appends the real client address (203.0.113.9); the client forges what comes before.
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `nobody${i}@campus.test`, password: 'Guess#123' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
      });
    for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(20)).statusCode).toBe(429);
  });

  it('tells apart the clients the proxy names', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `someone${i}@campus.test`, password: 'Guess#123' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < 25; i++) expect((await attempt(i)).statusCode).toBe(401);
  });

  it('believes no X-Forwarded-For from a client that reaches the server directly', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `direct${i}@campus.test`, password: 'Guess#123' },
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(20)).statusCode).toBe(429);
  });
});

describe('Strict-Transport-Security', () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    http = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    https = await createTestApp({ PUBLIC_URL: 'https://books.campus.test' });
  });
  afterAll(async () => {
    await http.close();
    await https.close();
  });

  it('is not sent when the site is served over plain http', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent for a year when the site is served over https', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
