import { Link, useParams } from 'react-router';
import { CATEGORIES } from '../../shared/constants';
import { PageTitle } from '../components/page-title';
import { useSession } from '../features/auth/session';
import { useCategoryBooks } from '../features/books/queries';
import { BookGrid, NoBooks } from '../features/books/book-grid';

export default function CategoryBooksPage() {
  const { id = '' } = useParams();
  // Prerendered for each category (the heading paints at once); the books are only for someone
  // signed in, so they are asked for once the session says who is there.
  const { data: user } = useSession();
  const books = useCategoryBooks(id, Boolean(user));
  // The six categories' names are known before the books arrive, so the heading never waits.
  const name =
    books.data?.pages[0]?.category.name ?? CATEGORIES.find((category) => category.id === id)?.name;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      {/* The page needs a session: its script starts at once, not on a visitor's first move. */}
      <meta name="boipoka:signed-in-page" content="yes" />
      <PageTitle
        title={name ? `Book List for ${name}` : 'Books'}
        description={name ? `Second-hand ${name} books for sale on campus.` : undefined}
      />
      <h1 className="text-3xl font-bold sm:text-4xl">
        {name ? `Book List for ${name}` : <span className="skeleton inline-block h-10 w-72" />}
      </h1>
      <BookGrid
        query={books}
        empty={
          <NoBooks>
            <p className="text-base-content/75">
              Nobody is selling a book in this category right now. Have a look at the others.
            </p>
            <Link to="/categories" className="btn btn-primary">
              Browse categories
            </Link>
          </NoBooks>
        }
      />
    </div>
  );
}
