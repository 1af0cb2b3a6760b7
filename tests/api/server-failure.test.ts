import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.close(); // the database goes away under a running server
});
afterAll(() => t.close());

it('answers a server failure with a plain 500 that shows nothing of its insides', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({
    error: {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      key: 'serverError',
    },
  });
});

it('reports the database unreachable on /api/health with a 503', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
});
