import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/schemas/common';
import { hasControlCharacter } from '../../../shared/schemas/text';
import { MAX_UPLOAD_BYTES, UPLOADS_PATH, ZUpload } from '../../../shared/schemas/uploads';
import type { Database } from '../../db/client';
import { appError } from '../../errors';
import { LIMITS } from '../../plugins/limits';
import { IMAGE_HEADERS, type ImageStorage } from '../../storage/storage';
import { createUpload, deleteExpiredUploads } from './service';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

const photoRequired = () => appError('PHOTO_REQUIRED');

/** Turns a failure to read the multipart body into the caller's error, never a 500. */
function refuseUnreadable(error: { code?: string; statusCode?: number }): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw appError('PHOTO_TOO_LARGE');
  // A text field where the file should be: the photo is what is missing.
  if (error.code === 'FST_FIELDS_LIMIT') throw photoRequired();
  if (error.statusCode !== undefined && error.statusCode < 500) throw error;
  // The parser's own errors (no boundary, a body cut short) carry no status: the body is malformed.
  throw appError('MALFORMED_UPLOAD');
}

/** The bytes of the one file part `image`; an empty file is refused before anything decodes it. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file().catch(refuseUnreadable);
  if (!file || file.fieldname !== 'image') throw photoRequired();
  // Browsers send a file's own name, never a path; we never use it, and refuse one that is a path.
  const name = file.filename;
  if (/[/\\]|^\.\.?$/.test(name) || hasControlCharacter(name)) throw appError('BAD_FILE_NAME');
  const data = await file.toBuffer().catch(refuseUnreadable);
  if (data.length === 0) throw appError('PHOTO_EMPTY');
  return data;
}

export async function uploadRoutes(
  app: FastifyInstance,
  db: Database,
  storage: ImageStorage & { dir?: string },
) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2 },
    // The name as sent, path and all, so a name that is a path can be refused rather than trimmed.
    preservePath: true,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 401, 403, 413, 415, 422, 429);
  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) throw appError('NOT_AN_IMAGE');
    const data = await readPhoto(request);
    const created = await createUpload(db, storage, data, request.user?.id ?? null);
    return reply.status(201).send(created);
  };
  const about =
    'Multipart field `image`, at most 5 MB: decoded, stripped of its metadata, re-encoded to WebP. ' +
    'An upload that no record uses within 24 hours is deleted.';

  r.post('/api/uploads/avatar', {
    config: { access: 'public', limits: LIMITS.upload },
    schema: {
      tags: ['uploads'],
      summary: "Upload a person's photo: anyone may, since signing up needs one first",
      description: about,
      consumes: ['multipart/form-data'],
      response: { 201: ZUpload, ...errors },
    },
    handler: upload,
  });
  r.post('/api/uploads/book', {
    config: { access: ['seller'], limits: LIMITS.upload },
    schema: {
      tags: ['uploads'],
      summary: "Upload a book's photo (sellers)",
      description: about,
      consumes: ['multipart/form-data'],
      response: { 201: ZUpload, ...errors },
    },
    handler: upload,
  });

  // Processed images: cached for a year (their names never change) and never run as a page. From
  // disk the static plugin serves them (ranges, validators); from a bucket, this route streams them.
  const IMAGE_PATH = /^\/[A-Za-z0-9_-]{22}(-thumb)?\.webp$/;
  if (storage.dir) {
    await app.register(fastifyStatic, {
      root: storage.dir,
      prefix: UPLOADS_PATH,
      decorateReply: false,
      index: false,
      allowedPath: (path) => IMAGE_PATH.test(path),
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(IMAGE_HEADERS)) res.header(name, value);
      },
    });
  } else {
    app.get('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!IMAGE_PATH.test(`/${name}`)) throw appError('NOT_FOUND', { message: 'imageNotFound' });
      const etag = request.headers['if-none-match'];
      const image = await storage.get(name, typeof etag === 'string' ? etag : undefined);
      if (image === null) throw appError('NOT_FOUND', { message: 'imageNotFound' });
      reply.headers(IMAGE_HEADERS);
      if (image === 'not-modified') return reply.status(304).send();
      reply.type('image/webp');
      if (image.etag) reply.header('etag', image.etag);
      if (image.length !== undefined) reply.header('content-length', image.length);
      return reply.send(image.body);
    });
  }

  const sweep = () =>
    deleteExpiredUploads(db, storage).catch((error) =>
      app.log.error({ err: error }, 'upload sweep failed'),
    );
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}
