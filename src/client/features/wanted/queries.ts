import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKS } from '../../../shared/i18n/en/books';
import type { Notification, SavedSearch, SavedSearchInput } from '../../../shared/schemas/wanted';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';

const t = texts(BOOKS);

const WANTED = ['wanted'] as const;
const unreadKey = [...WANTED, 'unread'] as const;

export const useSavedSearches = () =>
  useQuery({
    queryKey: [...WANTED, 'searches'],
    queryFn: () => apiRequest<SavedSearch[]>('/api/me/saved-searches'),
  });

export const useNotifications = () =>
  useQuery({
    queryKey: [...WANTED, 'notifications'],
    queryFn: () => apiRequest<Notification[]>('/api/me/notifications'),
  });

/** New matches not yet seen: the count beside 'Wanted' in the dashboard menu. */
export const useUnreadNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: unreadKey,
    queryFn: () => apiRequest<{ unread: number }>('/api/me/notifications/unread'),
    enabled,
  });

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: SavedSearchInput) =>
      apiRequest<SavedSearch>('/api/me/saved-searches', { body: search }),
    onSuccess: () => {
      toast.success(t('wanted.saved'));
      void queryClient.invalidateQueries({ queryKey: WANTED });
    },
  });
}

export function useRemoveSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/me/saved-searches/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('wanted.removed'));
      void queryClient.invalidateQueries({ queryKey: WANTED });
    },
  });
}

/** The reader has seen their new matches: the count goes. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/me/notifications/read', { method: 'POST', body: {} }),
    onSuccess: () => queryClient.setQueryData(unreadKey, { unread: 0 }),
  });
}
