import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATEGORIES } from '../../../shared/constants';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists the six categories of the spec in order, with their counts of books for sale', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(
    CATEGORIES.map((c) => ({ id: c.id, name: c.name, availableBooks: 0 })),
  );
});
