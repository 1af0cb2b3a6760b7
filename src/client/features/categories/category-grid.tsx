import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useCategories } from './api';

const bookCount = (n: number) => (n === 1 ? '1 book for sale' : `${n} books for sale`);

/** The categories as cards, 1/2/4 columns by width, each with its count of books for sale. */
export function CategoryGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { data: categories, isPending, isError, refetch } = useCategories();

  if (isError) {
    return (
      <div role="alert" className="alert alert-error">
        <span>Categories could not be loaded.</span>
        <button type="button" className="btn btn-sm" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isPending}>
      {isPending
        ? Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="skeleton h-28 rounded-box" aria-hidden="true" />
          ))
        : categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.id}`}
                className="card card-border h-full border-base-300 bg-base-100 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
              >
                <div className="card-body flex-row items-center gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                    <BookOpen className="size-6" aria-hidden="true" />
                  </span>
                  <div>
                    <Title className="card-title text-lg">{category.name}</Title>
                    <p className="text-sm text-base-content/70">
                      {bookCount(category.availableBooks)}
                    </p>
                  </div>
                </div>
              </Link>
            </li>
          ))}
    </ul>
  );
}
