import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { TRADE } from '../../../shared/i18n/en/trade';
import { texts } from '../../i18n';
import { useStartConversation } from './api';

const t = texts(TRADE);

/**
 * 'Message seller', for a buyer on a book: opens their conversation about it (the same one each
 * time), where they ask about the book and agree the meet-up.
 */
export function MessageSeller({
  book,
  compact = false,
  className = '',
}: {
  book: { id: string; name: string };
  /** Only the icon (the phone's bottom bar); its name is still 'Message seller'. */
  compact?: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <button
      type="button"
      className={`btn btn-outline ${className}`}
      disabled={start.isPending}
      aria-label={compact ? t('chat.messageSellerAbout', { book: book.name }) : undefined}
      onClick={() =>
        start.mutate(book.id, {
          onSuccess: ({ id }) => void navigate(`/dashboard/messages/${id}`),
        })
      }
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      {!compact && t('chat.messageSeller')}
    </button>
  );
}
