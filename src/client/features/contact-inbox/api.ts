import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  ContactBox,
  ContactInboxPage,
  ContactReply,
  ContactReplyInput,
  ContactThread,
} from '../../../shared/schemas/contact';
import { apiRequest } from '../../api/http';
import { consoleKeys } from '../console/api';

export const contactInboxKeys = {
  all: ['contact-inbox'] as const,
  box: (box: ContactBox) => [...contactInboxKeys.all, 'box', box] as const,
  message: (id: string) => [...contactInboxKeys.all, 'message', id] as const,
};

const base = '/api/admin/contact-inbox';

/** One box of the contact inbox, newest first, a page at a time; each page tells the unread count. */
export const useContactInbox = (box: ContactBox) =>
  useInfiniteQuery({
    queryKey: contactInboxKeys.box(box),
    queryFn: ({ pageParam }) =>
      apiRequest<ContactInboxPage>(
        `${base}?box=${box}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/**
 * A message whole, with its answers. The server marks it read as it answers, so the lists (bold,
 * the unread count) and the admin menu's count are read again once it arrives.
 */
export function useContactMessage(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: contactInboxKeys.message(id),
    queryFn: () => apiRequest<ContactThread>(`${base}/${encodeURIComponent(id)}`),
  });
  const firstRead = query.data?.readAt;
  useEffect(() => {
    if (!firstRead) return;
    void queryClient.invalidateQueries({ queryKey: [...contactInboxKeys.all, 'box'] });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.waiting() });
  }, [firstRead, queryClient]);
  return query;
}

/** Answers a message by e-mail; the answer joins the message's list of answers. */
export function useReplyToContact(id: string, onSent: (reply: ContactReply) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactReplyInput) =>
      apiRequest<ContactReply>(`${base}/${encodeURIComponent(id)}/reply`, { body: input }),
    onSuccess: (reply) => {
      onSent(reply);
      void queryClient.invalidateQueries({ queryKey: contactInboxKeys.all });
    },
  });
}

/** Archives a message (dealt with) or moves it back to the inbox, and the menu counts its box again. */
export function useArchiveContact(id: string, onDone: (archived: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      apiRequest<{ id: string; archived: boolean }>(`${base}/${encodeURIComponent(id)}/archive`, {
        body: { archived },
      }),
    onSuccess: ({ archived }) => {
      onDone(archived);
      void queryClient.invalidateQueries({ queryKey: contactInboxKeys.all });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.waiting() });
    },
  });
}
