// A book's photos: up to five of the seller's own uploads, each once, the cover first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredUploads } from '../../src/server/modules/uploads/service';
import { localStorage } from '../../src/server/storage/local';
import type { Book } from '../../src/shared/schemas/books';
import type { Upload } from '../../src/shared/schemas/uploads';
import { multipart, photo } from '../support/images';
import { addBook, bookInput } from '../support/books';
import { call } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, uploadPhoto, type TestUser } from '../support/users';

let t: TestApp;
let seller: TestUser;
let rival: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller');
  rival = await signUp(t.app, 'seller');
});
afterAll(() => t.close());

const photosOf = async (who: TestUser, n: number) => {
  const urls: string[] = [];
  for (let i = 0; i < n; i++)
    urls.push(await uploadPhoto(t.app, { cookie: who.cookie, purpose: 'book' }));
  return urls;
};
const post = (body: object) => call(t.app, seller, 'POST', '/api/books', bookInput(body));

/** Uploads a book photo as the seller; answers the whole answer (id, url, thumbnailUrl). */
async function uploadBookPhoto(width: number): Promise<Upload> {
  const form = multipart('image', 'p.jpg', 'image/jpeg', await photo({ width, height: width }));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/book',
    headers: { ...form.headers, cookie: seller.cookie },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const widthOf = async (url: string) => {
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode, url).toBe(200);
  expect(served.headers['content-type'], url).toBe('image/webp');
  return (await sharp(served.rawPayload).metadata()).width;
};

describe('a book’s photos', () => {
  it('keeps up to five in order, the first as the cover, and shows them with thumbnails', async () => {
    const urls = await photosOf(seller, 3);
    const created = await post({ image: urls[0], photos: urls });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().image).toBe(urls[0]);
    expect(created.json().photos.map((p: { url: string }) => p.url)).toEqual(urls);
    // A book given one image has that one photo.
    const single = (await addBook(t.app, seller)) as unknown as Book;
    expect(single.photos).toEqual([
      { id: expect.any(String), url: single.image, thumbnail: single.thumbnail },
    ]);
  });

  it('named by their upload ids, come back in order, each address serving its image and its thumbnail a smaller one', async () => {
    const uploads = [await uploadBookPhoto(900), await uploadBookPhoto(700)];
    uploads.push(await uploadBookPhoto(500));
    const ids = uploads.map((u) => u.id);
    const created = await post({ image: ids[0], photos: ids });
    expect(created.statusCode, created.body).toBe(201);
    const book = (
      await call(t.app, seller, 'GET', `/api/books/${created.json().id}`)
    ).json() as Book;
    expect(book.photos).toEqual(
      uploads.map((u) => ({ id: u.id, url: u.url, thumbnail: u.thumbnailUrl })),
    );
    expect({ image: book.image, thumbnail: book.thumbnail }).toEqual({
      image: uploads[0]!.url,
      thumbnail: uploads[0]!.thumbnailUrl,
    });
    for (const [i, photo] of book.photos.entries()) {
      expect(await widthOf(photo.url)).toBe([900, 700, 500][i]);
      expect(await widthOf(photo.thumbnail)).toBe(400);
    }
    // The list shows the same cover, in the seller's table too.
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/books?q=${encodeURIComponent(book.name)}` })
    ).json() as { items: Book[] };
    const inList = listed.items.find((b) => b.id === book.id)!;
    expect(inList.photos).toEqual(book.photos);
    expect(inList.thumbnail).toBe(uploads[0]!.thumbnailUrl);
    const mine = (await call(t.app, seller, 'GET', '/api/me/books')).json() as Book[];
    expect(mine.find((b) => b.id === book.id)).toMatchObject({
      image: uploads[0]!.url,
      thumbnail: uploads[0]!.thumbnailUrl,
    });
  });

  it('refuses a photo that is neither an upload id nor an upload’s address', async () => {
    for (const image of [
      '/uploads/../secret.webp',
      'https://evil.example/x.webp',
      'x'.repeat(21),
    ]) {
      const refused = await post({ image });
      expect(refused.statusCode, image).toBe(400);
    }
  });

  it('refuses six photos, the same photo twice, a cover that is not the first, and another seller’s upload, keeping nothing', async () => {
    const six = await photosOf(seller, 6);
    const before = (await call(t.app, seller, 'GET', '/api/me/books')).json().length;
    for (const [body, status] of [
      [{ image: six[0], photos: six }, 400],
      [{ image: six[0], photos: [six[0], six[0]] }, 400],
      [{ image: six[1], photos: [six[0], six[1]] }, 400],
    ] as const) {
      const refused = await post(body);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().error.code).toBeTruthy();
    }
    const [theirs] = await photosOf(rival, 1);
    const stolen = await post({ image: six[0], photos: [six[0], theirs] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.code).toBe('PHOTO_UNAVAILABLE');
    expect((await call(t.app, seller, 'GET', '/api/me/books')).json()).toHaveLength(before);
  });

  it('an edit puts the photos in a new order and changes the cover with them', async () => {
    const urls = await photosOf(seller, 2);
    const created = (await post({ image: urls[0], photos: urls })).json();
    const [added] = await photosOf(seller, 1);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/books/${created.id}`,
      payload: { photos: [added, urls[1], urls[0]] },
      headers: { cookie: seller.cookie },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().image).toBe(added);
    expect(changed.json().photos.map((p: { url: string }) => p.url)).toEqual([
      added,
      urls[1],
      urls[0],
    ]);
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/books?q=${encodeURIComponent(created.name)}` })
    ).json();
    expect(listed.items.find((b: { id: string }) => b.id === created.id)?.image).toBe(added);
  });

  it('a photo an edit takes off is let go and deleted with the day’s unused uploads; the kept ones stay', async () => {
    const urls = await photosOf(seller, 3);
    const created = (await post({ image: urls[0], photos: urls })).json();
    const edit = (photos: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/books/${created.id}`,
        payload: { photos },
        headers: { cookie: seller.cookie },
      });
    expect((await edit([urls[2]!, urls[0]!])).statusCode).toBe(200);

    const storage = localStorage(join(t.config.dataDir, 'uploads'));
    const file = (url: string) => join(storage.dir, url.replace('/uploads/', ''));
    await deleteExpiredUploads(t.db, storage, Date.now() + 25 * 60 * 60 * 1000);
    expect(existsSync(file(urls[1]!))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: urls[1]! })).statusCode).toBe(404);
    for (const kept of [urls[0]!, urls[2]!]) expect(existsSync(file(kept))).toBe(true);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/books/${created.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(page.json().photos.map((p: { url: string }) => p.url)).toEqual([urls[2], urls[0]]);
  });

  it('an edit that leaves the photos alone lets none of them go', async () => {
    const urls = await photosOf(seller, 2);
    const created = (await post({ image: urls[0], photos: urls })).json();
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/books/${created.id}`,
      payload: { name: 'Renamed, photos kept' },
      headers: { cookie: seller.cookie },
    });
    expect(renamed.statusCode).toBe(200);
    const storage = localStorage(join(t.config.dataDir, 'uploads'));
    await deleteExpiredUploads(t.db, storage, Date.now() + 25 * 60 * 60 * 1000);
    for (const url of urls)
      expect(existsSync(join(storage.dir, url.replace('/uploads/', '')))).toBe(true);
  });
});
