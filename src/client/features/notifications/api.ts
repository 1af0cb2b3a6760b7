import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '../../../shared/constants';
import type {
  Notification,
  NotifyChoices,
  NotifyPatch,
} from '../../../shared/schemas/notifications';
import { apiRequest } from '../../api/http';
import { useSession } from '../auth/session';
import { conversationKeys } from '../messages/unread';

/**
 * The notifications' query keys sit under the conversations': the event stream that refreshes
 * those on a new message (features/messages/live.ts) refreshes these with them, and on its own
 * 'notification' events.
 */
export const notificationKeys = {
  all: conversationKeys.notifications(),
  list: (kind?: NotificationKind) => [...notificationKeys.all, 'list', kind ?? 'all'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  choices: () => [...notificationKeys.all, 'choices'] as const,
};

/** The last 50 notifications (of one kind, when named), newest first. */
export const useNotifications = (kind?: NotificationKind) =>
  useQuery({
    queryKey: notificationKeys.list(kind),
    queryFn: () =>
      apiRequest<Notification[]>(`/api/me/notifications${kind ? `?kind=${kind}` : ''}`),
  });

/** How many are unseen: all of them (the bell), and the saved searches' (the Wanted menu). */
export function useUnreadNotifications() {
  const { data: user } = useSession();
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: () => apiRequest<{ unread: number; wanted: number }>('/api/me/notifications/unread'),
    enabled: Boolean(user && user.role !== 'admin'),
  });
}

/** The reader has seen their notifications (of one kind, when named): the counts go. */
export function useReadNotifications(kind?: NotificationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/me/notifications/read', { method: 'POST', body: kind ? { kind } : {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
  });
}

/** What reaches the reader by alert and by e-mail, by kind. */
export const useNotifyChoices = () =>
  useQuery({
    queryKey: notificationKeys.choices(),
    queryFn: () => apiRequest<NotifyChoices>('/api/me/notify'),
  });

export function useSaveNotifyChoices(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotifyPatch) =>
      apiRequest<NotifyChoices>('/api/me/notify', { method: 'PATCH', body: patch }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.choices(), saved);
      onSaved();
    },
  });
}
