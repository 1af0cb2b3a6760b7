import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '../../../shared/schemas/contact';
import { apiRequest } from '../../api/http';

/** Sends the contact form's message to the site's team. */
export const useSendContactMessage = (options: {
  onSent: () => void;
  onError: (error: Error) => void;
}) =>
  useMutation({
    mutationFn: (input: ContactMessageInput) => apiRequest('/api/contact', { body: input }),
    onSuccess: options.onSent,
    onError: options.onError,
  });
