import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_REVIEW_LENGTH } from '../../../shared/constants';
import { BOOKS } from '../../../shared/i18n/en/books';
import { ZReviewInput, type MyReview } from '../../../shared/schemas/reviews';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { formatDate, formatNumber } from '../../i18n/format';
import { useMyReview, useRate } from './api';

const t = texts(BOOKS);

type Props = { bookingId: string; whom: 'seller' | 'buyer'; name: string };

/**
 * 'Rate seller' / 'Rate buyer' on a completed sale: a dialog with five stars and a comment. Once
 * rated the button shows the stars given ('Rated 4/5', from the sale's own row: `given`), and
 * offers the review again to change, for 7 days; then it only shows it.
 */
export function RateButton({ given, ...props }: Props & { given: number | null }) {
  const [open, setOpen] = useState(false);
  const stars = given === null ? '' : formatNumber(given);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-xs min-h-11 sm:min-h-6"
        onClick={() => setOpen(true)}
        aria-label={
          given === null
            ? t(`review.rateWhom.${props.whom}`, { name: props.name })
            : t('review.givenWhom', { stars, name: props.name })
        }
      >
        <Star className={`size-3 ${given ? 'fill-current' : ''}`} aria-hidden="true" />{' '}
        {given === null ? t(`review.rate.${props.whom}`) : t('review.given', { stars })}
      </button>
      {open && <RateDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Asks for the rating already given (if any), then shows the form with it. */
function RateDialog(props: Props & { onClose: () => void }) {
  const mine = useMyReview(props.bookingId, true);
  if (mine.isPending) return null;
  return <RateForm {...props} given={mine.data ?? null} />;
}

function RateForm({
  bookingId,
  whom,
  name,
  given,
  onClose,
}: Props & { given: MyReview | null; onClose: () => void }) {
  const rate = useRate(bookingId);
  const [stars, setStars] = useState(given?.stars ?? 0);
  const [comment, setComment] = useState(given?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const locked = given !== null && !given.editable;
  const submit = () => {
    const checked = ZReviewInput.safeParse({ stars, comment: comment || undefined });
    // The schema names its errors by message key.
    if (!checked.success) return setError(messageText(checked.error.issues[0]!.message));
    setError(null);
    rate.mutate(checked.data, {
      onSuccess: onClose,
      onError: (failure) => setError(errorText(failure)),
    });
  };
  return (
    <ConfirmDialog
      open
      title={t('review.title', { name })}
      confirmLabel={t(given ? 'review.save' : 'review.rate')}
      tone="primary"
      pending={rate.isPending || locked}
      onClose={onClose}
      onConfirm={submit}
    >
      <fieldset className="py-3" disabled={locked}>
        <legend className="pb-2 text-sm">{t(`review.howWas.${whom}`)}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name={`${ids}-stars`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="peer sr-only"
              />
              <span className="sr-only">{t('review.stars', { count: n })}</span>
              <Star
                aria-hidden="true"
                className="size-9 rounded text-warning peer-focus-visible:outline-2"
                fill={n <= stars ? 'currentColor' : 'none'}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${ids}-comment`} className="label text-sm">
        {t('review.comment')}
      </label>
      <textarea
        id={`${ids}-comment`}
        className="textarea w-full"
        maxLength={MAX_REVIEW_LENGTH}
        value={comment}
        disabled={locked}
        onChange={(event) => setComment(event.target.value)}
      />
      <p role="alert" className="min-h-5 text-sm text-error">
        {error}
      </p>
      {given && (
        <p className="text-sm text-base-content/75">
          {locked
            ? t('review.locked')
            : t('review.editableUntil', {
                date: formatDate(given.editableUntil, { dateStyle: 'long' }),
              })}
        </p>
      )}
    </ConfirmDialog>
  );
}
