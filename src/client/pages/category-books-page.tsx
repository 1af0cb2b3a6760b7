import { Link, useParams } from 'react-router';
import { CATEGORIES } from '../../shared/constants';
import { ApiRequestError } from '../api/http';
import { PageTitle } from '../components/page-title';
import { useSession } from '../features/auth/session';
import { BookCount, BookFilters, useBookFilters } from '../features/books/book-filters';
import { BookGrid, NoBooks } from '../features/books/book-grid';
import { useCategoryBooks } from '../features/books/queries';
import { useScrollKeeper } from '../features/books/use-scroll-keeper';
import { NotFound } from './not-found-page';

export default function CategoryBooksPage() {
  const { id = '' } = useParams();
  // The six categories are known before anything is asked, so the heading never waits and an
  // address that names none of them is not found at once.
  const known = CATEGORIES.find((category) => category.id === id);
  const filters = useBookFilters('category');
  // Prerendered for each category (the heading paints at once); the books are only for someone
  // signed in, so they are asked for once the session says who is there.
  const { data: user } = useSession();
  const books = useCategoryBooks(id, filters.query, Boolean(user && known));
  useScrollKeeper(books.data !== undefined);

  const gone = books.error instanceof ApiRequestError && books.error.status === 404;
  if (!known || gone)
    return (
      <NotFound
        title="This category does not exist"
        back={{ to: '/categories', label: 'Browse categories' }}
      />
    );
  const name = books.data?.pages[0]?.category.name ?? known.name;
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:space-y-6 sm:py-10">
      {/* The page needs a session: its script starts at once, not on a visitor's first move. */}
      <meta name="boipoka:signed-in-page" content="yes" />
      <PageTitle
        title={`Book List for ${name}`}
        description={`Second-hand ${name} books for sale on campus.`}
      />
      <h1 className="text-2xl font-bold sm:text-4xl">{`Book List for ${name}`}</h1>
      <BookFilters filters={filters} count={<BookCount query={books} />} />
      <BookGrid
        query={books}
        empty={
          filters.active > 0 ? (
            <NoBooks>
              <p className="text-base-content/75">
                No book in {name} matches these filters. Try fewer of them.
              </p>
              <button type="button" className="btn btn-primary h-11" onClick={filters.clear}>
                Clear filters
              </button>
            </NoBooks>
          ) : (
            <NoBooks>
              <p className="text-base-content/75">
                Nobody is selling a book in this category right now. Have a look at the others.
              </p>
              <Link to="/categories" className="btn btn-primary">
                Browse categories
              </Link>
            </NoBooks>
          )
        }
      />
    </div>
  );
}
