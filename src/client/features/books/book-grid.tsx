import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { BOOKS } from '../../../shared/i18n/en/books';
import type { Book } from '../../../shared/schemas/books';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { BookCard } from './book-card';

const t = texts(BOOKS);

/** Cards some 230 px wide from a tablet up (3, 4, then 5 a row); two on a phone. */
const GRID =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-5 xl:grid-cols-5';
/** Cards drawn at a time as a page arrives: more than a screen holds, at any width. */
const CARDS_AT_A_TIME = 10;
/** Which of the five skeleton cards show: four on a phone (two rows), then one row at each width. */
const SKELETON_SHOWN = ['', '', '', 'sm:max-lg:hidden', 'max-xl:hidden'];

type Pages = UseInfiniteQueryResult<InfiniteData<{ items: Book[]; nextCursor: string | null }>>;

/** Books in a responsive grid, 2 to 5 columns, with skeletons, an empty state and 'Load more'. */
export function BookGrid({
  query,
  empty,
  showSeller = true,
}: {
  query: Pages;
  empty: ReactNode;
  /** False for one seller's books: their cards leave out who sells them. */
  showSeller?: boolean;
}) {
  // A page of cards is drawn in the background, in slices, so the page stays responsive meanwhile;
  // until it is, the frame of cards to come stays.
  const data = useDeferredValue(query.data);
  const books = data?.pages.flatMap((page) => page.items) ?? [];
  // A page that arrives is drawn a few cards at a time, the first screen first, each slice its own
  // short task (a phone drawing 25 cards at once was busy for 170 ms). Pages already at hand (back
  // to a list, whose scroll position is put back at once) are drawn whole.
  const [drawn, setDrawn] = useState(() => (query.data ? Infinity : CARDS_AT_A_TIME));
  useEffect(() => {
    if (drawn >= books.length) return;
    const next = setTimeout(() => startTransition(() => setDrawn(drawn + CARDS_AT_A_TIME)));
    return () => clearTimeout(next);
  }, [drawn, books.length]);
  if (query.isError) {
    return (
      <div role="alert" className="alert alert-error">
        <span>{errorText(query.error)}</span>
        <button type="button" className="btn btn-sm" onClick={() => void query.refetch()}>
          {t('books.tryAgain')}
        </button>
      </div>
    );
  }
  if (query.isPending || (query.data && !data)) {
    return (
      <ul className={GRID} aria-busy="true" aria-label={t('books.loading')}>
        {/* Two rows of compact cards on a phone; one row of full cards from a tablet up. */}
        {[0, 1, 2, 3, 4].map((i) => (
          <li
            key={i}
            className={`skeleton h-[25rem] rounded-box sm:h-[36rem] ${SKELETON_SHOWN[i] ?? ''}`}
          />
        ))}
      </ul>
    );
  }
  if (books.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-6">
      <ul className={GRID}>
        {books.slice(0, drawn).map((book) => (
          <li key={book.id}>
            <BookCard book={book} showSeller={showSeller} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {t('books.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}

/** What an empty list says, with a way on. */
export function NoBooks({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-14 text-center">
      <p className="text-xl font-semibold">{messageText('noBooks')}</p>
      {children}
    </div>
  );
}
