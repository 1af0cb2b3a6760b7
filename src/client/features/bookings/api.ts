import type { BookingAction } from '../../../shared/booking-process';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingDetail,
  BookingInput,
  BuyerRow,
  Order,
  PaymentIntent,
  PaymentResult,
  TestCard,
} from '../../../shared/schemas/bookings';
import type { MeetupSpot } from '../../../shared/schemas/meetup-spots';
import { apiRequest } from '../../api/http';
import { bookKeys } from '../books/api';
import { conversationKeys } from '../messages/unread';

/** Everything about bookings sits under 'orders': a change to one refreshes them all. */
export const bookingKeys = {
  all: ['orders'] as const,
  mine: () => [...bookingKeys.all, 'mine'] as const,
  buyers: () => [...bookingKeys.all, 'buyers'] as const,
  one: (id: string) => [...bookingKeys.all, 'one', id] as const,
  intent: (id: string) => [...bookingKeys.all, 'intent', id] as const,
};

export const meetupSpotKeys = {
  all: ['meetup-spots'] as const,
};

export const useMyOrders = () =>
  useQuery({
    queryKey: bookingKeys.mine(),
    queryFn: () => apiRequest<Order[]>('/api/me/bookings'),
  });
export const useMyBuyers = () =>
  useQuery({
    queryKey: bookingKeys.buyers(),
    queryFn: () => apiRequest<BuyerRow[]>('/api/me/buyers'),
  });
export const useBooking = (id: string) =>
  useQuery({
    queryKey: bookingKeys.one(id),
    queryFn: () => apiRequest<BookingDetail>(`/api/bookings/${id}`),
  });

/**
 * A campus's places the admins keep, offered wherever a meet-up place is typed: the book's
 * campus's, or every campus's for a book listed before its seller chose one.
 */
export const useMeetupSpots = (campusId: string | null = null) =>
  useQuery({
    queryKey: [...meetupSpotKeys.all, campusId ?? 'every'],
    queryFn: () =>
      apiRequest<MeetupSpot[]>(
        campusId ? `/api/meetup-spots?campus=${encodeURIComponent(campusId)}` : '/api/meetup-spots',
      ),
    staleTime: 5 * 60_000,
  });

/** An admin adds a meet-up place; `onAdded` tells them, then the list is asked for again. */
export function useAddMeetupSpot(options: {
  onAdded: (spot: MeetupSpot) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; campusId: string }) =>
      apiRequest<MeetupSpot>('/api/admin/meetup-spots', { body: input }),
    onSuccess: (spot) => {
      options.onAdded(spot);
      void queryClient.invalidateQueries({ queryKey: meetupSpotKeys.all });
    },
    onError: options.onError,
  });
}

/** An admin removes a meet-up place; `onRemoved` tells them, then the list is asked for again. */
export function useRemoveMeetupSpot(onRemoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/admin/meetup-spots/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      onRemoved();
      void queryClient.invalidateQueries({ queryKey: meetupSpotKeys.all });
    },
  });
}

/** The buyer books a book; the booking lists follow. */
export function usePlaceBooking(options: {
  onPlaced: () => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<BookingInput, 'meetAt'> & { meetAt?: Date }) =>
      apiRequest('/api/bookings', { body: input }),
    onSuccess: () => {
      // The booking is in My Orders, and its request (or offer) in its thread.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      options.onPlaced();
    },
    onError: options.onError,
  });
}

/** The steps taken at `POST /api/bookings/:id/<step>` (src/shared/booking-process.ts). */
export type MeetupStep = Exclude<BookingAction, 'pay' | 'dispute-no-show' | 'review'>;

/** One meet-up step on a booking; the lists, the book and the conversations refresh after it. */
export function useBookingActionRequest(id: string, action: MeetupStep, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: object) =>
      apiRequest(`/api/bookings/${id}/${action}`, { method: 'POST', body: body ?? {} }),
    onSuccess: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookKeys.all });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}

/** The payment intent the Pay button waits for, with the amount the server read from the booking. */
export const usePaymentIntent = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.intent(id),
    queryFn: () =>
      apiRequest<PaymentIntent>(`/api/bookings/${id}/payment-intent`, { method: 'POST' }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });

/** SSLCOMMERZ's checkout for the booking: the browser goes to its page (bKash, Nagad, Rocket, cards). */
export const useCheckout = (id: string) =>
  useMutation({
    mutationFn: () =>
      apiRequest<{ url: string }>(`/api/bookings/${id}/checkout`, { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

/** The payment page's requests: recording a payment, the test-mode charge, and what follows. */
export function usePayment(id: string) {
  const queryClient = useQueryClient();
  return {
    /** Records a payment the provider has taken; the server re-reads it from the provider. */
    record: (intentId: string) =>
      apiRequest<PaymentResult>(`/api/bookings/${id}/payment`, {
        body: { paymentIntentId: intentId },
      }),
    /** The test-mode provider's charge of a card. */
    chargeTestCard: (intentId: string, card: TestCard) =>
      apiRequest<{ status: string; error: string | null }>(
        `/api/test-payments/${intentId}/confirm`,
        { body: card },
      ),
    /** My Orders, this booking and the shelves; not the intent, which a retry still needs. */
    refresh: () => {
      void queryClient.invalidateQueries({
        queryKey: bookingKeys.all,
        predicate: (query) => query.queryKey[1] !== 'intent',
      });
      void queryClient.invalidateQueries({ queryKey: bookKeys.all });
    },
  };
}
