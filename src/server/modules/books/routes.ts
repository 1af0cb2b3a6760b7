import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParam, ZOk } from '../../../shared/schemas/common';
import {
  ZBook,
  ZBookInput,
  ZBookPage,
  ZBookPatch,
  ZBookQuery,
  ZCategoryBooks,
  ZMyBook,
} from '../../../shared/schemas/books';
import type { ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import {
  advertiseBook,
  createBook,
  deleteBook,
  fillLatinSpellings,
  getBook,
  listBooks,
  listCategoryBooks,
  listMyBooks,
  updateBook,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['books'];

/** A category's list filters and sorts as search does; without words, best match means nothing. */
const ZCategoryBookQuery = ZBookQuery.pick({
  campus: true,
  verifiedStudents: true,
  condition: true,
  minPrice: true,
  maxPrice: true,
  cursor: true,
  limit: true,
}).extend({ sort: z.enum(['newest', 'price-asc', 'price-desc']).optional() });

export function bookRoutes(app: FastifyInstance, db: Database, cache: ChangeCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Books listed before titles kept a Latin spelling get theirs before the first search.
  app.addHook('onReady', () => fillLatinSpellings(db));

  r.get('/api/books', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Books for sale: words in Bangla or English letters, a course code in any spelling, typos corrected (`correctedQuery`); filters, sorting, 24 a page; the first page counts them (to 1,000)',
      querystring: ZBookQuery,
      response: { 200: ZBookPage, ...errorResponses(400) },
    },
    handler: (request) => listBooks(db, cache, request.query, request.user?.id ?? null),
  });
  r.get('/api/categories/:id/books', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "A category's books for sale, newest first or by price, filtered, a page at a time; the first page counts them",
      params: z.object({ id: z.string() }),
      querystring: ZCategoryBookQuery,
      response: { 200: ZCategoryBooks, ...errors },
    },
    handler: (request) =>
      listCategoryBooks(db, cache, request.params.id, request.query, request.user!.id),
  });
  r.get('/api/books/:id', {
    // A shared link opens the book for anyone; the seller's phone and offer floor stay theirs.
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'One book, with every field; 410 once it is sold (to anyone but its seller and buyer) or taken down',
      params: ZIdParam('listing.notFound'),
      response: { 200: ZBook, ...errors, ...errorResponses(410) },
    },
    handler: (request) => getBook(db, cache, request.params.id, request.user?.id ?? null),
  });
  r.post('/api/books', {
    config: { access: ['seller'] },
    schema: {
      tags,
      summary: 'Put a book up for sale (its photo uploaded first); prices in taka',
      body: ZBookInput,
      response: { 201: ZBook, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createBook(db, request.user!.id, request.body)),
  });
  r.patch('/api/books/:id', {
    config: { access: ['seller'] },
    schema: {
      tags,
      summary: "Change one's own unsold book",
      params: ZIdParam('listing.notFound'),
      body: ZBookPatch,
      response: { 200: ZBook, ...errors },
    },
    handler: (request) => updateBook(db, request.user!.id, request.params.id, request.body),
  });
  r.get('/api/me/books', {
    config: { access: ['seller'] },
    schema: {
      tags,
      summary: "The seller's own books (My Products)",
      response: { 200: ZMyBook.array(), ...errors },
    },
    handler: (request) => listMyBooks(db, request.user!.id),
  });
  r.post('/api/books/:id/advertise', {
    config: { access: ['seller'] },
    schema: {
      tags,
      summary: "Advertise one's own available book on the home page",
      params: ZIdParam('listing.notFound'),
      response: { 200: ZBook, ...errors },
    },
    handler: (request) => advertiseBook(db, request.user!.id, request.params.id),
  });
  r.delete('/api/books/:id', {
    config: { access: ['seller', 'admin'] },
    schema: {
      tags,
      summary: 'Take a book off the market: its seller, or an admin for a reported book',
      params: ZIdParam('listing.notFound'),
      response: { 200: ZOk, ...errors },
    },
    handler: async (request) => {
      await deleteBook(db, request.user!, request.params.id);
      return { ok: true as const };
    },
  });
}
