import { CheckCircle2, Flag, Heart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BOOKS } from '../../../shared/i18n/en/books';
import { MESSAGES } from '../../../shared/i18n/en/messages';
import { claimsCopy } from '../../../shared/booking-process';
import type { Book } from '../../../shared/schemas/books';
import { texts } from '../../i18n';
import { useMyOrders } from '../bookings/api';
import { useReport, useToggleWishlist } from './actions';
import { BOOK_REPORT_REASONS } from '../../../shared/moderation';
import { apiRequest } from '../../api/http';
import { ReasonPicker } from '../reports/reason-picker';

const t = texts(BOOKS);
const message = texts(MESSAGES);

// The booking form loads when a buyer first asks for it.
const BookingModal = lazy(() =>
  import('../bookings/booking-modal').then((m) => ({ default: m.BookingModal })),
);

/** Whether this buyer holds a booking of `bookId` (their orders, asked once and shared). */
function useBookedByMe(bookId: string) {
  const orders = useMyOrders();
  return (
    orders.data?.some((order) => order.book.id === bookId && claimsCopy(order.status)) ?? false
  );
}

/**
 * Book Now, for buyers: opens the booking modal. A book this buyer has booked offers the next
 * step instead: their orders, where they pay; a book held for another buyer says 'Reserved'.
 */
export function BookNow({ book, className = '' }: { book: Book; className?: string }) {
  const [open, setOpen] = useState(false);
  const booked = useBookedByMe(book.id);
  if (booked && !open) {
    return (
      <Link
        to="/dashboard/myOrders"
        className={`btn btn-success btn-soft ${className}`}
        aria-label={t('book.bookedLabel', { name: book.name })}
      >
        <CheckCircle2 className="size-4" aria-hidden="true" /> {t('book.booked')}
        <span className="max-sm:hidden">{t('book.seeOrders')}</span>
      </Link>
    );
  }
  if (book.reserved && !open) {
    return (
      <button type="button" className={`btn ${className}`} disabled>
        {t('book.reserved')}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`btn btn-primary ${className}`}
        onClick={() => setOpen(true)}
        aria-label={t('book.bookNowLabel', { name: book.name })}
      >
        {t('book.bookNow')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BookingModal book={book} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Make an Offer, for buyers, beside Book Now on a book's page and in a conversation about a book
 * on sale: the booking modal with a price of the buyer's, which the seller accepts, counters or
 * declines in the thread. Not shown once this
 * buyer holds a booking of the book, nor while it is reserved for another.
 */
export function MakeOffer({
  book,
  className = '',
}: {
  book: Pick<Book, 'id' | 'name' | 'price' | 'reserved'>;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const booked = useBookedByMe(book.id);
  if ((booked || book.reserved) && !open) return null;
  return (
    <>
      <button
        type="button"
        className={`btn btn-outline ${className}`}
        onClick={() => setOpen(true)}
        aria-label={t('book.makeOfferLabel', { name: book.name })}
      >
        {t('book.makeOffer')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BookingModal book={book} offering onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Report to Admin: quieter than Book Now; once used it says so, for good. */
export function ReportButton({ book, className = '' }: { book: Book; className?: string }) {
  const report = useReport();
  if (book.reportedByMe || report.isSuccess) {
    return (
      <>
        <button type="button" className={`btn btn-ghost ${className}`} disabled>
          {message('alreadyReported')}
        </button>
        {/* Just reported: why, if they like. */}
        {report.isSuccess && (
          <ReasonPicker
            reasons={BOOK_REPORT_REASONS}
            send={(reason) =>
              apiRequest(`/api/books/${book.id}/report`, { method: 'POST', body: { reason } })
            }
            className={className}
          />
        )}
      </>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-ghost text-error ${className}`}
      disabled={report.isPending}
      onClick={() => report.mutate(book.id)}
    >
      <Flag className="size-4" aria-hidden="true" /> {t('book.report')}
    </button>
  );
}

/** The heart: saves the book to the buyer's wishlist, or takes it out. */
export function WishlistHeart({ book, className = '' }: { book: Book; className?: string }) {
  const toggle = useToggleWishlist();
  const saved = book.inMyWishlist;
  return (
    <button
      type="button"
      className={`btn btn-circle ${className}`}
      aria-pressed={saved}
      aria-label={t(saved ? 'book.unsave' : 'book.save', { name: book.name })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id: book.id, saved })}
    >
      <Heart className={`size-5 ${saved ? 'fill-primary text-primary' : ''}`} aria-hidden="true" />
    </button>
  );
}
