// Every browser asks for compressed answers. An answer the same as one sent lately (a page of
// books, the same for everyone until the catalog changes) goes compressed as it went then; what
// changes in the catalog is what the next browser gets.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../support/books';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller', 'Keya Seller');
  for (let i = 0; i < 6; i++) await addBook(t.app, seller, { name: `Kept answer ${i}` });
});
afterAll(() => t.close());

const BROWSER = 'gzip, deflate, br, zstd';
const books = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/books?q=kept',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    remoteAddress: nextAddress(),
  });
const decoded = (response: Awaited<ReturnType<typeof books>>) => {
  const encoding = response.headers['content-encoding'];
  const body = response.rawPayload;
  const text =
    encoding === 'br'
      ? brotliDecompressSync(body).toString()
      : encoding === 'gzip'
        ? gunzipSync(body).toString()
        : body.toString();
  return JSON.parse(text) as { items: { name: string }[] };
};

describe('an answer sent to browsers again', () => {
  it('arrives compressed, the same bytes each time, and reads as the plain answer does', async () => {
    const plain = await books();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items).toHaveLength(6);
    const first = await books(BROWSER);
    const again = await books(BROWSER);
    for (const response of [first, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(response)).toEqual(plain.json());
    }
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // A browser that takes only gzip gets gzip.
    const gzipped = await books('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toEqual(plain.json());
  });

  it('shows a book listed since: the compressed copy goes with the answer it was made from', async () => {
    expect(decoded(await books(BROWSER)).items).toHaveLength(6);
    await addBook(t.app, seller, { name: 'Kept answer, new' });
    await expect
      .poll(async () => decoded(await books(BROWSER)).items.map((item) => item.name))
      .toContain('Kept answer, new');
  });
});
