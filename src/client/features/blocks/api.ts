import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedPerson } from '../../../shared/schemas/users';
import { apiRequest } from '../../api/http';
import { conversationKeys } from '../messages/unread';
import { profileKeys } from '../profile/api';

const blockKey = [...profileKeys.all, 'blocks'] as const;

/** The people the signed-in person blocked. */
export const useBlocked = () =>
  useQuery({
    queryKey: blockKey,
    queryFn: () => apiRequest<BlockedPerson[]>('/api/me/blocks'),
  });

/** Blocks someone, or lifts a block; the threads then say so. */
export function useBlock(userId: string) {
  const queryClient = useQueryClient();
  const settled = () => {
    void queryClient.invalidateQueries({ queryKey: blockKey });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  };
  const block = useMutation({
    mutationFn: () => apiRequest(`/api/me/blocks/${encodeURIComponent(userId)}`, { method: 'PUT' }),
    onSuccess: settled,
  });
  const unblock = useMutation({
    mutationFn: () =>
      apiRequest(`/api/me/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: settled,
  });
  return { block, unblock };
}
