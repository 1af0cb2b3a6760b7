import { CampusBadge } from '../campuses/campus-badge';
import { StudentBadge } from '../students/student-badge';
import { actsAs } from '../../../shared/constants';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { BOOKS } from '../../../shared/i18n/en/books';
import type { Book } from '../../../shared/schemas/books';
import { intlLocale, texts } from '../../i18n';
import { formatDate, formatNumber, formatTaka, yearsOfUse } from '../../i18n/format';
import { categoryName, conditionName } from '../../i18n/names';
import { VerifiedTick } from '../../components/verified-tick';
import { useSession } from '../auth/session';
import { BookNow, ReportButton, WishlistHeart } from './book-actions';
import { BookCover } from './book-cover';

const t = texts(BOOKS);

const postedOn = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
/** A mean rating with one decimal: '4.0', '৪.৫'. */
const oneDecimal = (value: number) =>
  value.toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Spec §2's card on a category page: the facts a buyer weighs first, with the buyer's actions,
 * narrow enough for four or five to a row on a desk. On a phone it is compact (cover, title,
 * price, condition, Book Now), two to a row; the description, and on a phone the rest and Report,
 * are on the book's page, one tap away.
 */
export function BookCard({
  book,
  showSeller = true,
}: {
  book: Book;
  /** False in the seller's own shop, where every book is theirs. */
  showSeller?: boolean;
}) {
  const { data: user } = useSession();
  // Anyone who buys, never on their own book.
  const isBuyer = actsAs(user, 'buyer') && user?.id !== book.seller.id;
  return (
    <article
      className="card card-border h-full overflow-hidden border-base-300 bg-base-100"
      aria-labelledby={`book-${book.id}`}
    >
      <div className="relative">
        <Link to={`/book/${book.id}`} tabIndex={-1} aria-hidden="true">
          <BookCover src={book.thumbnail} alt="" />
        </Link>
        {isBuyer && (
          <WishlistHeart
            book={book}
            className="absolute top-1 right-1 size-11 border-0 bg-base-100/90 sm:top-2 sm:right-2 sm:size-8"
          />
        )}
      </div>
      <div className="card-body gap-2 p-3 lg:p-4">
        <div className="flex flex-wrap gap-1">
          <span className="badge badge-secondary badge-sm">{conditionName(book.condition)}</span>
          {book.campus && <CampusBadge campus={book.campus} />}
          <StudentBadge verified={book.seller.verifiedStudent} />
          {book.reserved && (
            <span className="badge badge-warning badge-sm">{t('book.reserved')}</span>
          )}
          <span className="badge badge-outline badge-sm max-sm:hidden">
            {categoryName(book.category.id, book.category.name)}
          </span>
        </div>
        <h2
          id={`book-${book.id}`}
          className="card-title line-clamp-2 text-base leading-snug lg:text-lg"
          title={book.name}
        >
          <Link to={`/book/${book.id}`} className="link-hover">
            {book.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-bold text-primary xl:text-2xl">
            {formatTaka(book.price)}
          </span>
          <span className="text-sm text-base-content/70">
            <span className="sr-only">{t('book.originalPrice')} </span>
            <s>{formatTaka(book.originalPrice)}</s>
          </span>
        </p>
        <div className="contents max-sm:hidden">
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
            <dt className="text-base-content/70">{t('book.usedFor')}</dt>
            <dd>{yearsOfUse(book.purchaseYear)}</dd>
            {showSeller && (
              <>
                <dt className="text-base-content/70">{t('book.seller')}</dt>
                <dd className="font-medium">
                  <Link to={`/seller/${book.seller.id}`} className="link-hover">
                    {book.seller.name}
                  </Link>{' '}
                  <VerifiedTick verified={book.seller.verified} />
                  {book.seller.rating.average !== null && (
                    <span className="ms-1 font-normal whitespace-nowrap text-base-content/80">
                      <span aria-hidden="true">
                        <span className="text-warning">★</span>{' '}
                        {oneDecimal(book.seller.rating.average)} (
                        {formatNumber(book.seller.rating.count)})
                      </span>
                      <span className="sr-only">
                        {t('book.rating', {
                          average: oneDecimal(book.seller.rating.average),
                          count: book.seller.rating.count,
                        })}
                      </span>
                    </span>
                  )}
                </dd>
              </>
            )}
          </dl>
          <p className="flex items-center gap-1 text-sm text-base-content/80" title={book.location}>
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{book.location}</span>
          </p>
          <p className="flex items-center gap-1 text-sm text-base-content/80">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />{' '}
            {t('book.posted', { date: postedOn(book.createdAt) })}
          </p>
        </div>
        {isBuyer && (
          <div className="card-actions mt-auto flex-col items-stretch gap-1 pt-2">
            <BookNow book={book} className="max-sm:h-11 max-sm:px-2 sm:btn-sm" />
            <ReportButton book={book} className="btn-sm max-sm:hidden" />
          </div>
        )}
      </div>
    </article>
  );
}
