import { Bell } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BOOKS } from '../../shared/i18n/en/books';
import { SEARCH } from '../../shared/i18n/en/search';
import type { BookQuery } from '../../shared/schemas/books';
import { PageTitle } from '../components/page-title';
import { useSession } from '../features/auth/session';
import { useSaveSearch } from '../features/wanted/api';
import {
  AllCampusesButton,
  BookCount,
  BookFilters,
  useBookFilters,
} from '../features/books/book-filters';
import { BookGrid, NoBooks } from '../features/books/book-grid';
import { useBooks } from '../features/books/api';
import { useScrollKeeper } from '../features/books/use-scroll-keeper';
import { texts } from '../i18n';
import { marks, rich } from '../i18n/rich';

const t = texts(BOOKS);
const ts = texts(SEARCH);

/** Search results with their filters in the URL: shareable, and the back button steps through them. */
export default function SearchPage() {
  const filters = useBookFilters('search');
  const books = useBooks(filters.query);
  useScrollKeeper(books.data !== undefined);
  const { q } = filters.query;

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:space-y-6 sm:py-10">
      <PageTitle title={q ? `“${q}”` : t('search.title')} />
      <h1 className="text-2xl font-bold break-words sm:text-4xl">
        {q ? t('search.matching', { q }) : t('search.title')}
      </h1>
      <Corrected original={q} corrected={books.data?.pages[0]?.correctedQuery} />
      <BookFilters filters={filters} count={<BookCount query={books} />} />
      <SaveSearch query={filters.query} />
      <BookGrid
        query={books}
        empty={
          <NoBooks>
            <p className="text-base-content/75">{t('search.tryOther')}</p>
            <AllCampusesButton filters={filters} />
            {filters.active > 0 && (
              <button type="button" className="btn btn-outline h-11" onClick={filters.clear}>
                {t('books.clearFilters')}
              </button>
            )}
          </NoBooks>
        }
      />
    </div>
  );
}

/**
 * The words the results are for when the search corrected the typed ones, and a way back to the
 * typed words: in quotes, which the search takes as typed.
 */
function Corrected({ original, corrected }: { original?: string; corrected?: string }) {
  const [params] = useSearchParams();
  if (!original || !corrected) return null;
  const asTyped = new URLSearchParams(params);
  asTyped.set('q', `"${original}"`);
  return (
    <p className="text-base-content/80 -mt-2 break-words sm:-mt-4">
      {rich(ts('search.showingFor', marks('query')), {
        query: <strong className="text-base-content font-semibold">{corrected}</strong>,
      })}
      <br />
      <Link to={`?${asTyped}`} className="link text-sm">
        {ts('search.insteadFor', { original })}
      </Link>
    </p>
  );
}

/** Save this search: new books that match it are told to the reader (Wanted, and by e-mail). */
function SaveSearch({ query }: { query: BookQuery }) {
  const { data: user } = useSession();
  const save = useSaveSearch();
  const price = (value: unknown) => (value === undefined ? undefined : Number(value));
  const search = {
    q: query.q,
    category: query.category,
    course: query.course,
    author: query.author,
    minPrice: price(query.minPrice),
    maxPrice: price(query.maxPrice),
  };
  if (!user || !Object.values(search).some((value) => value !== undefined)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-outline btn-sm min-h-11 sm:min-h-8"
        disabled={save.isPending || save.isSuccess}
        onClick={() => save.mutate(search)}
      >
        <Bell className="size-4" aria-hidden="true" />
        {t(save.isSuccess ? 'search.saved' : 'search.save')}
      </button>
      {save.isSuccess && (
        <Link to="/dashboard/wanted" className="link text-sm">
          {t('search.seeWanted')}
        </Link>
      )}
    </div>
  );
}
