import { CalendarDays, Flag, Heart, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { formatTaka, yearsOfUse } from '../../../shared/money';
import type { Book } from '../../../shared/schemas/books';
import { VerifiedTick } from '../../components/verified-tick';
import { useSession } from '../auth/session';
import { useReport, useToggleWishlist } from './actions';
import { BookCover } from './book-cover';

const postedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Spec §2's card on a category page: every fact a buyer weighs, with the buyer's actions. */
export function BookCard({ book }: { book: Book }) {
  const { data: user } = useSession();
  const isBuyer = user?.role === 'buyer';
  return (
    <article
      className="card card-border h-full overflow-hidden border-base-300 bg-base-100"
      aria-labelledby={`book-${book.id}`}
    >
      <div className="relative">
        <Link to={`/book/${book.id}`} tabIndex={-1} aria-hidden="true">
          <BookCover src={book.thumbnail} alt="" />
        </Link>
        {isBuyer && <WishlistHeart book={book} />}
      </div>
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap gap-1">
          <span className="badge badge-secondary badge-sm">{book.condition}</span>
          <span className="badge badge-outline badge-sm">{book.category.name}</span>
        </div>
        <h2 id={`book-${book.id}`} className="card-title text-lg leading-snug">
          <Link to={`/book/${book.id}`} className="link-hover">
            {book.name}
          </Link>
        </h2>
        <p className="flex items-baseline gap-2">
          <span className="text-2xl font-bold text-primary">{formatTaka(book.price)}</span>
          <span className="text-sm text-base-content/70">
            <span className="sr-only">Original price </span>
            <s>{formatTaka(book.originalPrice)}</s>
          </span>
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
          <dt className="text-base-content/70">Used for</dt>
          <dd>{yearsOfUse(book.purchaseYear)}</dd>
          <dt className="text-base-content/70">Seller</dt>
          <dd className="font-medium">
            {book.seller.name} <VerifiedTick verified={book.seller.verified} />
          </dd>
        </dl>
        <p className="flex items-center gap-1 text-sm text-base-content/80">
          <MapPin className="size-4 shrink-0" aria-hidden="true" /> {book.location}
        </p>
        <p className="flex items-center gap-1 text-sm text-base-content/80">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" /> Posted{' '}
          {postedOn(book.createdAt)}
        </p>
        <p className="line-clamp-3 text-sm">{book.description}</p>
        {isBuyer && (
          <div className="card-actions mt-auto flex-col items-stretch pt-2">
            <BookNow book={book} />
            <ReportButton book={book} />
          </div>
        )}
      </div>
    </article>
  );
}

// The booking form loads when a buyer first asks for it.
const BookingModal = lazy(() =>
  import('../bookings/booking-modal').then((m) => ({ default: m.BookingModal })),
);

/** Book Now, for buyers: opens the booking modal. */
function BookNow({ book }: { book: Book }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => setOpen(true)}
        aria-label={`Book Now: ${book.name}`}
      >
        Book Now
      </button>
      {open && (
        <Suspense fallback={null}>
          <BookingModal book={book} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function ReportButton({ book }: { book: Book }) {
  const report = useReport();
  if (book.reportedByMe || report.isSuccess) {
    return (
      <button type="button" className="btn btn-sm btn-ghost" disabled>
        {MESSAGES.alreadyReported}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline btn-error"
      disabled={report.isPending}
      onClick={() => report.mutate(book.id)}
    >
      <Flag className="size-4" aria-hidden="true" /> Report to Admin
    </button>
  );
}

function WishlistHeart({ book }: { book: Book }) {
  const toggle = useToggleWishlist();
  const saved = book.inMyWishlist;
  return (
    <button
      type="button"
      className="btn btn-circle btn-sm absolute top-2 right-2 border-0 bg-base-100/90"
      aria-pressed={saved}
      aria-label={
        saved ? `Remove ${book.name} from my wishlist` : `Save ${book.name} to my wishlist`
      }
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id: book.id, saved })}
    >
      <Heart className={`size-4 ${saved ? 'fill-primary text-primary' : ''}`} aria-hidden="true" />
    </button>
  );
}
