import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRADE } from '../../../shared/i18n/en/trade';
import type { Conversation, ConversationSummary, Message } from '../../../shared/schemas/messages';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { bookingKeys } from '../bookings/api';
import { conversationKeys } from './unread';

export { conversationKeys };

const t = texts(TRADE);

/** The reader's own conversations, or for an admin those reported: `enabled` picks the one asked. */
export const useConversations = (enabled = true) =>
  useQuery({
    queryKey: conversationKeys.list(),
    queryFn: () => apiRequest<ConversationSummary[]>('/api/conversations'),
    enabled,
  });

export const useReportedConversations = (enabled = true) =>
  useQuery({
    queryKey: conversationKeys.reported(),
    queryFn: () => apiRequest<ConversationSummary[]>('/api/admin/reported-conversations'),
    enabled,
  });

/** One conversation; reading it marks it read, so the counts are asked again after. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.one(id),
    queryFn: async () => {
      const conversation = await apiRequest<Conversation>(`/api/conversations/${id}`);
      if (conversation.unread > 0) {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
      }
      return conversation;
    },
  });
}

/** Sends a message; it shows in the thread at once, and the lists follow. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<Message>(`/api/conversations/${id}/messages`, { body: { body } }),
    onSuccess: (message) => {
      queryClient.setQueryData<Conversation>(conversationKeys.one(id), (old) =>
        old && !old.messages.some((m) => m.id === message.id)
          ? { ...old, messages: [...old.messages, message] }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
    },
  });
}

/** 'Message seller': opens (or reopens) the buyer's conversation about a book; answers its id. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: string) =>
      apiRequest<{ id: string }>('/api/conversations', { body: { bookId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.list() }),
  });
}

export function useReportConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(`/api/conversations/${id}/report`, { body: reason ? { reason } : {} }),
    onSuccess: () => {
      toast.success(t('chat.reportedToast'));
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}

/**
 * The side said not to have come disputes it from the thread; the thread (its event) and the
 * booking lists follow.
 */
export function useDisputeNoShow(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      apiRequest(`/api/bookings/${bookingId}/no-show/dispute`, { body: { reason } }),
    onSuccess: () => {
      toast.success(t('chat.disputed'));
      void queryClient.invalidateQueries({ queryKey: conversationKeys.one(conversationId) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
