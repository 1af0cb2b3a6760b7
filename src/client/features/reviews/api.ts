import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKS } from '../../../shared/i18n/en/books';
import type { MyReview, ReviewInput, SellerProfile } from '../../../shared/schemas/reviews';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { bookingKeys } from '../bookings/api';
import { consoleKeys } from '../console/api';
import { conversationKeys } from '../messages/unread';

const t = texts(BOOKS);

/** A seller's profile carries their reviews: a change to a review refreshes every seller. */
export const sellerKeys = {
  all: ['sellers'] as const,
  one: (id: string) => [...sellerKeys.all, id] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (bookingId: string) => [...reviewKeys.all, 'mine', bookingId] as const,
};

export const useSellerProfile = (id: string) =>
  useQuery({
    queryKey: sellerKeys.one(id),
    queryFn: () => apiRequest<SellerProfile>(`/api/sellers/${id}`),
  });

export const useMyReview = (bookingId: string, enabled: boolean) =>
  useQuery({
    queryKey: reviewKeys.mine(bookingId),
    queryFn: () => apiRequest<MyReview | null>(`/api/bookings/${bookingId}/review`),
    enabled,
  });

export function useRate(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiRequest<MyReview>(`/api/bookings/${bookingId}/review`, { method: 'PUT', body: input }),
    onSuccess: (review) => {
      toast.success(t('review.thanks'));
      queryClient.setQueryData(reviewKeys.mine(bookingId), review);
      // The stars given show on the sale's row and in its thread.
      for (const queryKey of [sellerKeys.all, bookingKeys.all, conversationKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useRemoveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/admin/reviews/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('review.removed'));
      // The seller's page, and what waits in the admins' queue if the review was reported.
      for (const queryKey of [sellerKeys.all, consoleKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
