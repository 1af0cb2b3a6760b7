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

/**
 * Every book list sits under 'books': a change to a book refreshes them all. The mutations live
 * in actions.ts and book-form.tsx, apart from these queries, so that the home page's script (it
 * shows the advertised books) carries no mutation code.
 */
export const bookKeys = {
  all: ['books'] as const,
  search: (query: BookQuery) => [...bookKeys.all, query] as const,
  category: (categoryId: string, filters: BookQuery) =>
    [...bookKeys.all, 'category', categoryId, filters] as const,
  one: (id: string) => [...bookKeys.all, 'one', id] as const,
  mine: () => [...bookKeys.all, 'mine'] as const,
  reported: () => [...bookKeys.all, 'reported'] as const,
  wishlist: () => [...bookKeys.all, 'wishlist'] as const,
};

const toSearch = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) =>
      v === undefined || v === null || v === '' ? [] : [[k, String(v)]],
    ),
  ).toString();

/** The market's books for a search, a page at a time. */
export function useBooks(query: BookQuery) {
  return useInfiniteQuery({
    queryKey: bookKeys.search(query),
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
    queryKey: bookKeys.category(categoryId, filters),
    queryFn: ({ pageParam }) =>
      apiRequest<CategoryBooks>(
        `/api/categories/${encodeURIComponent(categoryId)}/books?${toSearch({ ...filters, cursor: pageParam })}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useBook = (id: string) =>
  useQuery({ queryKey: bookKeys.one(id), queryFn: () => apiRequest<Book>(`/api/books/${id}`) });
export const useMyBooks = () =>
  useQuery({ queryKey: bookKeys.mine(), queryFn: () => apiRequest<MyBook[]>('/api/me/books') });
export const useReportedBooks = () =>
  useQuery({
    queryKey: bookKeys.reported(),
    queryFn: () => apiRequest<ReportedBook[]>('/api/admin/reported-books'),
  });
export const useWishlist = (enabled = true) =>
  useQuery({
    queryKey: bookKeys.wishlist(),
    queryFn: () => apiRequest<WishlistItem[]>('/api/me/wishlist'),
    enabled,
  });
