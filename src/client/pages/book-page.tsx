import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatTaka, yearsOfUse } from '../i18n/format';
import type { Book } from '../../shared/schemas/books';
import { PageTitle } from '../components/page-title';
import { VerifiedTick } from '../components/verified-tick';
import { useSession } from '../features/auth/session';
import { BookNow, ReportButton, WishlistHeart } from '../features/books/book-actions';
import { useBook } from '../features/books/queries';
import { MessageSeller } from '../features/messages/message-seller';
import { NotFound } from './not-found-page';
import { ShareButton } from '../features/books/share-button';
import { Gallery } from '../features/books/gallery';
import { useSellerProfile } from '../features/reviews/queries';
import { RatingSummary } from '../features/reviews/stars';
import { Spinner } from '../components/spinner';

/**
 * Every field of one book, and every action its card has: a buyer books it, saves it or reports
 * it here too, or messages its seller. On a phone the price, Message seller and Book Now stay at
 * the bottom of the screen.
 */
export default function BookPage() {
  const { id = '' } = useParams();
  const { data: book, isPending, isError } = useBook(id);
  const { data: user } = useSession();
  if (isPending) return <Spinner />;
  if (isError || !book) {
    return (
      <NotFound
        title="This book is not available"
        back={{ to: '/categories', label: 'Browse categories' }}
      />
    );
  }
  const canBuy = user?.role === 'buyer' && book.status === 'available';
  const isMine = user?.id === book.seller.id;
  const facts: [string, React.ReactNode][] = [
    ['Resale price', <strong className="text-xl text-primary">{formatTaka(book.price)}</strong>],
    ['Original price', formatTaka(book.originalPrice)],
    ['Condition', book.condition],
    ...detailsOf(book),
    [
      'Category',
      <Link
        to={`/category/${book.category.id}`}
        className="link link-primary max-sm:inline-flex max-sm:min-h-11 max-sm:items-center"
      >
        {book.category.name}
      </Link>,
    ],
    ['Year of purchase', `${book.purchaseYear} (used for ${yearsOfUse(book.purchaseYear)})`],
    ['Location', book.location],
    [
      'Seller',
      <>
        <Link
          to={`/seller/${book.seller.id}`}
          className="link max-sm:inline-flex max-sm:min-h-11 max-sm:items-center"
        >
          {book.seller.name}
        </Link>{' '}
        <VerifiedTick verified={book.seller.verified} />
        <SellerRating id={book.seller.id} />
      </>,
    ],
    [
      'Mobile number',
      book.sellerPhone ? (
        <a
          href={`tel:${book.sellerPhone}`}
          className="link max-sm:inline-flex max-sm:min-h-11 max-sm:items-center"
        >
          {book.sellerPhone}
        </a>
      ) : (
        'Shown once the seller accepts your meet-up; until then, use Message seller'
      ),
    ],
    ['Posted', new Date(book.createdAt).toLocaleDateString('en-GB', { dateStyle: 'long' })],
  ];
  return (
    <article className="mx-auto max-w-5xl space-y-6 px-4 py-10 max-md:pb-28">
      <PageTitle title={book.name} />
      <Link to={`/category/${book.category.id}`} className="btn btn-ghost btn-sm">
        <ArrowLeft className="size-4" aria-hidden="true" /> {book.category.name}
      </Link>
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Gallery book={book} />
        <div className="min-w-0 space-y-4">
          {book.status === 'sold' && <span className="badge badge-neutral">Sold</span>}
          {book.status !== 'sold' && book.reserved && (
            <span className="badge badge-warning">Reserved</span>
          )}
          <div className="flex items-start gap-2">
            <h1 className="min-w-0 flex-1 text-3xl font-bold break-words sm:text-4xl">
              {book.name}
            </h1>
            <ShareButton title={book.name} className="min-h-11 min-w-11 shrink-0 max-sm:px-2" />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-base-content/70">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="whitespace-pre-line leading-relaxed">{book.description}</p>
          {canBuy && (
            <div className="flex flex-wrap items-center gap-2 border-t border-base-300 pt-4">
              {/* On a phone Book Now sits in the bar at the bottom of the screen instead. */}
              <BookNow book={book} className="max-md:hidden" />
              <MessageSeller book={book} className="max-md:hidden" />
              <WishlistHeart book={book} className="btn-ghost size-11 border border-base-300" />
              <ReportButton book={book} className="ms-auto min-h-11" />
            </div>
          )}
          {isMine && (
            <Link to="/dashboard/myProducts" className="btn btn-outline">
              This is your book: see My Products
            </Link>
          )}
        </div>
      </div>
      {canBuy && (
        <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-base-300 bg-base-100/95 px-4 py-3 backdrop-blur md:hidden">
          <strong className="text-xl text-primary">{formatTaka(book.price)}</strong>
          <MessageSeller book={book} compact className="ms-auto size-11" />
          <BookNow book={book} className="h-11 flex-1" />
        </div>
      )}
    </article>
  );
}

/** The seller's mean rating beside their name (a line kept in place while it loads). */
function SellerRating({ id }: { id: string }) {
  const { data } = useSellerProfile(id);
  return (
    <span className="block min-h-6 text-sm">{data && <RatingSummary {...data.rating} />}</span>
  );
}

const searchLink = 'link max-sm:inline-flex max-sm:min-h-11 max-sm:items-center';

/** The optional details, each only when given; author and courses lead to their other books. */
function detailsOf(book: Book): [string, React.ReactNode][] {
  const details: [string, React.ReactNode][] = [];
  if (book.author)
    details.push([
      'Author',
      <Link to={`/search?author=${encodeURIComponent(book.author)}`} className={searchLink}>
        {book.author}
      </Link>,
    ]);
  if (book.edition) details.push(['Edition', book.edition]);
  if (book.isbn) details.push(['ISBN', book.isbn]);
  if (book.courseCodes.length > 0)
    details.push([
      book.courseCodes.length === 1 ? 'Course' : 'Courses',
      <span className="flex flex-wrap gap-x-3">
        {book.courseCodes.map((code) => (
          <Link key={code} to={`/search?course=${encodeURIComponent(code)}`} className={searchLink}>
            {code}
          </Link>
        ))}
      </span>,
    ]);
  if (book.department) details.push(['Department', book.department]);
  return details;
}
