/// <reference lib="webworker" />
// The service worker: the app's shell and assets kept for offline use, the pages a person opened
// kept to read again offline, an offline page in their language otherwise, and the alerts pushed
// to this device (the server's notifications, modules/notifications/push.ts). A new version waits
// until the page asks it to take over, which the page does only at a navigation (pwa.ts).
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

/** What the server pushes (ZPushMessage in shared/schemas/notifications.ts, which this scope cannot load). */
type PushMessage = { title: string; body: string; url: string; tag: string };

/** The caches this worker keeps besides Workbox's precache. */
const PAGES = 'boipoka-pages';
const ASSETS = 'boipoka-assets';
const API = 'boipoka-api';
const OFFLINE = 'boipoka-offline';
const LOCALES = ['en', 'bn'] as const;
type Locale = (typeof LOCALES)[number];
/** The page shown offline for a page never opened, in each language (scripts/prerender.mjs). */
const offlineUrl = (locale: Locale) => `/offline-${locale}.html`;

// The first script of every page, its styles and fonts (the build lists them).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(OFFLINE).then((cache) => cache.addAll(LOCALES.map((locale) => offlineUrl(locale)))),
  );
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/**
 * The language the person last read Boipoka in, as their pages tell this worker; kept in its
 * cache too, as the browser stops an idle worker and starts it afresh.
 */
let readerLocale: Locale | null = null;
const LOCALE_KEY = '/sw/locale';
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; locale?: string } | null;
  if (data?.type === 'locale' && (data.locale === 'en' || data.locale === 'bn')) {
    readerLocale = data.locale;
    event.waitUntil(
      caches.open(OFFLINE).then((cache) => cache.put(LOCALE_KEY, new Response(data.locale))),
    );
  }
  // A waiting version takes over when a page asks, at a navigation.
  if (data?.type === 'take-over') void self.skipWaiting();
});

// Signing out: what the API said to that person is not kept for whoever uses the device next;
// deleted again a moment later, for reads of theirs that were still under way.
const STRAGGLERS_MS = 3000;
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && url.pathname === '/api/auth/sign-out')
    event.waitUntil(
      (async () => {
        await caches.delete(API);
        await new Promise((resolve) => setTimeout(resolve, STRAGGLERS_MS));
        await caches.delete(API);
      })(),
    );
});

const offlinePage = async () => {
  const kept = await (await caches.match(LOCALE_KEY, { cacheName: OFFLINE }))?.text();
  const locale =
    readerLocale ??
    (kept === 'bn' || kept === 'en' ? kept : null) ??
    (self.navigator.language.startsWith('bn') ? 'bn' : 'en');
  return (await caches.match(offlineUrl(locale), { cacheName: OFFLINE })) ?? Response.error();
};

// Pages: the network first (a page is the server's, fresh), the copy last read when offline or
// slow to answer, else the offline page.
const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return offlinePage();
    }
  },
);

// The hashed scripts, styles and pictures never change: kept once fetched.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/assets/') ||
      url.pathname.startsWith('/icons/') ||
      (url.pathname.startsWith('/uploads/') && request.destination === 'image')),
  new CacheFirst({
    cacheName: ASSETS,
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

// What the pages read from the API: the network first, the last answer offline, so a page read
// before reads again (never the live event stream, never a change).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    url.pathname !== '/api/events' &&
    url.pathname !== '/api/health' &&
    request.method === 'GET',
  new NetworkFirst({
    cacheName: API,
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

// An alert from the server: shown as it says, in the reader's language (it was worded for them);
// a newer one of the same thread takes the place of the last.
self.addEventListener('push', (event) => {
  let alert: PushMessage | null = null;
  try {
    alert = event.data?.json() as PushMessage;
  } catch {
    alert = null;
  }
  if (!alert?.title) return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: alert.url },
      lang: readerLocale ?? undefined,
    }),
  );
});

// A tap opens what the alert is about: in a tab already open on Boipoka, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((client) => new URL(client.url).origin === target.origin);
      if (tab) {
        await tab.focus();
        await tab.navigate(target.href).catch(() => tab.postMessage({ type: 'open', url: path }));
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
