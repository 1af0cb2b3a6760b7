import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { TRADE } from '../../../shared/i18n/en/trade';
import { texts } from '../../i18n';
import { useStartConversation } from './api';

const t = texts(TRADE);

/**
 * 'Message seller', for a buyer, about a book: opens their conversation about it (the same one
 * each time), where they ask about the book and agree the meet-up. Where there is little room
 * (the phone's bar) or the book goes without saying (a seller's page), `word` shows a shorter
 * word, and `label` names the button in full for a screen reader.
 */
export function MessageSeller({
  bookId,
  word,
  label,
  className = '',
}: {
  bookId: string;
  word?: string;
  label?: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <button
      type="button"
      className={`btn ${className}`}
      disabled={start.isPending}
      aria-label={label}
      onClick={() =>
        start.mutate(bookId, {
          onSuccess: ({ id }) => void navigate(`/dashboard/messages/${id}`),
        })
      }
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      {word ?? t('chat.messageSeller')}
    </button>
  );
}
