import { CampusBadge } from '../features/campuses/campus-badge';
import { StudentBadge } from '../features/students/student-badge';
import { actsAs } from '../../shared/constants';
import { ArrowLeft, Heart, MessageCircle } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { BOOKS } from '../../shared/i18n/en/books';
import { SHOP } from '../../shared/i18n/en/shop';
import { TRADE } from '../../shared/i18n/en/trade';
import type { Book } from '../../shared/schemas/books';
import { intlLocale, texts } from '../i18n';
import { messageText } from '../i18n/errors';
import { formatDate, formatTaka, yearsOfUse } from '../i18n/format';
import { categoryName, conditionName } from '../i18n/names';
import { PageTitle } from '../components/page-title';
import { VerifiedTick } from '../components/verified-tick';
import { useSession } from '../features/auth/session';
import { loginReturningTo } from '../features/auth/use-return-to';
import { BookNow, MakeOffer, ReportButton, WishlistHeart } from '../features/books/book-actions';
import { useBook } from '../features/books/api';
import { MessageSeller } from '../features/messages/message-seller';
import { NotFound } from '../components/not-found';
import { ShareButton } from '../features/books/share-button';
import { Gallery } from '../features/books/gallery';
import { useSellerProfile } from '../features/reviews/api';
import { RatingSummary } from '../features/reviews/stars';
import { Spinner } from '../components/spinner';
import { ApiRequestError } from '../api/http';

const t = texts(BOOKS);
const tt = texts(TRADE);
const ts = texts(SHOP);

/** A year as a year: '2020' or '২০২০', never grouped like an amount. */
const yearText = (year: number) => year.toLocaleString(intlLocale(), { useGrouping: false });

/**
 * Every field of one book, and every action its card has: a buyer books it, saves it or reports
 * it here too, or messages its seller. On a phone the price, Message seller and Book Now stay at
 * the bottom of the screen.
 */
