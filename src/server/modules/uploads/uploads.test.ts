import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook } from '../../../../tests/support/books';
import { multipart, photo } from '../../../../tests/support/images';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { nextAddress, signUp, type TestUser } from '../../../../tests/support/users';
import { user } from '../../db/schema/auth';
import { bookPhoto } from '../../db/schema/catalog';
import { upload as uploadTable } from '../../db/schema/site';
import { localStorage } from '../../storage/local';
import { eq, inArray } from 'drizzle-orm';
import { processImage } from './images';
import { deleteExpiredUploads } from './service';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, 'seller');
  buyer = await signUp(t.app, 'buyer');
});
afterAll(() => t.close());

const upload = (
  file: { name: string; type: string; data: Buffer },
  options: { cookie?: string; purpose?: string; ip?: string } = {},
) => {
  const form = multipart('image', file.name, file.type, file.data);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads/${options.purpose ?? 'avatar'}`,
    headers: { ...form.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: form.payload,
    remoteAddress: options.ip ?? nextAddress(),
  });
};

describe('photo uploads', () => {
  it('re-encodes a photo to WebP with a thumbnail, served with long cache headers and never as a page', async () => {
    const response = await upload({
      name: 'cover.jpg',
      type: 'image/jpeg',
      data: await photo({ width: 2400, height: 1800 }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ width: 1200, height: 900 });
    expect(body.url).toMatch(/^\/uploads\/[\w-]{22}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const thumbnail = await t.app.inject({ method: 'GET', url: body.thumbnailUrl });
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(400);
  });

  it("removes the photo's EXIF GPS position", async () => {
    const original = await photo({ gps: true });
    expect(ExifReader.load(original).GPSLatitude).toBeDefined();
    const { url } = (await upload({ name: 'me.jpg', type: 'image/jpeg', data: original })).json();
    const stored = (await t.app.inject({ method: 'GET', url })).rawPayload;
    const tags = ExifReader.load(stored);
    expect(Object.keys(tags).filter((k) => k.startsWith('GPS'))).toEqual([]);
    expect(tags.Make).toBeUndefined();
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const response = await upload({
      name: 'photo.png',
      type: 'image/png',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'This file is not an image. Choose a JPG, PNG, WebP, GIF or AVIF photo.',
    );
  });

  it('refuses an SVG, which is a document rather than a photo', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload({ name: 'logo.svg', type: 'image/svg+xml', data: svg })).statusCode).toBe(
      415,
    );
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const big = Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload({ name: 'big.jpg', type: 'image/jpeg', data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The photo must be 5 MB or smaller');
  });

  it('refuses an image with an absurd pixel count', async () => {
    // 10000 × 10000 of one colour compresses to a small PNG but would take 400 MB to decode.
    const bomb = await sharp({
      create: { width: 10000, height: 10000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const response = await upload({ name: 'bomb.png', type: 'image/png', data: bomb });
    expect(response.statusCode).toBe(422);
  });

  it('lets only sellers upload book photos', async () => {
    const file = { name: 'book.jpg', type: 'image/jpeg', data: await photo() };
    expect((await upload(file, { purpose: 'book' })).statusCode).toBe(401);
    expect((await upload(file, { purpose: 'book', cookie: buyer.cookie })).statusCode).toBe(403);
    expect((await upload(file, { purpose: 'book', cookie: seller.cookie })).statusCode).toBe(201);
  });

  it("limits a browser's anonymous uploads to ten an hour; browsers without a visitor cookie share their address's", async () => {
    const file = { name: 'me.jpg', type: 'image/jpeg', data: await photo() };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await upload(file, { ip: '10.99.0.1' })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('an empty upload is refused before decoding', async () => {
    const response = await upload({ name: 'empty.jpg', type: 'image/jpeg', data: Buffer.alloc(0) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'PHOTO_EMPTY',
      message: 'The photo file is empty.',
    });
  });

  it('an empty buffer handed to the decoder is refused as not an image, not a 500', async () => {
    await expect(processImage(Buffer.alloc(0))).rejects.toMatchObject({
      code: 'NOT_AN_IMAGE',
      status: 415,
    });
  });

  it('an upload of truncated image bytes is refused as not an image', async () => {
    const truncated = (await photo()).subarray(0, 100);
    const response = await upload({ name: 'cut.jpg', type: 'image/jpeg', data: truncated });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('NOT_AN_IMAGE');
  });

  it.each([
    ['no parts at all', ''],
    ['a text field in place of the file', 'name="image"\r\n\r\nnot a file\r\n'],
  ])('a multipart upload with %s asks for the photo', async (_what, part) => {
    const boundary = '----boipokaNoFile';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/avatar',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part ? `--${boundary}\r\nContent-Disposition: form-data; ${part}` : ''}--${boundary}--\r\n`,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'PHOTO_REQUIRED',
      message: 'Photo is Required',
    });
  });

  it('a multipart upload cut off before its closing boundary is refused, not a 500', async () => {
    const form = multipart('image', 'me.jpg', 'image/jpeg', await photo());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/avatar',
      headers: form.headers,
      payload: form.payload.subarray(0, form.payload.length - 200),
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MALFORMED_UPLOAD');
  });

  it('a multipart content type without a boundary is refused, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/avatar',
      headers: { 'content-type': 'multipart/form-data' },
      payload: multipart('image', 'me.jpg', 'image/jpeg', await photo()).payload,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MALFORMED_UPLOAD');
  });

  it('deletes an upload no record used within a day, and keeps one a record uses', async () => {
    const unused = (
      await upload({ name: 'a.jpg', type: 'image/jpeg', data: await photo() })
    ).json();
    const storage = localStorage(join(t.config.dataDir, 'uploads'));
    const file = (url: string) => join(storage.dir, url.replace('/uploads/', ''));
    expect(existsSync(file(unused.url))).toBe(true);
    expect(await deleteExpiredUploads(t.db, storage, Date.now() + 60_000)).toBe(0);
    await deleteExpiredUploads(t.db, storage, Date.now() + 25 * 60 * 60 * 1000);
    expect(existsSync(file(unused.url))).toBe(false);
    expect(existsSync(file(unused.thumbnailUrl))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
    // The sign-up photos of the seller and the buyer are in use and stay.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: seller.cookie },
    });
    expect(existsSync(file(me.json().image))).toBe(true);
  });

  it('never deletes an upload a book or a person shows, even one marked unattached', async () => {
    const listed = await addBook(t.app, seller);
    const [cover] = await t.db
      .select({ id: bookPhoto.uploadId })
      .from(bookPhoto)
      .where(eq(bookPhoto.bookId, listed.id));
    const [avatar] = await t.db
      .select({ id: user.imageUploadId })
      .from(user)
      .where(eq(user.id, buyer.id));
    const inUse = [cover!.id, avatar!.id!];
    await t.db.update(uploadTable).set({ attachedAt: null }).where(inArray(uploadTable.id, inUse));
    const storage = localStorage(join(t.config.dataDir, 'uploads'));
    await deleteExpiredUploads(t.db, storage, Date.now() + 25 * 60 * 60 * 1000);
    const kept = await t.db
      .select({ id: uploadTable.id })
      .from(uploadTable)
      .where(inArray(uploadTable.id, inUse));
    expect(kept).toHaveLength(2);
    for (const id of inUse) {
      for (const size of ['', '-thumb'])
        expect(existsSync(join(storage.dir, `${id}${size}.webp`))).toBe(true);
    }
  });
});
