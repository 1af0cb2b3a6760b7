import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import type { BookQuery } from '../../shared/schemas/books';
import { PageTitle } from '../components/page-title';
import { useSession } from '../features/auth/session';
import { useSaveSearch } from '../features/wanted/queries';
import { BookCount, BookFilters, useBookFilters } from '../features/books/book-filters';
import { BookGrid, NoBooks } from '../features/books/book-grid';
import { useBooks } from '../features/books/queries';
import { useScrollKeeper } from '../features/books/use-scroll-keeper';

/** Search results with their filters in the URL: shareable, and the back button steps through them. */
export default function SearchPage() {
  const filters = useBookFilters('search');
  const books = useBooks(filters.query);
  useScrollKeeper(books.data !== undefined);
  const { q } = filters.query;

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:space-y-6 sm:py-10">
      <PageTitle title={q ? `“${q}”` : 'Find a book'} />
      <h1 className="text-2xl font-bold break-words sm:text-4xl">
        {q ? `Books matching “${q}”` : 'Find a book'}
      </h1>
      <BookFilters filters={filters} count={<BookCount query={books} />} />
      <SaveSearch query={filters.query} />
      <BookGrid
        query={books}
        empty={
          <NoBooks>
            <p className="text-base-content/75">Try other words or fewer filters.</p>
            {filters.active > 0 && (
              <button type="button" className="btn btn-outline h-11" onClick={filters.clear}>
                Clear filters
              </button>
            )}
          </NoBooks>
        }
      />
    </div>
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
        {save.isSuccess ? 'Search saved' : 'Save this search'}
      </button>
      {save.isSuccess && (
        <Link to="/dashboard/wanted" className="link text-sm">
          See your Wanted list
        </Link>
      )}
    </div>
  );
}