export default function BookPage() {
  const { id = '' } = useParams();
  const { data: book, isPending, isError, error } = useBook(id);
  const { data: user, isPending: checking } = useSession();
  if (isPending) return <Spinner />;
  if (error instanceof ApiRequestError && error.code === 'BOOK_GONE') {
    const name = String(error.params?.name ?? '');
    return (
      <NotFound
        title={messageText('bookGone', { name })}
        hint={t('book.goneHint')}
        gone
        back={{ to: `/search?q=${encodeURIComponent(name)}`, label: t('book.findLikeIt') }}
      />
    );
  }
  if (isError || !book) {
    return (
      <NotFound
        title={messageText('bookNotFound')}
        back={{ to: '/categories', label: t('books.browseCategories') }}
      />
    );
  }
  // Anyone who buys, never on their own book.
  const canBuy =
    actsAs(user, 'buyer') && user?.id !== book.seller.id && book.status === 'available';
  // A visitor sees what a buyer would; each action asks them to sign in first.
  const visitor = !user && !checking && book.status === 'available';
  const isMine = user?.id === book.seller.id;
  const category = categoryName(book.category.id, book.category.name);
  const facts: [string, React.ReactNode][] = [
    [
      t('book.resalePrice'),
      <strong className="text-xl text-primary">{formatTaka(book.price)}</strong>,
    ],
    [t('book.originalPrice'), formatTaka(book.originalPrice)],
    [t('book.condition'), conditionName(book.condition)],
    ...detailsOf(book),
    [
      t('book.category'),
      <Link
        to={`/category/${book.category.id}`}
        className="link link-primary max-sm:inline-flex max-sm:min-h-11 max-sm:items-center"
      >
        {category}
      </Link>,
    ],
    [
      t('book.yearOfPurchase'),
      t('book.yearUsed', {
        year: yearText(book.purchaseYear),
        used: yearsOfUse(book.purchaseYear),
      }),
    ],
    [
      t('book.location'),
      <>
        {book.campus && <CampusBadge campus={book.campus} />} {book.location}
      </>,
    ],
    [
      t('book.seller'),
      <>
        <Link
          to={`/seller/${book.seller.id}`}
          className="link max-sm:inline-flex max-sm:min-h-11 max-sm:items-center"
        >
          {book.seller.name}
        </Link>{' '}
        <VerifiedTick verified={book.seller.verified} />{' '}
        <StudentBadge verified={book.seller.verifiedStudent} />
        <SellerRating id={book.seller.id} />
      </>,
    ],
    [
      t('book.phone'),
      book.sellerPhone ? (
        <a
          href={`tel:${book.sellerPhone}`}
          className="link max-sm:inline-flex max-sm:min-h-11 max-sm:items-center"
        >
          {book.sellerPhone}
        </a>
      ) : (
        t('book.phoneHidden')
      ),
    ],
    [t('book.postedOn'), formatDate(book.createdAt, { dateStyle: 'long' })],
  ];
  return (
    <article className="mx-auto max-w-5xl space-y-6 px-4 py-10 max-md:pb-28">
      <PageTitle title={book.name} />
      <Link to={`/category/${book.category.id}`} className="btn btn-ghost btn-sm">
        <ArrowLeft className="size-4" aria-hidden="true" /> {category}
      </Link>
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Gallery book={book} />
        <div className="min-w-0 space-y-4">
          {book.status === 'sold' && <span className="badge badge-neutral">{t('book.sold')}</span>}
          {book.status !== 'sold' && book.reserved && (
            <span className="badge badge-warning">{t('book.reserved')}</span>
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
              <MakeOffer book={book} className="min-h-11" />
              <MessageSeller bookId={book.id} className="btn-outline max-md:hidden" />
              <WishlistHeart book={book} className="btn-ghost size-11 border border-base-300" />
              <ReportButton book={book} className="ms-auto min-h-11" />
            </div>
          )}
          {visitor && (
            <div className="flex flex-wrap items-center gap-2 border-t border-base-300 pt-4">
              <SignInFirst className="btn-primary max-md:hidden">{t('book.bookNow')}</SignInFirst>
              <SignInFirst className="btn-outline max-md:hidden">
                <MessageCircle className="size-4" aria-hidden="true" /> {tt('chat.messageSeller')}
              </SignInFirst>
              <SignInFirst
                className="btn-ghost border border-base-300"
                label={t('book.save', { name: book.name })}
              >
                <Heart className="size-5" aria-hidden="true" />
              </SignInFirst>
              <p className="basis-full text-sm text-base-content/70">{t('book.signInFirst')}</p>
            </div>
          )}
          {isMine && (
            <Link to="/dashboard/myProducts" className="btn btn-outline">
              {t('book.yours')}
            </Link>
          )}
        </div>
      </div>
      {visitor && (
        <PhoneBar price={book.price}>
          <SignInFirst
            className="btn-outline ms-auto px-3"
            label={tt('chat.messageSellerAbout', { book: book.name })}
          >
            <MessageCircle className="size-4" aria-hidden="true" /> {ts('shop.message')}
          </SignInFirst>
          <SignInFirst className="btn-primary flex-1">{t('book.bookNow')}</SignInFirst>
        </PhoneBar>
      )}
      {canBuy && (
        <PhoneBar price={book.price}>
          <MessageSeller
            bookId={book.id}
            word={ts('shop.message')}
            label={tt('chat.messageSellerAbout', { book: book.name })}
            className="btn-outline ms-auto h-11 px-3"
          />
          <BookNow book={book} className="h-11 flex-1" />
        </PhoneBar>
      )}
    </article>
  );
}

/**
 * On a phone, the price and the book's two actions stay at the bottom of the screen, each with
 * its name showing.
 */
function PhoneBar({ price, children }: { price: number; children: React.ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-base-300 bg-base-100/95 px-4 py-3 backdrop-blur md:hidden">
      <strong className="text-xl text-primary">{formatTaka(price)}</strong>
      {children}
    </div>
  );
}

/** An action of a buyer's, for a visitor: the Login page, which brings them back here. */
function SignInFirst({
  className,
  label,
  children,
}: {
  className: string;
  label?: string;
  children: React.ReactNode;
}) {
  const location = useLocation();
  return (
    // The way back is in the address too: the link works before the page's app has started.
    <Link
      to={loginReturningTo(location.pathname)}
      className={`btn min-h-11 min-w-11 ${className}`}
      aria-label={label}
    >
      {children}
    </Link>
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
      t('book.author'),
      <Link to={`/search?author=${encodeURIComponent(book.author)}`} className={searchLink}>
        {book.author}
      </Link>,
    ]);
  if (book.edition) details.push([t('book.edition'), book.edition]);
  if (book.isbn) details.push([t('book.isbn'), book.isbn]);
  if (book.courseCodes.length > 0)
    details.push([
      t(book.courseCodes.length === 1 ? 'book.course' : 'book.courses'),
      <span className="flex flex-wrap gap-x-3">
        {book.courseCodes.map((code) => (
          <Link key={code} to={`/search?course=${encodeURIComponent(code)}`} className={searchLink}>
            {code}
          </Link>
        ))}
      </span>,
    ]);
  if (book.department) details.push([t('book.department'), book.department]);
  return details;
}
