import { Link } from 'react-router';
import { formatTaka } from '../../../shared/money';
import type { Book } from '../../../shared/schemas/books';
import { BookCover } from './book-cover';

/** The home page's advertised card: name, price, the 'Advertised' badge, condition and category. */
export function AdvertisedCard({ book }: { book: Book }) {
  return (
    <Link
      to={`/category/${book.category.id}`}
      className="card card-border card-side h-full overflow-hidden border-base-300 bg-base-100 transition hover:border-primary hover:shadow-md"
      aria-label={`${book.name}, ${formatTaka(book.price)}, in ${book.category.name}`}
    >
      <BookCover src={book.thumbnail} alt="" className="w-28 shrink-0" />
      <div className="card-body gap-2 p-4">
        <span className="badge badge-accent badge-sm">Advertised</span>
        <h3 className="card-title text-base leading-snug">{book.name}</h3>
        <p className="text-xl font-bold text-primary">{formatTaka(book.price)}</p>
        <div className="flex flex-wrap gap-1">
          <span className="badge badge-secondary badge-sm">{book.condition}</span>
          <span className="badge badge-outline badge-sm">{book.category.name}</span>
        </div>
      </div>
    </Link>
  );
}
