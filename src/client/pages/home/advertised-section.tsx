import { HOME } from '../../../shared/i18n/en/home';
import { useBooks } from '../../features/books/api';
import { AdvertisedCard } from '../../features/books/advertised-card';
import { texts } from '../../i18n';

const t = texts(HOME);

/** Sellers' advertised books that are still for sale; the section stays away when there are none. */
export function AdvertisedSection() {
  const books = useBooks({ advertised: 'true', limit: 6 });
  const items = books.data?.pages[0]?.items ?? [];
  if (!books.isPending && items.length === 0) return null;
  return (
    <section aria-labelledby="advertised-heading" className="space-y-6">
      <h2 id="advertised-heading" className="text-3xl font-bold">
        {t('home.advertised')}
      </h2>
      <ul
        className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
        aria-busy={books.isPending}
      >
        {books.isPending
          ? [0, 1, 2].map((i) => (
              <li key={i} className="skeleton h-40 rounded-box" aria-hidden="true" />
            ))
          : items.map((book) => (
              <li key={book.id}>
                <AdvertisedCard book={book} />
              </li>
            ))}
      </ul>
    </section>
  );
}
