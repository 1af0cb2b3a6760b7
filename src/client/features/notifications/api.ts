import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
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

/**
 * A page that shows notifications (of one kind, when named) and, by showing them, reads them. What
 * was unseen when the page showed it stays marked new while the page is open, although the list is
 * asked for again (the read itself, the event stream's reconnect) and says read by then.
 */
export function useShownNotifications(kind?: NotificationKind) {
  const list = useNotifications(kind);
  const { mutate: markRead } = useReadNotifications(kind);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState<Notification[] | undefined>(undefined);
  if (list.data !== shown) {
    setShown(list.data);
    const unseen = list.data?.filter((n) => !n.read) ?? [];
    if (unseen.length > 0) setFresh(new Set([...fresh, ...unseen.map((n) => n.id)]));
  }
  const unseen = list.data?.some((n) => !n.read) ?? false;
  useEffect(() => {
    if (unseen) markRead();
  }, [unseen, list.data, markRead]);
  const isNew = useCallback((n: Notification) => !n.read || fresh.has(n.id), [fresh]);
  return { list, isNew };
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
