import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { deleteExpiredUploads } from '../../src/server/modules/uploads/service';
import { s3Storage } from '../../src/server/storage/s3';
import { multipart, photo } from '../support/images';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress } from '../support/users';

let s3: S3StandIn;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3StandIn();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function uploadAvatar() {
  const form = multipart('image', 'me.jpg', 'image/jpeg', await photo({ width: 800, height: 600 }));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/avatar',
    headers: form.headers,
    payload: form.payload,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { url: string; thumbnailUrl: string };
}

const nameOf = (url: string) => url.slice('/uploads/'.length);
const inBucket = (url: string) => readdirSync(s3.dir).some((f) => f.startsWith(nameOf(url)));

describe('photos in an S3-compatible bucket (S3_BUCKET set)', () => {
  it('stores an upload in the bucket, not on the disk, and serves it with the same headers', async () => {
    const { url, thumbnailUrl } = await uploadAvatar();
    expect(inBucket(url)).toBe(true);
    expect(inBucket(thumbnailUrl)).toBe(true);
    expect(existsSync(join(t.config.dataDir, 'uploads', nameOf(url)))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
  });

  it('a photo uploaded through one server is served by another on the same bucket', async () => {
    const { url } = await uploadAvatar();
    const other = await t.anotherServer();
    const served = await other.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers 304 to a browser that already has the photo, by its ETag', async () => {
    const { url } = await uploadAvatar();
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for an image the bucket does not hold, or a name that is not an image', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    for (const url of ['/uploads/..%2Fsecret.webp', '/uploads/x.svg', '/uploads/']) {
      expect([400, 404]).toContain((await t.app.inject({ method: 'GET', url })).statusCode);
    }
  });

  it('an upload nobody claimed is swept from the bucket', async () => {
    const { url, thumbnailUrl } = await uploadAvatar();
    const storage = await s3Storage(t.config.s3!);
    await deleteExpiredUploads(t.db, storage, Date.now() + 25 * 60 * 60 * 1000);
    expect(inBucket(url)).toBe(false);
    expect(inBucket(thumbnailUrl)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('a bucket that cannot be reached stops the start with one line naming it', async () => {
    const missing = await s3Storage({ ...t.config.s3!, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow(
      new ConfigError(
        `Invalid configuration: S3_BUCKET no-such-bucket at S3_ENDPOINT ${s3.env.S3_ENDPOINT}: no such bucket`,
      ),
    );
    const nobodyThere = await s3Storage({ ...t.config.s3!, endpoint: 'http://127.0.0.1:1' });
    await expect(nobodyThere.check()).rejects.toThrow(
      /^Invalid configuration: S3_BUCKET boipoka-photos at S3_ENDPOINT http:\/\/127\.0\.0\.1:1: \S/,
    );
  });

  it('bucket settings without S3_BUCKET are refused rather than ignored', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid configuration: S3_BUCKET is required with S3_ENDPOINT',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'Invalid configuration: S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID',
    );
  });
});
