import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES } from '../../../shared/constants';
import { CORE } from '../../../shared/i18n/en/core';
import { HOME } from '../../../shared/i18n/en/home';
import { texts } from '../../i18n';
import { categoryName } from '../../i18n/names';
import { useCategories } from './api';

const t = texts(HOME);
const core = texts(CORE);

/** The categories as cards, 1/2/4 columns by width, each with its count of books for sale. */
export function CategoryGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { data: categories, isPending, isError, refetch } = useCategories();

  if (isError) {
    return (
      <div role="alert" className="alert alert-error">
        <span>{t('home.catsError')}</span>
        <button type="button" className="btn btn-sm" onClick={() => void refetch()}>
          {core('common.retry')}
        </button>
      </div>
    );
  }
  // Until the counts arrive, the six categories show with a placeholder for their count: the
  // cards keep their size, and the prerendered page already links to every category.
  const cards = categories ?? CATEGORIES.map((category) => ({ ...category, availableBooks: null }));
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isPending}>
      {cards.map((category) => (
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
                <Title className="card-title text-lg">
                  {categoryName(category.id, category.name)}
                </Title>
                <p className="text-sm text-base-content/70">
                  {category.availableBooks === null ? (
                    <span className="skeleton my-0.5 block h-4 w-28" />
                  ) : (
                    t('home.bookCount', { count: category.availableBooks })
                  )}
                </p>
              </div>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
