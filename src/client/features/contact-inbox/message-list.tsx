import { Link, type To } from 'react-router';
import { INBOX } from '../../../shared/i18n/en/inbox';
import type { ContactBox, ContactSummary } from '../../../shared/schemas/contact';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { formatMoment } from '../../i18n/moments';
import { useContactInbox } from './api';

const t = texts(INBOX);

type Props = {
  box: ContactBox;
  /** The message shown beside (or instead of) the list. */
  openId: string | null;
  /** Where a message of the list is opened. */
  hrefOf: (id: string) => To;
};

function MessageRow({ message, open, href }: { message: ContactSummary; open: boolean; href: To }) {
  const sender = `${message.firstName} ${message.lastName}`;
  return (
    <Link
      to={href}
      aria-current={open ? 'true' : undefined}
      className={`flex min-h-11 flex-col gap-0.5 p-3 hover:bg-base-200 ${open ? 'bg-base-200' : ''}`}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span
          translate="no"
          className={`min-w-0 truncate ${message.read ? 'font-medium' : 'font-bold'}`}
        >
          {sender}
        </span>
        <time dateTime={message.createdAt} className="shrink-0 text-xs text-base-content/75">
          {formatMoment(message.createdAt, { dateStyle: 'medium' })}
        </time>
      </span>
      <span translate="no" className="truncate text-sm text-base-content/75">
        {message.email}
      </span>
      <span className="flex items-center justify-between gap-2">
        <span
          translate="no"
          className={`min-w-0 truncate text-sm ${message.read ? '' : 'font-semibold'}`}
        >
          {message.preview}
        </span>
        <span className="flex shrink-0 gap-1">
          {message.replies > 0 && (
            <span className="badge badge-ghost badge-sm">{t('inbox.answered')}</span>
          )}
          {!message.read && <span className="badge badge-primary badge-sm">{t('inbox.new')}</span>}
        </span>
      </span>
    </Link>
  );
}

/** One box of the contact inbox, newest first: unopened messages in bold with a badge. */
export function ContactMessageList({ box, openId, hrefOf }: Props) {
  const inbox = useContactInbox(box);
  if (inbox.isPending)
    return (
      <ul aria-hidden="true" className="space-y-2">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="skeleton h-20 rounded-box" />
        ))}
      </ul>
    );
  if (inbox.isError)
    return (
      <p role="alert" className="text-error">
        {errorText(inbox.error)}
      </p>
    );
  const messages = inbox.data.pages.flatMap((page) => page.items);
  if (messages.length === 0)
    return (
      <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/75">
        {t(box === 'open' ? 'inbox.empty.open' : 'inbox.empty.archived')}
      </p>
    );
  return (
    <div className="space-y-3">
      <ul
        aria-label={t(box === 'open' ? 'inbox.box.open' : 'inbox.box.archived')}
        className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
      >
        {messages.map((message) => (
          <li key={message.id}>
            <MessageRow message={message} open={message.id === openId} href={hrefOf(message.id)} />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline btn-sm min-h-11 w-full"
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {inbox.isFetchingNextPage && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          {t('inbox.loadMore')}
        </button>
      )}
    </div>
  );
}
