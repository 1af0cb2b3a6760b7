import { MessageCircle } from 'lucide-react';
import { NavLink, useParams } from 'react-router';
import { TRADE } from '../../../shared/i18n/en/trade';
import type { ConversationSummary } from '../../../shared/schemas/messages';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { eventText } from './event-text';
import { useConversations, useReportedConversations } from './api';
import { otherParty, Thread, timeOf } from './thread';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { formatNumber } from '../../i18n/format';

const t = texts(TRADE);

type Props = {
  /** A party's own conversations, or (for an admin) those reported. */
  kind: 'mine' | 'reported';
};

const KINDS = {
  mine: { title: 'chat.messages', base: '/dashboard/messages', empty: 'chat.none' },
  reported: {
    title: 'chat.reportedTitle',
    base: '/dashboard/reportedChats',
    empty: 'chat.noneReported',
  },
} as const;

/** A conversation's last message as its list shows it: a booking event in the reader's words. */
function lastWords(last: NonNullable<ConversationSummary['lastMessage']>) {
  const text = last.kind === 'event' ? eventText(last.body) : last.body;
  return last.mine ? t('chat.you', { text }) : text;
}

function ConversationList({
  conversations,
  base,
}: {
  conversations: ConversationSummary[];
  base: string;
}) {
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {conversations.map((c) => (
        <li key={c.id}>
          <NavLink
            to={`${base}/${c.id}`}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-3 p-3 hover:bg-base-200 ${isActive ? 'bg-base-200' : ''}`
            }
          >
            <img
              src={c.book.thumbnail}
              alt=""
              width={36}
              height={48}
              className="h-12 w-9 shrink-0 rounded bg-base-200 object-cover"
            />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className={`truncate ${c.unread > 0 ? 'font-bold' : 'font-medium'}`}>
                  {otherParty(c)}
                </span>
                {c.lastMessage && (
                  <time
                    dateTime={c.lastMessage.createdAt}
                    className="shrink-0 text-xs text-base-content/75"
                  >
                    {timeOf(c.lastMessage.createdAt)}
                  </time>
                )}
              </span>
              <span className="block truncate text-sm">{c.book.name}</span>
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-sm text-base-content/75">
                  {c.lastMessage ? lastWords(c.lastMessage) : t('chat.noMessages')}
                </span>
                {c.unread > 0 && (
                  <span className="badge badge-primary badge-sm shrink-0">
                    {formatNumber(c.unread)}
                    <span className="sr-only"> {t('chat.unread')}</span>
                  </span>
                )}
              </span>
            </span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Conversations: the list (unread first, then newest), and the one chosen beside it on a wide
 * screen; on a phone the list, or the chosen conversation with a way back.
 */
export function Inbox({ kind }: Props) {
  const { id } = useParams();
  const page = KINDS[kind];
  const mine = useConversations(kind === 'mine');
  const reported = useReportedConversations(kind === 'reported');
  const query = kind === 'mine' ? mine : reported;
  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <PageTitle title={t(page.title)} />
      <h1 id="messages-heading" className={`text-3xl font-bold ${id ? 'max-lg:sr-only' : ''}`}>
        {t(page.title)}
      </h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className={id ? 'max-lg:hidden' : ''}>
          {query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <p role="alert" className="text-error">
              {errorText(query.error)}
            </p>
          ) : query.data.length === 0 ? (
            <p className="rounded-box border border-base-300 bg-base-100 p-6 text-center text-base-content/75">
              {t(page.empty)}
            </p>
          ) : (
            <ConversationList conversations={query.data} base={page.base} />
          )}
        </div>
        {id ? (
          <Thread key={id} id={id} back={page.base} />
        ) : (
          <div className="flex min-h-96 flex-col items-center justify-center gap-2 rounded-box border border-dashed border-base-300 text-base-content/75 max-lg:hidden">
            <MessageCircle className="size-8" aria-hidden="true" />
            {t('chat.choose')}
          </div>
        )}
      </div>
    </section>
  );
}
