import { useEffect, useRef } from 'react';
import { HOME } from '../../../shared/i18n/en/home';
import { useBooks } from '../../features/books/api';
import { texts } from '../../i18n';
import { BookTile } from './book-tile';

const t = texts(HOME);

/** How near the end of the list (in px below the screen) the next page is asked for. */
const AHEAD_PX = 600;

/**
 * Every book for sale, newest first: the shop after the spec's sections. The next page comes as
 * the reader nears the end, or by the button, for whoever does not scroll. Nothing shows until
 * the first page is there (the server renders it into a visitor's page).
 */
export function NewlyListedSection() {
  const books = useBooks({ sort: 'newest', limit: 12 });
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = books;
  useEffect(() => {
    const marker = end.current;
    if (!marker || !hasNextPage || isFetchingNextPage) return;
    const watcher = new IntersectionObserver(
      ([entry]) => entry?.isIntersecting && void fetchNextPage(),
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    watcher.observe(marker);
    return () => watcher.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const items = books.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="newly-listed-heading" className="space-y-6">
      <h2 id="newly-listed-heading" className="text-3xl font-bold">
        {t('home.newlyListed')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
        {items.map((book) => (
          <li key={book.id}>
            <BookTile book={book} />
          </li>
        ))}
      </ul>
      <div ref={end} className="flex justify-center">
        {hasNextPage && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {t('home.moreBooks')}
          </button>
        )}
      </div>
    </section>
  );
}
