import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n';
import { requestLocale } from '../../locale';
import type { Locale } from '../../../shared/i18n/locales';

/** The brand's colours (styles.css): the bar a phone draws, and the splash behind the icon. */
const THEME_COLOUR = '#b3401a';
const BACKGROUND_COLOUR = '#fbf7f0';

const icon = (src: string, size: number, purpose: 'any' | 'maskable' = 'any') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/** The web app manifest in `locale`: what a phone needs to put Boipoka on its home screen. */
export const appManifest = (locale: Locale) => {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  return {
    id: '/',
    name: t('common.homeTitle'),
    short_name: t('appName'),
    description: t('common.description'),
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['books', 'education', 'shopping'],
    icons: [
      icon('/icons/icon-192.png', 192),
      icon('/icons/icon-512.png', 512),
      icon('/icons/maskable-192.png', 192, 'maskable'),
      icon('/icons/maskable-512.png', 512, 'maskable'),
    ],
    shortcuts: [
      {
        name: t('nav.messages'),
        url: '/dashboard/messages',
        icons: [icon('/icons/shortcut-messages-96.png', 96)],
      },
      {
        name: t('home.sell'),
        url: '/dashboard/addProduct',
        icons: [icon('/icons/shortcut-sell-96.png', 96)],
      },
    ],
  };
};

/**
 * `/manifest.webmanifest`, in the reader's language (their choice, else their browser's), which
 * names the app on the home screen and in its shortcuts.
 */
export function manifestRoutes(app: FastifyInstance) {
  app.get('/manifest.webmanifest', { config: { access: 'public' } }, (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie')
      .send(JSON.stringify(appManifest(requestLocale(request)))),
  );
}
