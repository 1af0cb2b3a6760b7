import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { useSession } from '../auth/session';

// What every signed-in page needs of conversations (the navigation's count, the live refresh),
// apart from the Messages page's code, so that it costs the first load little.

/** Everything about conversations sits under this key: a live event refreshes it all at once. */
export const CONVERSATIONS = ['conversations'] as const;
export const unreadKey = [...CONVERSATIONS, 'unread'] as const;

/** Messages the signed-in person has not read, beside 'Messages'; nothing for a visitor. */
export function useUnreadCount() {
  const { data: user } = useSession();
  return useQuery({
    queryKey: unreadKey,
    queryFn: () => apiRequest<{ unread: number }>('/api/conversations/unread'),
    enabled: Boolean(user),
    select: (data) => data.unread,
  });
}
