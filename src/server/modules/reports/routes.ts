import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZIdParam, ZOk } from '../../../shared/schemas/common';
import { ZReportedBook, ZReportInput } from '../../../shared/schemas/books';
import type { Database } from '../../db/client';
import { dismissReports, listReportedBooks, reportBook } from './service';
import { LIMITS } from '../../plugins/limits';

const errors = errorResponses(400, 401, 403, 404, 409);

export function reportRoutes(app: FastifyInstance, db: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/books/:id/report', {
    config: {
      access: ['buyer'],
      limits: LIMITS.report,
    },
    schema: {
      tags: ['reports'],
      summary: 'Report a book to the admins; reporting twice is harmless',
      params: ZIdParam('listing.notFound'),
      body: ZReportInput.optional(),
      response: { 200: ZOk, ...errors },
    },
    handler: async (request) => {
      await reportBook(db, request.user!.id, request.params.id, request.body?.reason);
      return { ok: true as const };
    },
  });
  r.get('/api/admin/reported-books', {
    config: { access: ['admin'] },
    schema: {
      tags: ['reports'],
      summary: 'Books with open reports',
      response: { 200: ZReportedBook.array(), ...errors },
    },
    handler: () => listReportedBooks(db),
  });
  r.post('/api/admin/reported-books/:id/dismiss', {
    config: { access: ['admin'] },
    schema: {
      tags: ['reports'],
      summary: "Close a book's reports and keep it on the market",
      params: ZIdParam('listing.notFound'),
      response: { 200: ZOk, ...errors },
    },
    handler: async (request) => {
      await dismissReports(db, request.user!.id, request.params.id);
      return { ok: true as const };
    },
  });
}
