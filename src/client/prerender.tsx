import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesFromElements, matchPath, StaticRouter, type RouteObject } from 'react-router';
import { CATEGORIES } from '../shared/constants';
import type { Locale } from '../shared/i18n/locales';
import type { SiteConfig } from '../shared/schemas/users';
import { queryClient } from './api/query-client';
import { seedSiteConfig, SITE_CONFIG_ELEMENT_ID } from './api/site-config';
import { App } from './app';
import { BLOG_POSTS } from './content/blog-posts';
import { activateLocale } from './i18n';
import { noScriptText } from './i18n/names';
import { homeTitle } from './components/page-title';
import { appRoutes } from './router';

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

export { SITE_CONFIG_ELEMENT_ID };

/** An address no route knows, rendered once as the page every unknown address gets. */
export const NOT_FOUND_PATH = '/404';

/**
 * The page at `path` as HTML in `locale`; with `config`, as this server's settings would show it
 * (pages that show them are built once for each).
 */
export async function renderPage(
  path: string,
  config?: SiteConfig,
  locale: Locale = 'en',
): Promise<string> {
  await activateLocale(locale);
  if (config) seedSiteConfig(config);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  // One piece of HTML, however large: no inline script moves late parts into place (our CSP forbids them).
  const { prelude } = await prerenderToNodeStream(<App Router={Router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // The queries the page started stay unfetched; dropping them ends their clean-up timers too.
  queryClient.clear();
  return html;
}

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
  return routePatterns(createRoutesFromElements(appRoutes)).filter(
    (pattern) =>
      !pattern.endsWith('*') && !PRERENDERED_PATHS.some((path) => matchPath(pattern, path)),
  );
}
