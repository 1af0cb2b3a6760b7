import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesFromElements, matchPath, StaticRouter, type RouteObject } from 'react-router';
import { CATEGORIES } from '../shared/constants';
import { OFFLINE_PAGE as OFFLINE_BN } from '../shared/i18n/bn/offline';
import { OFFLINE_PAGE as OFFLINE_EN } from '../shared/i18n/en/offline';
import logoUrl from './assets/logo.svg?no-inline';
import type { Locale } from '../shared/i18n/locales';
import type { SiteConfig } from '../shared/schemas/users';
import { sendRequestsWith } from './api/http';
import { PAGE_STATE_ELEMENT_ID, queryClient, type PageState } from './api/query-client';
import { seedSiteConfig, SITE_CONFIG_ELEMENT_ID } from './api/site-config';
import { App } from './app';
import { authKeys } from './features/auth/session';
import { BLOG_POSTS } from './content/blog-posts';
import { activateLocale } from './i18n';
import { appName, noScriptText } from './i18n/names';
import { homeTitle } from './components/page-title';
import { appRoutes } from './router';
import { dashboardRoutes } from './dashboard-routes';

/** The pages built into HTML by scripts/prerender.mjs: nobody signed in, nothing fetched. */
export const PRERENDERED_PATHS = [
  '/',
  '/categories',
  '/blogs',
  ...BLOG_POSTS.map((post) => `/blog/${post.id}`),
  '/about',
  '/login',
  '/register',
  // Signed-in pages, but the six categories are fixed: the heading and the frame paint at once.
  ...CATEGORIES.map((category) => `/category/${category.id}`),
];

export { PAGE_STATE_ELEMENT_ID, SITE_CONFIG_ELEMENT_ID };

/** An address no route knows, rendered once as the page every unknown address gets. */
export const NOT_FOUND_PATH = '/404';

/**
 * The public pages as a visitor gets them, rendered by the server (renderLivePage) with the
 * catalogue's data (counts, advertised and newly listed books), fresh within a minute, and with
 * the visitor's navigation (Login): whole before any script runs. Their prerendered files stay for
 * those who may be signed in. The categories' own pages need sign-in: never a visitor's.
 */
export const LIVE_PATHS = PRERENDERED_PATHS.filter((path) => !path.startsWith('/category/'));

/** The pages a shared link opens, rendered for a visitor the same way (the server says which exist). */
export const LIVE_ROUTES = ['/book/:id', '/seller/:id'];

/** Whether the server renders the page at `path` for a visitor, with its data. */
export const isLivePage = (path: string) =>
  LIVE_PATHS.includes(path) || LIVE_ROUTES.some((route) => matchPath(route, path) !== null);

let queue: Promise<unknown> = Promise.resolve();
/** One render at a time: the language, the settings and the query cache belong to the module. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work);
  queue = result.catch(() => undefined);
  return result;
}

async function renderApp(path: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  // One piece of HTML, however large: no inline script moves late parts into place (our CSP forbids them).
  const { prelude } = await prerenderToNodeStream(<App Router={Router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * The page at `path` as HTML in `locale`, nothing fetched; with `config`, as this server's
 * settings would show it (pages that show them are built once for each).
 */
export function renderPage(
  path: string,
  config?: SiteConfig,
  locale: Locale = 'en',
): Promise<string> {
  return oneAtATime(async () => {
    try {
      await activateLocale(locale);
      if (config) seedSiteConfig(config);
      return await renderApp(path);
    } finally {
      // The queries the page started stay unfetched; dropping them ends their clean-up timers too.
      queryClient.clear();
    }
  });
}

/**
 * The page at `path` as a visitor sees it once its data has come: rendered once to learn what it
 * asks for, its queries answered through `transport` (the server's own routes), rendered again.
 * Also the answered queries, as JSON safe inside a <script> element, for the browser to start from
 * the same data (no hydration mismatch). A query that failed is left for the browser to ask.
 */
export function renderLivePage(
  path: string,
  config: SiteConfig,
  locale: Locale,
  transport: typeof fetch,
): Promise<{ html: string; state: string }> {
  return oneAtATime(async () => {
    sendRequestsWith(transport);
    try {
      await activateLocale(locale);
      seedSiteConfig(config);
      queryClient.setQueryData(authKeys.session, null);
      await renderApp(path);
      const asked = queryClient
        .getQueryCache()
        .findAll({ predicate: (q) => q.state.data === undefined });
      await Promise.all(
        asked.map((query) =>
          query.fetch({ ...query.options, retry: false }).catch(() => undefined),
        ),
      );
      queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
      const html = await renderApp(path);
      const answers: PageState = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
      const state = JSON.stringify(answers).replace(/</g, '\\u003c');
      return { html, state };
    } finally {
      sendRequestsWith((input, init) => fetch(input, init));
      queryClient.clear();
    }
  });
}

/**
 * A rendered page put into the app's shell: React writes the page's <title>, <meta> and preload
 * <link>s first, and they go into <head>, with `head` (the settings or data the page carries, as
 * JSON elements: never a script that runs, the CSP allows none inline).
 */
export function pageDocument(shell: string, path: string, rendered: string, head = ''): string {
  const own = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(rendered)![0];
  if (!own.includes('<title>')) throw new Error(`${path} renders no <title>`);
  return shell
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('</head>', () => `${own}${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.slice(own.length)}</div>`);
}

/** The element that carries JSON `json` under `id` in a page's <head>. */
export const jsonElement = (id: string, json: string) =>
  `\n    <script type="application/json" id="${id}">${json}</script>`;

/** What the app's shell says in `locale`: its title, and its words to a browser without JavaScript. */
export async function shellTextsIn(locale: Locale): Promise<{ title: string; noScript: string }> {
  await activateLocale(locale);
  return { title: homeTitle(), noScript: noScriptText() };
}

/** Every page's full path pattern, such as '/dashboard/payment/:id'. */
function routePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    return route.children ? routePatterns(route.children, path) : [path];
  });
}

/**
 * The patterns the server answers with the app's shell for the browser to render: every route but
 * the catch-all and those whose pages are all prerendered (the articles are a fixed set).
 */
export function clientRoutePatterns(): string[] {
  return [
    ...routePatterns(createRoutesFromElements(appRoutes)),
    ...routePatterns(createRoutesFromElements(dashboardRoutes), '/dashboard'),
  ].filter(
    (pattern) =>
      !pattern.endsWith('*') && !PRERENDERED_PATHS.some((path) => matchPath(pattern, path)),
  );
}

/**
 * The page the service worker shows for a page never opened while offline (sw.ts), in `locale`:
 * plain HTML in the app's look, no script, a link to try again and one home.
 */
export function offlineDocument(shell: string, locale: Locale): string {
  const t = (key: keyof typeof OFFLINE_EN) => (locale === 'bn' ? OFFLINE_BN : OFFLINE_EN)[key];
  const page = renderToStaticMarkup(
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <img src={logoUrl} alt="" width={72} height={72} />
      <h1 className="text-2xl font-bold">{t('offline.title')}</h1>
      <p>{t('offline.body')}</p>
      <p className="flex gap-3">
        <a href="" className="btn btn-primary min-h-11">
          {t('offline.retry')}
        </a>
        <a href="/" className="btn btn-outline min-h-11">
          {t('offline.home')}
        </a>
      </p>
    </main>,
  );
  return shell
    .replace(/<script type="module"[^>]*><\/script>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${t('offline.title')} · ${appName()}</title>`)
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace('<div id="root"></div>', () => page);
}
