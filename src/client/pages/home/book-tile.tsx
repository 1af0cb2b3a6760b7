import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Book } from '../../../shared/schemas/books';
import { BookCover } from '../../features/books/book-cover';
import { formatTaka } from '../../i18n/format';
import { conditionName } from '../../i18n/names';

/**
 * A book in the home page's feed: its cover, name, price, condition and where to meet, a link to
 * its page (open to visitors), where the actions are. Light on purpose: the feed is part of the
 * home page's first script. What the seller wrote is theirs, in their language: translate="no".
 */
export function BookTile({ book }: { book: Book }) {
  return (
    <Link
      to={`/book/${book.id}`}
      className="card card-border h-full overflow-hidden border-base-300 bg-base-100 transition hover:border-primary hover:shadow-md"
    >
      <BookCover src={book.thumbnail} alt="" />
      <div className="card-body gap-1 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold" translate="no">
          {book.name}
        </h3>
        <p className="text-lg font-bold text-primary">{formatTaka(book.price)}</p>
        <span className="badge badge-secondary badge-sm">{conditionName(book.condition)}</span>
        <p className="flex items-start gap-1 text-xs text-base-content/70">
          <MapPin className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span className="line-clamp-1 break-all" translate="no">
            {book.location}
          </span>
        </p>
      </div>
    </Link>
  );
}
