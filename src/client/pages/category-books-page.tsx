import { Link, useParams } from 'react-router';
import { usePageTitle } from '../components/use-page-title';
import { useCategoryBooks } from '../features/books/queries';
import { BookGrid, NoBooks } from '../features/books/book-grid';

export default function CategoryBooksPage() {
  const { id = '' } = useParams();
  const books = useCategoryBooks(id);
  const category = books.data?.pages[0]?.category;
  usePageTitle(category ? `Book List for ${category.name}` : 'Books');
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">
        {category ? (
          `Book List for ${category.name}`
        ) : (
          <span className="skeleton inline-block h-10 w-72" />
        )}
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
