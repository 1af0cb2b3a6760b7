// Offline, in English: the page a page never opened shows, and the banner over one that was.
/** The page a page never opened shows offline (scripts/prerender.mjs). */
export const OFFLINE_PAGE = {
  'offline.title': 'You are offline',
  'offline.body':
    'Boipoka cannot reach the internet, and this page was not kept on this device. Pages you opened before open again.',
  'offline.retry': 'Try again',
  'offline.home': 'Home',
} as const;

/** The line over a page that was kept, while the device is offline (features/pwa). */
export const OFFLINE = {
  'offline.banner': 'You are offline: what you see was kept on this device.',
} as const;
