import { Link } from 'react-router';
import notFoundUrl from '../assets/not-found.svg';
import { CORE } from '../../shared/i18n/en/core';
import { PARTS } from '../../shared/i18n/en/parts';
import { PageTitle } from './page-title';
import { texts } from '../i18n';

const t = texts(CORE);
const tp = texts(PARTS);

type Back = { to: string; label: string };

/**
 * What a bad link shows, inside the layout: what is missing, and a way back (`back`, if given,
 * comes first: the list the missing thing would have been in).
 */
export function NotFound({
  title = tp('notFound.heading'),
  hint = tp('notFound.hint'),
  back,
  gone = false,
}: {
  title?: string;
  /** Why it is not here, when that is known. */
  hint?: string;
  back?: Back;
  /** It was here and is no longer (410): named in the tab, without the 404 picture. */
  gone?: boolean;
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-12 text-center">
      <PageTitle
        title={gone ? title : tp('notFound.title')}
        description={gone ? hint : tp('notFound.description')}
      />
      {!gone && (
        <img
          src={notFoundUrl}
          alt={tp('notFound.alt')}
          width={640}
          height={420}
          // The largest thing on the page: fetched first.
          fetchPriority="high"
          className="w-full max-w-md"
        />
      )}
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-base-content/75">{hint}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {back && (
          <Link to={back.to} className="btn btn-primary">
            {back.label}
          </Link>
        )}
        <Link to="/" className={back ? 'btn btn-outline' : 'btn btn-primary'}>
          {tp('notFound.home')}
        </Link>
        {back?.to !== '/categories' && (
          <Link to="/categories" className="btn btn-outline">
            {t('common.browse')}
          </Link>
        )}
      </div>
    </div>
  );
}
