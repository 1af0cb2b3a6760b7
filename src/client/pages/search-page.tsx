import { PageTitle } from '../components/page-title';
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
