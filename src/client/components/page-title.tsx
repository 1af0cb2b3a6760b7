import { APP_NAME } from '../../shared/constants';

const HOME_TITLE = `${APP_NAME} — second-hand books on campus`;
const DEFAULT_DESCRIPTION = `${APP_NAME} — buy and sell second-hand books on campus.`;

/**
 * The page's title and meta description. React puts both into <head>, in the browser and in the
 * prerendered HTML alike, and takes them out again when the page goes.
 */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      <title>{title ? `${title} · ${APP_NAME}` : HOME_TITLE}</title>
      <meta name="description" content={description ?? DEFAULT_DESCRIPTION} />
    </>
  );
}
