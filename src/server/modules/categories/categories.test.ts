import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATEGORIES } from '../../../shared/constants';
import { addBook } from '../../../../tests/support/books';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signUp } from '../../../../tests/support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () =>
  Object.fromEntries(
    (
      (await t.app.inject({ method: 'GET', url: '/api/categories' })).json() as {
        id: string;
        availableBooks: number;
      }[]
    ).map((c) => [c.id, c.availableBooks]),
  );

it('lists the six categories of the spec in order, with their counts of books for sale', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(
    CATEGORIES.map((c) => ({ id: c.id, name: c.name, availableBooks: 0 })),
  );
});

it('counts only books for sale: a new book adds one; a sale, a deletion or a move takes it away', async () => {
  const seller = await signUp(t.app, 'seller');
  const sold = await addBook(t.app, seller, { categoryId: 'others' });
  const deleted = await addBook(t.app, seller, { categoryId: 'others' });
  const moved = await addBook(t.app, seller, { categoryId: 'others' });
  expect(await counts()).toMatchObject({ others: 3, 'science-fiction': 0 });

  await t.db.execute(sql`update book set status = 'sold' where id = ${sold.id}`);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/books/${deleted.id}`,
    headers: { cookie: seller.cookie },
  });
  expect(removed.statusCode).toBe(200);
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/books/${moved.id}`,
    headers: { cookie: seller.cookie },
    payload: { categoryId: 'science-fiction' },
  });
  expect(patched.statusCode).toBe(200);
  expect(await counts()).toMatchObject({ others: 0, 'science-fiction': 1 });

  // The kept counts agree with counting the books themselves.
  const counted = await t.db.execute(
    sql`select count(*)::int as n from book where status = 'available' and deleted_at is null`,
  );
  const total = Object.values(await counts()).reduce((a, b) => a + b, 0);
  expect(total).toBe((counted as unknown as { rows: { n: number }[] }).rows[0]!.n);
});
