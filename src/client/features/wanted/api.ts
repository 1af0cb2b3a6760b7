import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKS } from '../../../shared/i18n/en/books';
import type { Notification } from '../../../shared/schemas/notifications';
import type { SavedSearch, SavedSearchInput } from '../../../shared/schemas/wanted';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';

const t = texts(BOOKS);

/** Everything about saved searches and their matches sits under 'wanted'. */
export const wantedKeys = {
  all: ['wanted'] as const,
  searches: () => [...wantedKeys.all, 'searches'] as const,
  notifications: () => [...wantedKeys.all, 'notifications'] as const,
  unread: () => [...wantedKeys.all, 'unread'] as const,
};

export const useSavedSearches = () =>
  useQuery({
    queryKey: wantedKeys.searches(),
    queryFn: () => apiRequest<SavedSearch[]>('/api/me/saved-searches'),
  });

export const useNotifications = () =>
  useQuery({
    queryKey: wantedKeys.notifications(),
    queryFn: () => apiRequest<Notification[]>('/api/me/notifications?kind=wanted'),
  });

/** New matches not yet seen: the count beside 'Wanted' in the dashboard menu. */
export const useUnreadNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: wantedKeys.unread(),
    queryFn: () => apiRequest<{ unread: number; wanted: number }>('/api/me/notifications/unread'),
    enabled,
  });

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: SavedSearchInput) =>
      apiRequest<SavedSearch>('/api/me/saved-searches', { body: search }),
    onSuccess: () => {
      toast.success(t('wanted.saved'));
      void queryClient.invalidateQueries({ queryKey: wantedKeys.all });
    },
  });
}

export function useRemoveSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/me/saved-searches/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('wanted.removed'));
      void queryClient.invalidateQueries({ queryKey: wantedKeys.all });
    },
  });
}

/** The reader has seen their new matches: the count goes. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/me/notifications/read', { method: 'POST', body: { kind: 'wanted' } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wantedKeys.unread() }),
  });
}
