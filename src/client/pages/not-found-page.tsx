import { Link } from 'react-router';
import notFoundUrl from '../assets/not-found.svg';
import { APP_NAME } from '../../shared/constants';
import { PageTitle } from '../components/page-title';

type Back = { to: string; label: string };

/**
 * What a bad link shows, inside the layout: what is missing, and a way back (`back`, if given,
 * comes first: the list the missing thing would have been in).
 */
export function NotFound({
  title = 'This page does not exist',
  back,
}: {
  title?: string;
  back?: Back;
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-12 text-center">
      <PageTitle
        title="Page not found"
        description={`This page does not exist on ${APP_NAME}. Find second-hand books by category instead.`}
      />
      <img
        src={notFoundUrl}
        alt="A bookworm with glasses peeking out of a book with a page torn out: 404"
        width={640}
        height={420}
        // The largest thing on the page: fetched first.
        fetchPriority="high"
        className="w-full max-w-md"
      />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-base-content/75">The link may be broken, or the page may have moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        {back && (
          <Link to={back.to} className="btn btn-primary">
            {back.label}
          </Link>
        )}
        <Link to="/" className={back ? 'btn btn-outline' : 'btn btn-primary'}>
          Back to Home
        </Link>
        {back?.to !== '/categories' && (
          <Link to="/categories" className="btn btn-outline">
            Browse categories
          </Link>
        )}
      </div>
    </div>
  );
}

export default function NotFoundPage() {
  return <NotFound />;
}
