import { Star } from 'lucide-react';
import { BOOKS } from '../../../shared/i18n/en/books';
import { intlLocale, texts } from '../../i18n';
import { formatNumber } from '../../i18n/format';

const t = texts(BOOKS);

/** A mean rating with one decimal: '4.0', '৪.৫'. */
const oneDecimal = (value: number) =>
  value.toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Stars out of five, filled up to `value` (a mean rounds to the nearest whole star). */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      className="inline-flex items-center text-warning"
      role="img"
      aria-label={t('review.outOfFive', { value: formatNumber(value) })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={className}
          fill={n <= filled ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}

/**
 * A seller's rating on their page: the mean of each buyer's latest rating, and how many ratings
 * from how many buyers ('4.5 ★ · 12 ratings from 9 buyers'), or 'No ratings yet'.
 */
export function SellerRatingSummary({
  average,
  count,
  ratings,
  fromStudents,
}: {
  average: number | null;
  count: number;
  ratings: number;
  /** How many of the buyers were verified students when they bought. */
  fromStudents: number;
}) {
  if (average === null || count === 0)
    return <span className="text-sm text-base-content/75">{t('review.none')}</span>;
  return (
    <span className="flex flex-col gap-1">
      <span className="inline-flex items-center gap-1">
        <Stars value={average} />
        <span>{oneDecimal(average)}</span>
      </span>
      <span className="text-sm font-normal">
        {t('seller.ratingsFrom', { ratings, buyers: count })}
      </span>
      {fromStudents > 0 && (
        <span className="text-sm font-normal">
          {t('seller.fromStudents', { students: fromStudents })}
        </span>
      )}
    </span>
  );
}

/** '4.5 ★ (12)', or 'No ratings yet'. */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0)
    return <span className="text-sm text-base-content/75">{t('review.none')}</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Stars value={average} />
      <span>{t('review.summary', { average: oneDecimal(average), count })}</span>
    </span>
  );
}
