import { UserRound } from 'lucide-react';
import { useParams } from 'react-router';
import { BOOKS } from '../../shared/i18n/en/books';
import { PageTitle } from '../components/page-title';
import { Spinner } from '../components/spinner';
import { VerifiedTick } from '../components/verified-tick';
import { useSession } from '../features/auth/session';
import { useRemoveReview, useSellerProfile } from '../features/reviews/api';
import { SellerRatingSummary, Stars } from '../features/reviews/stars';
import { texts } from '../i18n';
import { messageText } from '../i18n/errors';
import { formatDate, formatNumber } from '../i18n/format';
import { NotFound } from '../components/not-found';

const t = texts(BOOKS);

const monthYear = (iso: string) => formatDate(iso, { month: 'long', year: 'numeric' });

/**
 * A seller's public page: who they are, how long they have been here, what they sell and sold,
 * and what their buyers say. Only sales between unrelated accounts count, each buyer's rating once
 * (decision 0011). An admin may remove a review from here.
 */
export default function SellerPage() {
  const { id = '' } = useParams();
  const { data: seller, isPending, isError } = useSellerProfile(id);
  const { data: viewer } = useSession();
  const remove = useRemoveReview();
  if (isPending) return <Spinner />;
  if (isError || !seller)
    return (
      <NotFound
        title={messageText('sellerNotFound')}
        back={{ to: '/categories', label: t('books.browseCategories') }}
      />
    );
  const facts: [string, React.ReactNode][] = [
    [t('seller.memberSince'), monthYear(seller.memberSince)],
    [t('seller.forSale'), formatNumber(seller.booksForSale)],
    [t('seller.sales'), formatNumber(seller.completedSales)],
    [t('seller.noShows'), formatNumber(seller.noShows)],
    [t('seller.rating'), <SellerRatingSummary {...seller.rating} ratings={seller.ratings} />],
  ];
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <PageTitle
        title={seller.name}
        description={t('seller.description', {
          name: seller.name,
          forSale: formatNumber(seller.booksForSale),
          sold: formatNumber(seller.completedSales),
        })}
      />
      <header className="flex items-center gap-4">
        {seller.image ? (
          <img
            src={seller.image}
            alt=""
            width={96}
            height={96}
            className="size-24 rounded-full bg-base-200 object-cover"
          />
        ) : (
          <span className="grid size-24 place-items-center rounded-full bg-base-200">
            <UserRound className="size-10" aria-hidden="true" />
          </span>
        )}
        <div>
          <h1 className="text-3xl font-bold">
            {seller.name} <VerifiedTick verified={seller.verified} />
          </h1>
          <p className="text-base-content/75">{t('seller.on')}</p>
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-box border border-base-300 bg-base-100 p-4">
            <dt className="text-sm text-base-content/75">{label}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="reviews-heading" className="space-y-3">
        <h2 id="reviews-heading" className="text-2xl font-bold">
          {t('seller.reviews')}
        </h2>
        {seller.recentReviews.length === 0 ? (
          <p className="text-base-content/75">{t('seller.noReviews')}</p>
        ) : (
          <ul className="space-y-3">
            {seller.recentReviews.map((review) => (
              <li
                key={review.id}
                className="space-y-1 rounded-box border border-base-300 bg-base-100 p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Stars value={review.stars} />
                  {viewer?.role === 'admin' && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs min-h-11 sm:min-h-6"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(review.id)}
                      aria-label={t('seller.removeReview', { name: review.reviewer.firstName })}
                    >
                      {t('books.remove')}
                    </button>
                  )}
                </div>
                {!review.counted && (
                  <p className="text-sm text-base-content/75">{t('seller.notCounted')}</p>
                )}
                {review.comment && <p className="whitespace-pre-line">{review.comment}</p>}
                <p className="text-sm text-base-content/75">
                  {t(`seller.reviewBy.${review.reviewer.side}`, {
                    name: review.reviewer.firstName,
                    book: review.bookName,
                  })}{' '}
                  · <time dateTime={review.createdAt}>{monthYear(review.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
