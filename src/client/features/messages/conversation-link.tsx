import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';

/** From a booking to its conversation, where buyer and seller settle the meet-up. */
export function ConversationLink({ id, about }: { id: string | null; about: string }) {
  if (!id) return null;
  return (
    <Link
      to={`/dashboard/messages/${id}`}
      className="link link-primary flex min-h-11 items-center gap-1 text-sm sm:min-h-0"
      aria-label={`Messages about ${about}`}
    >
      <MessageCircle className="size-4" aria-hidden="true" /> Messages
    </Link>
  );
}
