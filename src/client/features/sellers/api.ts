import { useInfiniteQuery } from '@tanstack/react-query';
import type { BookPage } from '../../../shared/schemas/books';
import { apiRequest } from '../../api/http';
import { bookKeys } from '../books/api';

/** A shop is a list of books: under 'books', so a change to any book refreshes it too. */
export const shopKeys = {
  books: (sellerId: string) => [...bookKeys.all, 'seller', sellerId] as const,
};

/** A seller's books for sale, newest first, a page at a time. */
export function useSellerBooks(sellerId: string) {
  return useInfiniteQuery({
    queryKey: shopKeys.books(sellerId),
    queryFn: ({ pageParam }) =>
      apiRequest<BookPage>(
        `/api/sellers/${encodeURIComponent(sellerId)}/books${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
