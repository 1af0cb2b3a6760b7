import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKS } from '../../../shared/i18n/en/books';
import type { SavedSearch, SavedSearchInput } from '../../../shared/schemas/wanted';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';

const t = texts(BOOKS);

/** Everything about saved searches sits under 'wanted' (their matches are notifications). */
export const wantedKeys = {
  all: ['wanted'] as const,
  searches: () => [...wantedKeys.all, 'searches'] as const,
};

export const useSavedSearches = () =>
  useQuery({
    queryKey: wantedKeys.searches(),
    queryFn: () => apiRequest<SavedSearch[]>('/api/me/saved-searches'),
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
