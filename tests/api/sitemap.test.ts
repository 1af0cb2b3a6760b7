// The sitemap names every book for sale, so a search engine finds the book pages people share:
// /sitemap.xml is an index of the pages' file and the books' files, at most 50,000 addresses each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addBook } from '../support/books';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/users';
import { CATEGORIES } from '../../src/shared/constants';

let t: TestApp;
const forSale: string[] = [];
let takenDown = '';
beforeAll(async () => {
  t = await createTestApp();
  const seller = await signUp(t.app, 'seller');
  for (let i = 0; i < 5; i++)
    forSale.push((await addBook(t.app, seller, { name: `Copy ${i}` })).id);
  takenDown = forSale.pop()!;
  const removed = await call(t.app, seller, 'DELETE', `/api/books/${takenDown}`);
  expect(removed.statusCode, removed.body).toBe(200);
});
afterAll(() => t.close());

const locations = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
};
const base = () => t.config.publicUrl;

describe('the sitemap', () => {
  it('is an index of the pages’ file and one file of every book for sale, newest first', async () => {
    expect(await locations(t.app, '/sitemap.xml')).toEqual([
      `${base()}/sitemap-pages.xml`,
      `${base()}/sitemap-books-1.xml`,
    ]);
    expect(await locations(t.app, '/sitemap-pages.xml')).toEqual(
      expect.arrayContaining(CATEGORIES.map((category) => `${base()}/category/${category.id}`)),
    );
    expect(await locations(t.app, '/sitemap-books-1.xml')).toEqual(
      [...forSale].reverse().map((id) => `${base()}/book/${id}`),
    );
    const past = await t.app.inject({ method: 'GET', url: '/sitemap-books-2.xml' });
    expect(past.statusCode).toBe(404);
  });

  it('splits the books into files of the most a file may hold, each book in one of them', async () => {
    const app = await t.anotherServer({ booksPerSitemap: 2 });
    expect(await locations(app, '/sitemap.xml')).toEqual([
      `${base()}/sitemap-pages.xml`,
      `${base()}/sitemap-books-1.xml`,
      `${base()}/sitemap-books-2.xml`,
    ]);
    const first = await locations(app, '/sitemap-books-1.xml');
    const second = await locations(app, '/sitemap-books-2.xml');
    expect(first).toHaveLength(2);
    expect([...first, ...second].sort()).toEqual(
      forSale.map((id) => `${base()}/book/${id}`).sort(),
    );
    expect(first.concat(second).some((address) => address.includes(takenDown))).toBe(false);
    for (const url of ['/sitemap-books-3.xml', '/sitemap-books-0.xml', '/sitemap-books-x.xml'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBeGreaterThanOrEqual(
        400,
      );
  });
});
