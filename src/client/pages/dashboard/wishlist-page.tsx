import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { BOOKS } from '../../../shared/i18n/en/books';
import { PageTitle } from '../../components/page-title';
import { useToggleWishlist } from '../../features/books/actions';
import { useWishlist } from '../../features/books/api';
import { BookCover } from '../../features/books/book-cover';
import { texts } from '../../i18n';
import { formatTaka } from '../../i18n/format';

const t = texts(BOOKS);

/** The buyer's saved books with where each stands now. */
export default function WishlistPage() {
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  return (
    <section aria-labelledby="wishlist-heading" className="space-y-4">
      <PageTitle title={t('wishlist.title')} />
      <h1 id="wishlist-heading" className="text-3xl font-bold">
        {t('wishlist.title')}
      </h1>
      {wishlist.isPending && <div className="skeleton h-40 w-full" aria-hidden="true" />}
      {wishlist.data?.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 px-6 py-12 text-center">
          <Heart className="size-10 text-primary" aria-hidden="true" />
          <p className="text-lg font-semibold">{t('wishlist.empty')}</p>
          <p className="text-base-content/75">{t('wishlist.hint')}</p>
          <Link to="/categories" className="btn btn-primary">
            {t('books.browseCategories')}
          </Link>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {wishlist.data?.map(({ book }) => (
          <li
            key={book.id}
            className="card card-side card-border overflow-hidden border-base-300 bg-base-100"
          >
            <BookCover src={book.thumbnail} alt="" className="w-24 shrink-0" />
            <div className="card-body gap-1 p-4">
              <h2 className="card-title text-base">
                <Link to={`/book/${book.id}`} className="link-hover">
                  {book.name}
                </Link>
              </h2>
              <p className="font-bold text-primary">{formatTaka(book.price)}</p>
              <p>
                {book.status === 'sold' ? (
                  <span className="badge badge-neutral">{t('book.sold')}</span>
                ) : (
                  <span className="badge badge-success">{t('book.available')}</span>
                )}
              </p>
              <div className="card-actions mt-auto">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ id: book.id, saved: true })}
                  aria-label={t('wishlist.removeLabel', { name: book.name })}
                >
                  {t('books.remove')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
