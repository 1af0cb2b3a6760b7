import { UserRound } from 'lucide-react';
import { useParams } from 'react-router';
import { PageTitle } from '../components/page-title';
import { Spinner } from '../components/spinner';
import { VerifiedTick } from '../components/verified-tick';
import { useSession } from '../features/auth/session';
import { useRemoveReview, useSellerProfile } from '../features/reviews/queries';
import { RatingSummary, Stars } from '../features/reviews/stars';
import { NotFound } from './not-found-page';

const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });

/**
 * A seller's public page: who they are, how long they have been here, what they sell and sold,
 * and what their buyers say. An admin may remove a review from here.
 */
export default function SellerPage() {
  const { id = '' } = useParams();
  const { data: seller, isPending, isError } = useSellerProfile(id);
  const { data: viewer } = useSession();
  const remove = useRemoveReview();
  if (isPending) return <Spinner />;
  if (isError || !seller)
    return (
      <NotFound title="No such seller" back={{ to: '/categories', label: 'Browse categories' }} />
    );
  const facts: [string, React.ReactNode][] = [
    ['Member since', monthYear(seller.memberSince)],
    ['Books for sale', seller.booksForSale],
    ['Completed sales', seller.completedSales],
    ['Missed meet-ups', seller.noShows],
    ['Rating', <RatingSummary {...seller.rating} />],
  ];
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <PageTitle
        title={seller.name}
        description={`${seller.name} sells second-hand books on campus: ${seller.booksForSale} for sale, ${seller.completedSales} sold.`}
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
          <p className="text-base-content/75">Seller on Boipoka</p>
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
          What buyers say
        </h2>
        {seller.recentReviews.length === 0 ? (
          <p className="text-base-content/75">No reviews yet.</p>
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
                      aria-label={`Remove the review by ${review.reviewer.firstName}`}
                    >
                      Remove
                    </button>
                  )}
                </div>
                {review.comment && <p className="whitespace-pre-line">{review.comment}</p>}
                <p className="text-sm text-base-content/75">
                  {review.reviewer.firstName}, {review.reviewer.side} of “{review.bookName}” ·{' '}
                  <time dateTime={review.createdAt}>{monthYear(review.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
