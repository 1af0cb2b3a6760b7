import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';

/** A change to books: toast the spec's success text or the server's message, then refresh every book list. */
function useBookAction<T>(request: (input: T) => Promise<unknown>, success?: (input: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_data, input) => {
      if (success) toast.success(success(input));
      void queryClient.invalidateQueries({ queryKey: ['books'] });
      void queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
    onError: (error) => toast.error(error.message),
  });
}

export const useAdvertise = () =>
  useBookAction(
    (id: string) => apiRequest(`/api/books/${id}/advertise`, { method: 'POST' }),
    () => MESSAGES.advertised,
  );
export const useDeleteBook = () =>
  useBookAction(
    (id: string) => apiRequest(`/api/books/${id}`, { method: 'DELETE' }),
    () => MESSAGES.productDeleted,
  );
export const useReport = () =>
  useBookAction(
    (id: string) => apiRequest(`/api/books/${id}/report`, { method: 'POST', body: {} }),
    () => MESSAGES.reported,
  );
export const useDismissReport = () =>
  useBookAction(
    (id: string) => apiRequest(`/api/admin/reported-books/${id}/dismiss`, { method: 'POST' }),
    () => MESSAGES.reportDismissed,
  );
export const useToggleWishlist = () =>
  useBookAction(
    ({ id, saved }: { id: string; saved: boolean }) =>
      apiRequest(`/api/me/wishlist/${id}`, { method: saved ? 'DELETE' : 'PUT' }),
    ({ saved }) => (saved ? MESSAGES.removedFromWishlist : MESSAGES.savedToWishlist),
  );
