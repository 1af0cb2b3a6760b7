import { Link, useParams } from 'react-router';
import { StudentBadge } from '../features/students/student-badge';
import { BOOKS } from '../../shared/i18n/en/books';
import { SHOP } from '../../shared/i18n/en/shop';
import { PageTitle } from '../components/page-title';
import { Spinner } from '../components/spinner';
import { VerifiedTick } from '../components/verified-tick';
import { useSession } from '../features/auth/session';
import { BookCount } from '../features/books/book-filters';
import { BookGrid, NoBooks } from '../features/books/book-grid';
import { useScrollKeeper } from '../features/books/use-scroll-keeper';
import { useRemoveReview, useSellerProfile } from '../features/reviews/api';
import { ReportReview } from '../features/reviews/report-review';
import { SellerRatingSummary, Stars } from '../features/reviews/stars';
import { useSellerBooks } from '../features/sellers/api';
import { SellerPhoto } from '../features/sellers/seller-photo';
import { ShopMessage } from '../features/sellers/shop-message';
import { texts } from '../i18n';
import { messageText } from '../i18n/errors';
import { formatDate, formatNumber } from '../i18n/format';
import { NotFound } from '../components/not-found';

const t = texts(BOOKS);
const ts = texts(SHOP);

const monthYear = (iso: string) => formatDate(iso, { month: 'long', year: 'numeric' });

/**
 * A seller's public page is their shop: who they are, how long they have been here, the books
 * they have for sale (newest first, the cards of a category page), what they sold, and what their
 * buyers say. Only sales between unrelated accounts count, each buyer's rating once (decision
 * 0011). A buyer messages the seller from here; an admin may remove a review.
 */
export default function SellerPage() {
  const { id = '' } = useParams();
  const { data: seller, isPending, isError } = useSellerProfile(id);
  const books = useSellerBooks(id);
  const { data: viewer } = useSession();
  const remove = useRemoveReview();
  useScrollKeeper(books.data !== undefined);
  if (isPending) return <Spinner />;
  if (isError || !seller)
    return (
      <NotFound
        title={messageText('sellerNotFound')}
        back={{ to: '/categories', label: t('books.browseCategories') }}
      />
    );
  const firstPage = books.data?.pages[0];
  const facts: [string, React.ReactNode][] = [
    [t('seller.memberSince'), monthYear(seller.memberSince)],
    [t('seller.forSale'), formatNumber(seller.booksForSale)],
    [t('seller.sales'), formatNumber(seller.completedSales)],
    [t('seller.noShows'), formatNumber(seller.noShows)],
    [
      t('seller.rating'),
      <SellerRatingSummary
        {...seller.rating}
        ratings={seller.ratings}
        fromStudents={seller.ratingsFromStudents}
      />,
    ],
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:py-10">
      <PageTitle
        title={seller.name}
        description={t('seller.description', {
          name: seller.name,
          forSale: formatNumber(seller.booksForSale),
          sold: formatNumber(seller.completedSales),
        })}
      />
      <header className="flex flex-wrap items-center gap-4">
        <SellerPhoto
          name={seller.name}
          image={seller.image}
          className="size-20 text-2xl sm:size-24 sm:text-3xl"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">
            {seller.name} <VerifiedTick verified={seller.verified} />
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-base-content/75">
            {t('seller.on')} <StudentBadge verified={seller.verifiedStudent} />
          </p>
        </div>
        <ShopMessage
          seller={seller}
          newestBookId={firstPage ? (firstPage.items[0]?.id ?? null) : undefined}
        />
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-box border border-base-300 bg-base-100 p-4">
            <dt className="text-sm text-base-content/75">{label}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="shop-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="shop-heading" className="text-2xl font-bold">
            {t('seller.forSale')}
          </h2>
          <BookCount query={books} />
        </div>
        <BookGrid
          query={books}
          showSeller={false}
          empty={
            <NoBooks>
              <p className="text-base-content/75">{ts('shop.noBooks', { name: seller.name })}</p>
              <Link to="/categories" className="btn btn-primary">
                {t('books.browseCategories')}
              </Link>
            </NoBooks>
          }
        />
      </section>
      <section aria-labelledby="reviews-heading" className="max-w-3xl space-y-3">
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
                  {viewer && viewer.role !== 'admin' && (
                    <ReportReview
                      id={review.id}
                      label={t('seller.reportReview', { name: review.reviewer.firstName })}
                    />
                  )}
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
    </div>
  );
}
