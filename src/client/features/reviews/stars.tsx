import { Star } from 'lucide-react';

/** Stars out of five, filled up to `value` (a mean rounds to the nearest whole star). */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      className="inline-flex items-center text-warning"
      role="img"
      aria-label={`${value} out of 5 stars`}
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

/** '4.5 ★ (12)', or 'No ratings yet'. */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0)
    return <span className="text-sm text-base-content/75">No ratings yet</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Stars value={average} />
      <span>
        {average.toFixed(1)} ({count} {count === 1 ? 'rating' : 'ratings'})
      </span>
    </span>
  );
}
