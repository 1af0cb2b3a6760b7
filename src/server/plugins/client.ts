import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales';
import type { ChangeCache } from '../cache/changes';
import { appError } from '../errors';
import { requestLocale } from '../locale';
import { acceptedEncoding, compressText } from './compression';
import { livePages, mayBeSignedIn } from './live-pages';
import { withPageShareTags, withShareTags, type ShareCard, type ShareImage } from './share-tags';
import { registerCrawlerFiles, type BookAddresses } from './sitemap';
import type { Visitors } from './visitor';

/**
 * What scripts/prerender.mjs wrote: the prerendered pages, those built again for a server with
 * Google sign-in, the 404 page, and the browser's routes.
 */
type PageManifest = {
  pages: Record<string, string>;
  withGoogle: Record<string, string>;
  notFound: string;
  /** The app's shell in a language other than English (English's is dist/client/index.html). */
  shell: string;
  clientRoutes: string[];
};

/** Where a prerendered page is in `locale`: English at the top, Bangla in its own folder. */
const inLocale = (locale: Locale, file: string) => (locale === 'en' ? file : `${locale}/${file}`);

/** Whether a route pattern such as '/dashboard/payment/:id' matches a path, as React Router does. */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.toLowerCase().split('/').filter(Boolean);
  const have = path.toLowerCase().split('/').filter(Boolean);
  return (
    want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i])
  );
}

const pagePath = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * A page written for this request (its share tags), compressed as the built pages are: the
 * compression plugin only hooks routes, and these are answered by the not-found handler.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, accept-language, cookie');
  const encoding = acceptedEncoding(request);
  return encoding
    ? reply.header('content-encoding', encoding).send(compressText(encoding, html))
    : reply.send(html);
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated. A
 * prerendered public page gets its own HTML; an address one of the browser's routes knows
 * (dashboard, category, book, search) gets index.html for the app to render; any other address
 * gets the 404 page with a 404. Also /robots.txt and /sitemap.xml for crawlers.
 * Unknown /api paths answer a JSON 404 instead.
 */
export async function registerClient(
  app: FastifyInstance,
  rootDir: string,
  {
    publicUrl,
    googleSignIn,
    visitors,
    shareCard,
    pageImage,
    books,
    cache,
  }: {
    publicUrl: string;
    /** What the catalogue's pages rendered for visitors are kept under. */
    cache: ChangeCache;
    googleSignIn: boolean;
    visitors: Visitors;
    /**
     * The Open Graph card of a page the app renders (a book, a category, a seller), if any;
     * 'gone' for a book that is no longer for sale.
     */
    shareCard?: (path: string) => Promise<ShareCard | 'gone' | null>;
    /** The picture a page without a card of its own shows in a link preview, in `locale`. */
    pageImage?: (locale: Locale) => ShareImage;
    /** The books for sale, for the sitemap. */
    books?: BookAddresses;
  },
) {
  const clientDir = join(rootDir, 'dist/client');
  const pagesDir = join(rootDir, 'dist/pages');
  const hasClient = existsSync(join(clientDir, 'index.html'));
  const manifest: PageManifest | null =
    hasClient && existsSync(join(pagesDir, 'pages.json'))
      ? JSON.parse(readFileSync(join(pagesDir, 'pages.json'), 'utf8'))
      : null;
  const pages = new Map(
    Object.entries(manifest?.pages ?? {}).map(([path, file]) => [
      pagePath(path),
      (googleSignIn && manifest?.withGoogle[path]) || file,
    ]),
  );
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join('dist', 'client', 'assets')}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerCrawlerFiles(app, [...pages.keys()], publicUrl, books);

  // The app's shell and the prerendered pages, read once each, for pages that get their share
  // tags written into them.
  const shell = hasClient ? readFileSync(join(clientDir, 'index.html'), 'utf8') : '';
  const texts = new Map<string, string>();
  const pageText = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readFileSync(join(pagesDir, file), 'utf8')));
    return text;
  };
  const shellIn = (locale: Locale) =>
    locale === 'en' || !manifest ? shell : pageText(inLocale(locale, manifest.shell));
  const live = manifest
    ? await livePages(app, rootDir, { googleSignIn, shellIn, log: app.log, cache })
    : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage =
      hasClient &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/uploads/') &&
      !path.startsWith('/assets/');
    if (!wantsPage) throw appError('NOT_FOUND', { params: { method: request.method, path } });
    // A page is in the reader's language: their choice, else their browser's.
    reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
    visitors.ensure(request, reply);
    if (!manifest) return reply.sendFile('index.html');
    const locale = requestLocale(request);
    const page = pages.get(pagePath(path));
    const found = shareCard && (await shareCard(path));
    // A book sold or taken down: the app says so and offers others like it, under a 410.
    if (found === 'gone') reply.code(410);
    const card = found === 'gone' ? null : found;
    // A page without a card of its own tells a link preview what it says itself.
    const ownTags = (html: string) =>
      pageImage
        ? withPageShareTags(html, {
            url: publicUrl + pagePath(path),
            locale,
            image: pageImage(locale),
          })
        : html;
    // A visitor's public pages, with the catalogue's data in them: the prerendered ones, and a
    // book's or a seller's that exists (it has a card).
    const livePath = page ? pagePath(path) : path.replace(/\/+$/, '');
    const livePage =
      (page || card) && live?.has(livePath) && !mayBeSignedIn(request)
        ? await live.render(livePath, locale)
        : null;
    if (livePage)
      return sendPage(request, reply, card ? withShareTags(livePage, card) : ownTags(livePage));
    if (page && !card) return sendPage(request, reply, ownTags(pageText(inLocale(locale, page))));
    if (page)
      return sendPage(request, reply, withShareTags(pageText(inLocale(locale, page)), card!));
    if (manifest.clientRoutes.some((pattern) => matchesRoute(pattern, path))) {
      const shellFile = locale === 'en' ? null : inLocale(locale, manifest.shell);
      if (!card)
        return shellFile ? reply.sendFile(shellFile, pagesDir) : reply.sendFile('index.html');
      return sendPage(request, reply, withShareTags(shellFile ? pageText(shellFile) : shell, card));
    }
    return reply.code(404).sendFile(inLocale(locale, manifest.notFound), pagesDir);
  });
}
