import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CATEGORIES } from '../../shared/constants';
import { appError } from '../errors';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const ADDRESSES_PER_SITEMAP = 50_000;

/** The books for sale, as the sitemap lists them: how many, and one file's worth of ids. */
export type BookAddresses = {
  perFile: number;
  count: () => Promise<number>;
  /** The ids in file `index` (from 0), newest first. */
  page: (index: number) => Promise<string[]>;
};

const xml = (reply: FastifyReply, lines: string[]) =>
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n'));

/**
 * A books file as sent: 50,000 addresses are 3.5 MB of XML, written and gzipped once for each
 * list of ids the catalogue cache hands out (a new list when the catalogue changes), not per
 * request.
 */
const bookFilesSent = new WeakMap<string[], { xml: string; gzipped: Buffer }>();
function sendBookFile(request: FastifyRequest, reply: FastifyReply, ids: string[], base: string) {
  let sent = bookFilesSent.get(ids);
  if (!sent) {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      ...urlset(ids.map((id) => `${base}/book/${id}`)),
      '',
    ].join('\n');
    bookFilesSent.set(ids, (sent = { xml, gzipped: gzipSync(xml) }));
  }
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    ? reply.header('content-encoding', 'gzip').send(sent.gzipped)
    : reply.send(sent.xml);
}

const urlset = (addresses: string[]) => [
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...addresses.map((address) => `  <url><loc>${address}</loc></url>`),
  '</urlset>',
];

/**
 * robots.txt lets crawlers in everywhere but the API and the signed-in dashboard, and names the
 * sitemap. /sitemap.xml is an index: the public pages, the articles and the categories in one
 * file, and every book for sale in files of at most 50,000 (`/sitemap-books-1.xml`, …).
 */
export function registerCrawlerFiles(
  app: FastifyInstance,
  publicPaths: string[],
  publicUrl: string,
  books?: BookAddresses,
) {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /dashboard',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
  const bookFiles = async () =>
    books ? Math.max(1, Math.ceil((await books.count()) / books.perFile)) : 0;
  app.get('/sitemap.xml', async (_request, reply) => {
    const files = ['/sitemap-pages.xml'];
    for (let n = 1; n <= (await bookFiles()); n++) files.push(`/sitemap-books-${n}.xml`);
    return xml(reply, [
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...files.map((file) => `  <sitemap><loc>${publicUrl}${file}</loc></sitemap>`),
      '</sitemapindex>',
    ]);
  });
  app.get('/sitemap-pages.xml', (_request, reply) => {
    const paths = new Set([
      ...publicPaths,
      ...CATEGORIES.map((category) => `/category/${category.id}`),
    ]);
    return xml(reply, urlset([...paths].map((path) => publicUrl + path)));
  });
  app.get(
    '/sitemap-books-:n.xml',
    { schema: { params: z.object({ n: z.coerce.number().int().min(1) }) } },
    async (request, reply) => {
      const { n } = request.params as { n: number };
      if (!books || n > (await bookFiles()))
        throw appError('NOT_FOUND', { params: { method: 'GET', path: request.url } });
      return sendBookFile(request, reply, await books.page(n - 1), publicUrl);
    },
  );
}
