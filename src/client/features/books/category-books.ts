import { useInfiniteQuery } from '@tanstack/react-query';
import type { BookQuery, CategoryBooks } from '../../../shared/schemas/books';
import { apiRequest } from '../../api/http';

/**
 * A category's books as its page filters and sorts them, a page at a time; `enabled` false waits
 * (for a session, say) without asking.
 */
export function useCategoryBookList(categoryId: string, filters: BookQuery, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: ['books', 'category', categoryId, filters],
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...filters, cursor: pageParam }))
        if (value !== undefined && value !== '') search.set(key, String(value));
      return apiRequest<CategoryBooks>(
        `/api/categories/${encodeURIComponent(categoryId)}/books?${search}`,
      );
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
