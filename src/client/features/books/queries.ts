import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  Book,
  BookPage,
  BookQuery,
  CategoryBooks,
  MyBook,
  ReportedBook,
  WishlistItem,
} from '../../../shared/schemas/books';
import { apiRequest } from '../../api/http';

const toSearch = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) =>
      v === undefined || v === null || v === '' ? [] : [[k, String(v)]],
    ),
  ).toString();

/** The market's books for a search, a page at a time. */
export function useBooks(query: BookQuery) {
  return useInfiniteQuery({
    queryKey: ['books', query],
    queryFn: ({ pageParam }) =>
      apiRequest<BookPage>(`/api/books?${toSearch({ ...query, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * A category's books as its page filters and sorts them, a page at a time; `enabled` false waits
 * (for a session, say) without asking.
 */
export function useCategoryBooks(categoryId: string, filters: BookQuery, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: ['books', 'category', categoryId, filters],
    queryFn: ({ pageParam }) =>
      apiRequest<CategoryBooks>(
        `/api/categories/${encodeURIComponent(categoryId)}/books?${toSearch({ ...filters, cursor: pageParam })}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useBook = (id: string) =>
  useQuery({ queryKey: ['books', 'one', id], queryFn: () => apiRequest<Book>(`/api/books/${id}`) });
export const useMyBooks = () =>
  useQuery({ queryKey: ['books', 'mine'], queryFn: () => apiRequest<MyBook[]>('/api/me/books') });
export const useReportedBooks = () =>
  useQuery({
    queryKey: ['books', 'reported'],
    queryFn: () => apiRequest<ReportedBook[]>('/api/admin/reported-books'),
  });
export const useWishlist = (enabled = true) =>
  useQuery({
    queryKey: ['books', 'wishlist'],
    queryFn: () => apiRequest<WishlistItem[]>('/api/me/wishlist'),
    enabled,
  });
