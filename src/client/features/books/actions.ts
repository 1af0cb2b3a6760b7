import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/i18n/en/messages';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { categoryKeys } from '../categories/api';
import { bookKeys } from './api';

const t = texts(MESSAGES);

/**
 * A change to books: toast the spec's success text (a refusal is toasted as every one is), then
 * refresh every book list.
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
