import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { seedPageState } from './api/query-client';
import { seedSiteConfig } from './api/site-config';
import { App } from './app';
import { activateLocale, documentLocale } from './i18n';

import { pageReady } from './page-ready';

export { pageReady };

/** Marks the document once React runs it (data-ready), for whoever must wait for that. */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

// Public pages arrive prerendered (scripts/prerender.mjs): React takes over their HTML as it is,
// as a transition, so that the work is done in slices that leave the page responsive.
const root = document.getElementById('root')!;
const app = (
  <>
    <App Router={BrowserRouter} />
    <Ready />
  </>
);
seedSiteConfig();
// A page the server rendered with its data carries the answers it used: the app starts from them.
seedPageState();
// The page's language is the one the server wrote it in: Bangla's catalogue comes first.
// The service worker and the rest that makes it an app on the device, once the page is running.
void pageReady.then(() => import('./features/pwa/start').then(({ startPwa }) => startPwa()));
void activateLocale(documentLocale()).then(() => {
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else {
    // The shell's own title stands until the page names its own (the first <title> is the one).
    document.head.querySelector('title')?.remove();
    createRoot(root).render(app);
  }
});
