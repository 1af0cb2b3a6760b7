import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { TRADE } from '../../../shared/i18n/en/trade';
import { texts } from '../../i18n';

const t = texts(TRADE);

/** From a booking to its conversation, where buyer and seller settle the meet-up. */
export function ConversationLink({ id, about }: { id: string | null; about: string }) {
  if (!id) return null;
  return (
    <Link
      to={`/dashboard/messages/${id}`}
      className="link link-primary flex min-h-11 items-center gap-1 text-sm sm:min-h-0"
      aria-label={t('chat.messagesAbout', { book: about })}
    >
      <MessageCircle className="size-4" aria-hidden="true" /> {t('chat.messages')}
    </Link>
  );
}
