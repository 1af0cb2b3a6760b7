import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales';
import { CATALOG, type ChangeCache } from '../cache/changes';

/** What the build's server rendering module (src/client/prerender.tsx) offers the server. */
type RenderingModule = {
  LIVE_PATHS: string[];
  isLivePage: (path: string) => boolean;
  PAGE_STATE_ELEMENT_ID: string;
  SITE_CONFIG_ELEMENT_ID: string;
  renderLivePage: (
    path: string,
    config: { googleSignIn: boolean },
    locale: Locale,
    transport: typeof fetch,
  ) => Promise<{ html: string; state: string }>;
  pageDocument: (shell: string, path: string, rendered: string, head?: string) => string;
  jsonElement: (id: string, json: string) => string;
};

/** The longest a rendered page is served: any change to the catalogue renders the fixed ones sooner. */
export const LIVE_PAGE_FRESH_MS = 60_000;
/** A book's or a seller's pages kept at most, the least recently read going first. */
const ONE_OF_MANY_KEPT = 200;

export type LivePages = {
  /** Whether `path` is a page rendered with the catalogue's data, for a visitor. */
  has: (path: string) => boolean;
  /** The whole page in `locale`, as fresh as the catalogue; null when it cannot be rendered now. */
  render: (path: string, locale: Locale) => Promise<string | null>;
};

/**
 * A request from someone who may be signed in (a session cookie): they get the prerendered page,
 * whose app starts at once and asks who they are; only a visitor's page is rendered with data.
 */
export const mayBeSignedIn = (request: FastifyRequest) =>
  /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.cookie ?? '');

/**
 * The home page and the categories show the catalogue (counts, advertised and newly listed
 * books): prerendered at build time they could only show placeholders until the app ran; a book's
 * and a seller's page, the ones shared links open, were the app's shell until its scripts had
 * asked for the book. For a visitor the server renders them with the data its own routes answer
 * (through app.inject, so the same caches and the same JSON as the browser's requests), keeps each
 * a minute at most, and renders one page at a time. Null when the build has no rendering module
 * (the prerendered pages and the shell are served then).
 */
export async function livePages(
  app: FastifyInstance,
  rootDir: string,
  {
    googleSignIn,
    shellIn,
    log,
    cache,
  }: {
    googleSignIn: boolean;
    shellIn: (locale: Locale) => string;
    log: FastifyBaseLogger;
    cache: ChangeCache;
  },
): Promise<LivePages | null> {
  const file = join(rootDir, 'dist/prerender/prerender.js');
  if (!existsSync(file)) return null;
  const rendering = (await import(pathToFileURL(file).href)) as RenderingModule;
  const config = { googleSignIn };

  const transport =
    (locale: Locale): typeof fetch =>
    async (input, init) => {
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: { 'accept-language': locale },
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  const render = async (path: string, locale: Locale) => {
    const { html, state } = await rendering.renderLivePage(path, config, locale, transport(locale));
    const head =
      rendering.jsonElement(rendering.SITE_CONFIG_ELEMENT_ID, JSON.stringify(config)) +
      rendering.jsonElement(rendering.PAGE_STATE_ELEMENT_ID, state);
    return rendering.pageDocument(shellIn(locale), path, html, head);
  };

  // The fixed pages are kept until the catalogue changes. A book's or a seller's (one of a great
  // many) is kept in a small store of its own for a minute: the change cache holds values by the
  // thousand, and these are tens of kilobytes each.
  const oneOfMany = new Map<string, { until: number; page: Promise<string> }>();
  const keptPage = (key: string, path: string, locale: Locale) => {
    if (rendering.LIVE_PATHS.includes(path))
      return cache.remember(
        key,
        () => render(path, locale),
        () => ({
          topic: CATALOG,
          until: Date.now() + LIVE_PAGE_FRESH_MS,
        }),
      );
    const kept = oneOfMany.get(key);
    oneOfMany.delete(key);
    if (kept && kept.until > Date.now()) {
      oneOfMany.set(key, kept);
      return kept.page;
    }
    const page = render(path, locale);
    oneOfMany.set(key, { until: Date.now() + LIVE_PAGE_FRESH_MS, page });
    page.catch(() => oneOfMany.delete(key));
    if (oneOfMany.size > ONE_OF_MANY_KEPT) oneOfMany.delete(oneOfMany.keys().next().value!);
    return page;
  };

  return {
    has: (path) => rendering.isLivePage(path),
    render: (path, locale) =>
      keptPage(`page ${locale} ${path}`, path, locale).catch((error: unknown) => {
        // The prerendered page (or the app's shell) is served instead.
        log.warn({ err: error, path }, 'rendering a page with its data failed');
        return null;
      }),
  };
}
