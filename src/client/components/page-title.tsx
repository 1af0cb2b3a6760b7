import { CORE } from '../../shared/i18n/en/core';
import { texts } from '../i18n';
import { appName } from '../i18n/names';

const t = texts(CORE);

/** The home page's title, and the app shell's until a page names its own. */
export const homeTitle = () => t('common.homeTitle');

/**
 * The page's title and meta description. React puts both into <head>, in the browser and in the
 * prerendered HTML alike, and takes them out again when the page goes.
 */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      <title>{title ? `${title} · ${appName()}` : homeTitle()}</title>
      <meta name="description" content={description ?? t('common.description')} />
    </>
  );
}
