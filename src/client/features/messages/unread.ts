import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { useSession } from '../auth/session';

// What every signed-in page needs of conversations (the navigation's count, the live refresh),
// apart from the Messages page's code, so that it costs the first load little.

/**
 * The conversations' query keys (api.ts re-exports them with the rest of the feature's data layer;
 * they live here so that this light module needs nothing of it). Everything sits under 'conversations':
 * a live event refreshes it all at once.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  reported: () => [...conversationKeys.all, 'reported'] as const,
  one: (id: string) => [...conversationKeys.all, 'one', id] as const,
  /** The notifications (features/notifications/api.ts): a new message is one of them. */
  notifications: () => [...conversationKeys.all, 'notifications'] as const,
};

/** Messages the signed-in person has not read, beside 'Messages'; nothing for a visitor. */
export function useUnreadCount() {
  const { data: user } = useSession();
  return useQuery({
    queryKey: conversationKeys.unread(),
    queryFn: () => apiRequest<{ unread: number }>('/api/conversations/unread'),
    enabled: Boolean(user),
    select: (data) => data.unread,
  });
}
