// What makes Boipoka an app on the device, started once the page is running: the service worker
// (src/client/sw.ts), told the reader's language for its offline page and alerts; a new version
// taking over at the next navigation by a link, never in the middle of a form; a line saying so
// while the device is offline; the browser's offer to install, kept for the menu.
import { OFFLINE } from '../../../shared/i18n/en/offline';
import { currentLocale, texts } from '../../i18n';
import { keepInstallOffer } from './install';

const t = texts(OFFLINE);

export function startPwa() {
  keepInstallOffer();
  showWhenOffline();
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const tellLocale = () =>
    workers.controller?.postMessage({ type: 'locale', locale: currentLocale() });
  tellLocale();
  workers.addEventListener('controllerchange', tellLocale);
  workers
    .register('/sw.js')
    .then(takeOverAtNavigation)
    .catch(() => undefined);
}

/**
 * A new version of the app waits while this page runs the old one. The next link followed loads
 * its page whole from the new version, once the new worker has taken over.
 */
function takeOverAtNavigation(registration: ServiceWorkerRegistration) {
  addEventListener(
    'click',
    (event) => {
      const waiting = registration.waiting;
      const link = (event.target as Element | null)?.closest('a');
      if (
        !waiting ||
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        link.target ||
        link.origin !== location.origin
      )
        return;
      event.preventDefault();
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => location.assign(link.href),
        {
          once: true,
        },
      );
      waiting.postMessage({ type: 'take-over' });
    },
    true,
  );
}

/** Whether Boipoka's server answers: the browser's own idea of being online is often wrong. */
const reachable = () =>
  navigator.onLine &&
  fetch('/api/health', { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => answer.ok,
    () => false,
  );

/** A line at the foot of the screen while the device is offline: what shows was kept earlier. */
function showWhenOffline() {
  const line = document.createElement('p');
  line.setAttribute('role', 'status');
  line.className =
    'fixed inset-x-0 bottom-0 z-50 bg-neutral p-2 text-center text-sm text-neutral-content';
  const update = async () => {
    const online = await reachable();
    line.hidden = online;
    line.textContent = online ? '' : t('offline.banner');
  };
  addEventListener('online', () => void update());
  addEventListener('offline', () => void update());
  void update();
  document.body.append(line);
}
