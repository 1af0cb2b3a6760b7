import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/i18n/en/messages';
import { apiRequest } from '../../api/http';
import type { IsbnDetails } from './isbn-field';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { categoryKeys } from '../categories/api';
import { consoleKeys } from '../console/api';
import { bookKeys } from './api';

const t = texts(MESSAGES);

/*
 * The books' mutations: apart from api.ts (the queries and bookKeys), so that the home page's
 * script, which shows the advertised books, carries none of them.
 */

/**
 * A change to books: toast the spec's success text (a refusal is toasted as every one is), then
 * refresh every book list, and an admin's console (a report dismissed or a reported book deleted
 * changes what waits in the moderation queue, and the menu's count of it).
 */
function useBookAction<T>(
  request: (input: T) => Promise<unknown>,
  success?: (input: T) => keyof typeof MESSAGES,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_data, input) => {
      if (success) toast.success(t(success(input)));
      void queryClient.invalidateQueries({ queryKey: bookKeys.all });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
}

export const useAdvertise = () =>
  useBookAction(
    (id: string) => apiRequest(`/api/books/${id}/advertise`, { method: 'POST' }),
    () => 'advertised',
  );
export const useDeleteBook = () =>
  useBookAction(
    (id: string) => apiRequest(`/api/books/${id}`, { method: 'DELETE' }),
    () => 'productDeleted',
  );
export const useReport = () =>
  useBookAction(
    (id: string) => apiRequest(`/api/books/${id}/report`, { method: 'POST', body: {} }),
    () => 'reported',
  );
export const useDismissReport = () =>
  useBookAction(
    (id: string) => apiRequest(`/api/admin/reported-books/${id}/dismiss`, { method: 'POST' }),
    () => 'reportDismissed',
  );
export const useToggleWishlist = () =>
  useBookAction(
    ({ id, saved }: { id: string; saved: boolean }) =>
      apiRequest(`/api/me/wishlist/${id}`, { method: saved ? 'DELETE' : 'PUT' }),
    ({ saved }) => (saved ? 'removedFromWishlist' : 'savedToWishlist'),
  );

/**
 * Adds a listing, or saves the one being edited (`editingId`): the photos go by their uploads' ids
 * (`photoIds`, the cover first). Every book list and the categories' counts follow, then `onSaved`.
 */
export function useSaveBook<T extends { photo?: unknown }>(options: {
  editingId: string | undefined;
  photoIds: () => Promise<string[]>;
  onSaved: (book: { name: string }) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo: _photo, ...book }: T) => {
      const ids = await options.photoIds();
      const image = ids[0];
      return options.editingId
        ? apiRequest<{ name: string }>(`/api/books/${options.editingId}`, {
            method: 'PATCH',
            body: { ...book, image, photos: ids },
          })
        : apiRequest<{ name: string }>('/api/books', { body: { ...book, image, photos: ids } });
    },
    onSuccess: (book) => {
      void queryClient.invalidateQueries({ queryKey: bookKeys.all });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      options.onSaved(book);
    },
    onError: options.onError,
  });
}

/** Open Library's title, author and cover for an ISBN, asked through the server. */
export const useIsbnLookUp = (onFound: (details: IsbnDetails) => void) =>
  useMutation({
    mutationFn: (isbn: string) => apiRequest<IsbnDetails>(`/api/isbn/${encodeURIComponent(isbn)}`),
    onSuccess: onFound,
  });
