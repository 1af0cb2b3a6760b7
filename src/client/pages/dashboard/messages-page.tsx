import { MessageCircle } from 'lucide-react';
import { NavLink, useParams } from 'react-router';
import type { ConversationSummary } from '../../../shared/schemas/messages';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { useConversations, useReportedConversations } from '../../features/messages/queries';
import { otherParty, Thread, timeOf } from '../../features/messages/thread';

type Props = {
  /** A party's own conversations, or (for an admin) those reported. */
  kind: 'mine' | 'reported';
};

const PAGES = {
  mine: {
    title: 'Messages',
    base: '/dashboard/messages',
    empty: 'No conversations yet. Ask a seller about a book with Message seller on its page.',
  },
  reported: {
    title: 'Reported Conversations',
    base: '/dashboard/reportedChats',
    empty: 'No reported conversations. All clear.',
  },
};

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
                  {c.lastMessage
                    ? `${c.lastMessage.mine ? 'You: ' : ''}${c.lastMessage.body}`
                    : 'No messages yet'}
                </span>
                {c.unread > 0 && (
                  <span className="badge badge-primary badge-sm shrink-0">
                    {c.unread}
                    <span className="sr-only"> unread</span>
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
export function MessagesPage({ kind }: Props) {
  const { id } = useParams();
  const page = PAGES[kind];
  const mine = useConversations(kind === 'mine');
  const reported = useReportedConversations(kind === 'reported');
  const query = kind === 'mine' ? mine : reported;
  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <PageTitle title={page.title} />
      <h1 id="messages-heading" className={`text-3xl font-bold ${id ? 'max-lg:sr-only' : ''}`}>
        {page.title}
      </h1>
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className={id ? 'max-lg:hidden' : ''}>
          {query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <p role="alert" className="text-error">
              {query.error.message}
            </p>
          ) : query.data.length === 0 ? (
            <p className="rounded-box border border-base-300 bg-base-100 p-6 text-center text-base-content/75">
              {page.empty}
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
            Choose a conversation
          </div>
        )}
      </div>
    </section>
  );
}

export default function MyMessagesPage() {
  return <MessagesPage kind="mine" />;
}
