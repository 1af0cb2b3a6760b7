import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API surface', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'No such resource: GET /api/no-such-thing',
        key: 'resourceNotFound',
        params: { method: 'GET', path: '/api/no-such-thing' },
      },
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('stripe.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('documents every route it serves in /api/openapi.json, with schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    const served = t.app.apiRoutes.filter((r) => r.url !== '/api/openapi.json');
    expect(served.length).toBeGreaterThanOrEqual(5);
    for (const { method, url } of served)
      expect(documented, `${method} ${url}`).toContain(`${method} ${url}`);
    for (const [path, ops] of Object.entries(
      doc.paths as Record<string, Record<string, { responses?: object }>>,
    )) {
      for (const [method, op] of Object.entries(ops))
        expect(op.responses, `${method} ${path}`).toBeDefined();
    }
  });
});
