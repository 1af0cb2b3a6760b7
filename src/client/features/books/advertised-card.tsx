import { Link } from 'react-router';
import { ADVERTISED } from '../../../shared/i18n/en/advertised';
import type { Book } from '../../../shared/schemas/books';
import { texts } from '../../i18n';
import { formatTaka } from '../../i18n/format';
import { categoryName, conditionName } from '../../i18n/names';
import { BookCover } from './book-cover';

const t = texts(ADVERTISED);

/** The home page's advertised card: name, price, the 'Advertised' badge, condition and category. */
export function AdvertisedCard({ book }: { book: Book }) {
  const category = categoryName(book.category.id, book.category.name);
  return (
    <Link
      to={`/category/${book.category.id}`}
      className="card card-border card-side h-full overflow-hidden border-base-300 bg-base-100 transition hover:border-primary hover:shadow-md"
      aria-label={t('book.adLabel', { name: book.name, price: formatTaka(book.price), category })}
    >
      <BookCover src={book.thumbnail} alt="" className="w-28 shrink-0" />
      <div className="card-body gap-2 p-4">
        <span className="badge badge-accent badge-sm">{t('book.ad')}</span>
        <h3 className="card-title text-base leading-snug">{book.name}</h3>
        <p className="text-xl font-bold text-primary">{formatTaka(book.price)}</p>
        <div className="flex flex-wrap gap-1">
          <span className="badge badge-secondary badge-sm">{conditionName(book.condition)}</span>
          <span className="badge badge-outline badge-sm">{category}</span>
        </div>
      </div>
    </Link>
  );
}
