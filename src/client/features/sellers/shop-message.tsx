import { MessageCircle } from 'lucide-react';
import { actsAs } from '../../../shared/constants';
import { Link, useLocation } from 'react-router';
import { SHOP } from '../../../shared/i18n/en/shop';
import { texts } from '../../i18n';
import { useSession } from '../auth/session';
import { useConversations } from '../messages/api';
import { MessageSeller } from '../messages/message-seller';
import { loginReturningTo } from '../auth/use-return-to';

const t = texts(SHOP);

const BUTTON = 'btn btn-primary min-h-11 max-sm:w-full';

/**
 * 'Message' on a seller's page. A conversation is about a book (the deal is agreed in it): a
 * buyer who has one with this seller goes back to the latest; one who has none starts one about
 * the seller's newest book, as 'Message seller' on it would. A visitor is asked to log in and
 * comes back here. Nobody messages themselves, and only buyers start conversations.
 */
export function ShopMessage({
  seller,
  newestBookId,
}: {
  seller: { id: string; name: string };
  /** Undefined while the shop loads, null when it is empty. */
  newestBookId: string | null | undefined;
}) {
  const location = useLocation();
  const { data: viewer, isPending } = useSession();
  const isBuyer = actsAs(viewer, 'buyer') && viewer?.id !== seller.id;
  const conversations = useConversations(isBuyer);
  const label = t('shop.messageName', { name: seller.name });
  const content = (
    <>
      <MessageCircle className="size-4" aria-hidden="true" /> {t('shop.message')}
    </>
  );
  if (isPending) return null;
  if (!viewer)
    return (
      <div className="flex flex-col gap-1 max-sm:w-full sm:items-end">
        <Link to={loginReturningTo(location.pathname)} className={BUTTON} aria-label={label}>
          {content}
        </Link>
        <p className="text-sm text-base-content/70 sm:text-end">{t('shop.signInToMessage')}</p>
      </div>
    );
  if (!isBuyer) return null;
  // The list is ordered unread first, then newest: the first with this seller is the one to open.
  const existing = conversations.data?.find(
    (conversation) => conversation.as === 'buyer' && conversation.seller.id === seller.id,
  );
  if (existing)
    return (
      <Link to={`/dashboard/messages/${existing.id}`} className={BUTTON} aria-label={label}>
        {content}
      </Link>
    );
  if (conversations.isPending || newestBookId === undefined)
    return (
      <button type="button" className={BUTTON} disabled aria-label={label}>
        {content}
      </button>
    );
  // Nothing for sale and nothing said before: there is no book to talk about.
  if (newestBookId === null) return null;
  return (
    <MessageSeller
      bookId={newestBookId}
      word={t('shop.message')}
      label={label}
      className={BUTTON}
    />
  );
}
