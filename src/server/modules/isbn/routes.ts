import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toIsbn13 } from '../../../shared/book-details';
import { errorResponses } from '../../../shared/schemas/common';
import { ZUpload } from '../../../shared/schemas/uploads';
import type { Database } from '../../db/client';
import { AppError, appError } from '../../errors';
import { LIMITS } from '../../plugins/limits';
import type { ImageStorage } from '../../storage/storage';
import { createUpload } from '../uploads/service';
import { LookupUnavailable, type IsbnLookup } from './lookup';

const ZIsbnDetails = z
  .object({
    isbn: z.string(),
    title: z.string(),
    author: z.string().nullable(),
    /** The cover, as the seller's own upload: the Add A Book form uses it as the photo. */
    cover: ZUpload.nullable(),
  })
  .meta({ id: 'IsbnDetails' });

export function isbnRoutes(
  app: FastifyInstance,
  { db, storage, lookup }: { db: Database; storage: ImageStorage; lookup: IsbnLookup },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/isbn/:isbn', {
    config: { access: ['seller'], limits: LIMITS.isbn },
    schema: {
      tags: ['books'],
      summary:
        "An ISBN's title, author and cover, from Open Library: a 404 or 503 means the seller types them",
      params: z.object({ isbn: z.string().max(20) }),
      response: { 200: ZIsbnDetails, ...errorResponses(400, 401, 403, 404, 429, 503) },
    },
    handler: async (request) => {
      const isbn = toIsbn13(request.params.isbn);
      if (!isbn) throw appError('ISBN_INVALID');
      // One deadline for the whole look-up: the seller waits at most that long, cover and all.
      const deadline = lookup.deadline();
      let details;
      try {
        details = await lookup.details(isbn, deadline);
      } catch (error) {
        if (!(error instanceof LookupUnavailable)) throw error;
        throw appError('ISBN_LOOKUP_UNAVAILABLE');
      }
      if (!details) throw appError('ISBN_NOT_FOUND');
      const bytes = details.coverId === null ? null : await lookup.cover(details.coverId, deadline);
      let cover = null;
      if (bytes) {
        try {
          cover = await createUpload(db, storage, bytes, request.user!.id);
        } catch (error) {
          // A cover that is not an image we take is left out; the seller adds a photo.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return { isbn, title: details.title, author: details.author, cover };
    },
  });
}
