// Hostile files sent as photos, on disk and in an S3 bucket: each one refused with a clear error,
// and nothing written — no upload row, no file, no object.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../src/server/db/schema/site';
import { multipart, photo } from '../support/images';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextAddress, signUp, type TestUser } from '../support/users';

type Attack = {
  name: string;
  file: () => Promise<{ filename: string; type: string; data: Buffer }>;
  status: number;
  code: string;
};

const jpeg = () => photo({ width: 32, height: 32 });
const text = (value: string) => Buffer.from(value);

/** One PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 74-byte PNG whose header claims a size no photo has: decoding it would take gigabytes. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const ATTACKS: Attack[] = [
  {
    name: 'an empty file',
    file: async () => ({ filename: 'me.jpg', type: 'image/jpeg', data: Buffer.alloc(0) }),
    status: 400,
    code: 'PHOTO_EMPTY',
  },
  {
    name: 'a 6 MB file',
    file: async () => ({
      filename: 'big.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024, 1)]),
    }),
    status: 413,
    code: 'PHOTO_TOO_LARGE',
  },
  {
    name: 'a text file named .jpg and sent as image/jpeg',
    file: async () => ({ filename: 'me.jpg', type: 'image/jpeg', data: text('just some text') }),
    status: 415,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'an HTML page sent as image/png',
    file: async () => ({
      filename: 'me.png',
      type: 'image/png',
      data: text('<!doctype html><script>alert(document.cookie)</script>'),
    }),
    status: 415,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'an SVG with a script',
    file: async () => ({
      filename: 'me.svg',
      type: 'image/svg+xml',
      data: text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
    }),
    status: 415,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'a PDF',
    file: async () => ({
      filename: 'me.pdf',
      type: 'image/jpeg',
      data: text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
    }),
    status: 415,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'a GIF header followed by JavaScript (a GIF/JS polyglot)',
    file: async () => ({
      filename: 'me.gif',
      type: 'image/gif',
      data: text('GIF89a/*\u0000\u0000*/=alert(document.domain)//;'),
    }),
    status: 415,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'a real JPEG carrying an HTML page in its comment (an image/HTML polyglot)',
    file: async () => ({
      filename: 'me.jpg',
      type: 'image/jpeg',
      data: await sharp(await jpeg())
        .withMetadata()
        .jpeg()
        .toBuffer()
        .then((image) =>
          Buffer.concat([
            image.subarray(0, 2),
            jpegComment('<html><script>alert(document.cookie)</script></html>'),
            image.subarray(2),
          ]),
        ),
    }),
    status: 415,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'a real PNG with a PHP script after its end',
    file: async () => ({
      filename: 'me.png',
      type: 'image/png',
      data: Buffer.concat([
        await sharp(await jpeg())
          .png()
          .toBuffer(),
        text('<?php system($_GET["c"]); ?>'),
      ]),
    }),
    status: 415,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'a pixel bomb: a tiny PNG claiming 100,000 × 100,000 pixels',
    file: async () => ({
      filename: 'bomb.png',
      type: 'image/png',
      data: pngClaiming(100_000, 100_000),
    }),
    status: 422,
    code: 'IMAGE_TOO_LARGE',
  },
  {
    name: 'a pixel bomb: a real 8,000 × 8,000 PNG of one colour (small file, 64 megapixels)',
    file: async () => ({
      filename: 'bomb.png',
      type: 'image/png',
      data: await sharp({
        create: { width: 8000, height: 8000, channels: 3, background: '#fff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    }),
    status: 422,
    code: 'IMAGE_TOO_LARGE',
  },
  {
    name: 'a truncated JPEG',
    file: async () => {
      const whole = await photo({ width: 400, height: 300 });
      return { filename: 'me.jpg', type: 'image/jpeg', data: whole.subarray(0, whole.length / 2) };
    },
    status: 415,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'a real photo with a path for a name (../../etc/passwd)',
    file: async () => ({ filename: '../../etc/passwd', type: 'image/jpeg', data: await jpeg() }),
    status: 400,
    code: 'BAD_FILE_NAME',
  },
  {
    name: 'a real photo with a Windows path for a name',
    file: async () => ({ filename: '..\\..\\boot.ini', type: 'image/jpeg', data: await jpeg() }),
    status: 400,
    code: 'BAD_FILE_NAME',
  },
  {
    name: 'a real photo whose name hides a NUL (me.php\\0.jpg)',
    file: async () => ({ filename: 'me.php\u0000.jpg', type: 'image/jpeg', data: await jpeg() }),
    status: 400,
    code: 'BAD_FILE_NAME',
  },
];

/** A JPEG COM segment holding `comment`. */
function jpegComment(comment: string): Buffer {
  const body = Buffer.from(comment);
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xfffe, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

let s3: S3StandIn;

describe.each([
  { store: 'on disk', bucket: false },
  { store: 'in an S3 bucket', bucket: true },
])('hostile photos $store', ({ bucket }) => {
  let t: TestApp;
  let seller: TestUser;
  const files = () =>
    bucket
      ? readdirSync(s3.dir).filter((name) => name.endsWith('._S3rver_object'))
      : readdirSync(join(t.config.dataDir, 'uploads'));
  beforeAll(async () => {
    if (bucket) s3 = await startS3StandIn();
    t = await createTestApp(bucket ? s3.env : {});
    seller = await signUp(t.app, 'seller');
  });
  afterAll(async () => {
    await t.close();
    if (bucket) await s3.close();
  });

  const send = async (purpose: 'avatar' | 'book', attack: Attack) => {
    const file = await attack.file();
    const form = multipart('image', file.filename, file.type, file.data);
    return t.app.inject({
      method: 'POST',
      url: `/api/uploads/${purpose}`,
      headers: { ...form.headers, ...(purpose === 'book' ? { cookie: seller.cookie } : {}) },
      payload: form.payload,
      remoteAddress: nextAddress(),
    });
  };

  for (const purpose of ['avatar', 'book'] as const) {
    it.each(ATTACKS.map((attack) => [attack.name, attack] as const))(
      `${purpose}: %s is refused and nothing is written`,
      async (_, attack) => {
        const rowsBefore = (await t.db.select().from(upload)).length;
        const filesBefore = files().sort();
        const response = await send(purpose, attack);
        expect(response.statusCode, response.body).toBe(attack.status);
        expect(response.json().error.code).toBe(attack.code);
        expect((await t.db.select().from(upload)).length).toBe(rowsBefore);
        expect(files().sort()).toEqual(filesBefore);
      },
    );
  }

  it('a real photo, for comparison, is stored as one row and two files', async () => {
    const rowsBefore = (await t.db.select().from(upload)).length;
    const filesBefore = files().length;
    const response = await send('avatar', {
      name: 'a photo',
      file: async () => ({ filename: 'IMG_0042.jpg', type: 'image/jpeg', data: await jpeg() }),
      status: 201,
      code: '',
    });
    expect(response.statusCode).toBe(201);
    expect((await t.db.select().from(upload)).length).toBe(rowsBefore + 1);
    expect(files().length).toBe(filesBefore + 2);
  });
});
