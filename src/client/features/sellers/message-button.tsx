import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { SHOP } from '../../../shared/i18n/en/shop';
import { texts } from '../../i18n';
import { useStartConversation } from '../messages/api';

const t = texts(SHOP);

/**
 * 'Message', its word showing where 'Message seller' has no room (the phone's bar) or says too
 * little (a seller's page): for a buyer it opens their conversation about a book, the same one
 * each time, as 'Message seller' does. `label` names it in full for a screen reader, the word
 * shown included.
 */
export function MessageButton({
  bookId,
  label,
  className = '',
}: {
  bookId: string;
  label: string;
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
      {t('shop.message')}
    </button>
  );
}
