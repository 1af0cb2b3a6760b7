import { Link, useParams } from 'react-router';
import { CATEGORIES } from '../../shared/constants';
import { BOOKS } from '../../shared/i18n/en/books';
import { ApiRequestError } from '../api/http';
import { PageTitle } from '../components/page-title';
import { useSession } from '../features/auth/session';
import {
  AllCampusesButton,
  BookCount,
  BookFilters,
  useBookFilters,
} from '../features/books/book-filters';
import { BookGrid, NoBooks } from '../features/books/book-grid';
import { useCategoryBooks } from '../features/books/api';
import { useScrollKeeper } from '../features/books/use-scroll-keeper';
import { texts } from '../i18n';
import { categoryName } from '../i18n/names';
import { NotFound } from '../components/not-found';

const t = texts(BOOKS);

export default function CategoryBooksPage() {
  const { id = '' } = useParams();
  // The six categories are known before anything is asked, so the heading never waits and an
  // address that names none of them is not found at once.
  const known = CATEGORIES.find((category) => category.id === id);
  const filters = useBookFilters('category', { category: id });
  // Prerendered for each category (the heading paints at once); the books are only for someone
  // signed in, so they are asked for once the session says who is there.
  const { data: user } = useSession();
  const books = useCategoryBooks(id, filters.query, Boolean(user && known));
  useScrollKeeper(books.data !== undefined);

  const gone = books.error instanceof ApiRequestError && books.error.status === 404;
  if (!known || gone)
    return (
      <NotFound
        title={t('books.categoryMissing')}
        back={{ to: '/categories', label: t('books.browseCategories') }}
      />
    );
  const name = categoryName(known.id, books.data?.pages[0]?.category.name ?? known.name);
  const heading = t('books.listFor', { name });
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:space-y-6 sm:py-10">
      {/* The page needs a session: its script starts at once, not on a visitor's first move. */}
      <meta name="boipoka:signed-in-page" content="yes" />
      <PageTitle title={heading} description={t('books.categoryDescription', { name })} />
      <h1 className="text-2xl font-bold sm:text-4xl">{heading}</h1>
      <BookFilters filters={filters} count={<BookCount query={books} />} />
      <BookGrid
        query={books}
        empty={
          filters.active > 0 ? (
            <NoBooks>
              <p className="text-base-content/75">{t('books.noMatchIn', { name })}</p>
              <button type="button" className="btn btn-primary h-11" onClick={filters.clear}>
                {t('books.clearFilters')}
              </button>
            </NoBooks>
          ) : filters.query.campus ? (
            <NoBooks>
              <p className="text-base-content/75">{t('books.noneAtCampus', { name })}</p>
              <AllCampusesButton filters={filters} />
            </NoBooks>
          ) : (
            <NoBooks>
              <p className="text-base-content/75">{t('books.noneInCategory')}</p>
              <Link to="/categories" className="btn btn-primary">
                {t('books.browseCategories')}
              </Link>
            </NoBooks>
          )
        }
      />
    </div>
  );
}
