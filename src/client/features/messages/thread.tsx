import { ArrowLeft, Flag, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MAX_MESSAGE_LENGTH } from '../../../shared/constants';
import { formatTaka } from '../../../shared/money';
import type { Conversation, ConversationSummary } from '../../../shared/schemas/messages';
import { ZMessageBody } from '../../../shared/schemas/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Spinner } from '../../components/spinner';
import { NotFound } from '../../pages/not-found-page';
import { useConversation, useReportConversation, useSendMessage } from './queries';

const STATUS: Record<ConversationSummary['book']['status'], { label: string; tone: string }> = {
  available: { label: 'Available', tone: 'badge-success' },
  sold: { label: 'Sold', tone: 'badge-neutral' },
  withdrawn: { label: 'Withdrawn', tone: 'badge-ghost' },
  reserved: { label: 'Reserved', tone: 'badge-warning' },
};

/** The other side of a conversation as the reader sees it; an admin sees both. */
export function otherParty(c: ConversationSummary): string {
  if (c.as === 'buyer') return c.seller.name;
  if (c.as === 'seller') return c.buyer.name;
  return `${c.buyer.name} and ${c.seller.name}`;
}

export const timeOf = (iso: string) => {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return date.toLocaleString(
    'en-GB',
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
};

/** The book a conversation is about, at its top: cover, name, price and what became of it. */
function BookHeader({ conversation }: { conversation: ConversationSummary }) {
  const { book } = conversation;
  const status = STATUS[book.status];
  return (
    <div className="flex items-center gap-3 border-b border-base-300 p-3">
      <img
        src={book.thumbnail}
        alt=""
        width={48}
        height={64}
        className="h-16 w-12 shrink-0 rounded bg-base-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">
          <Link to={`/book/${book.id}`} className="link-hover">
            {book.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <strong className="text-primary">{formatTaka(book.price)}</strong>
          <span className={`badge badge-sm ${status.tone}`}>{status.label}</span>
        </p>
        <p className="truncate text-sm text-base-content/75">
          {conversation.as === 'buyer' ? 'Seller: ' : conversation.as === 'seller' ? 'Buyer: ' : ''}
          {otherParty(conversation)}
        </p>
      </div>
    </div>
  );
}

function ReportConversation({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportConversation(id);
  const reasonId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm min-h-11 sm:min-h-8"
        onClick={() => setOpen(true)}
      >
        <Flag className="size-4" aria-hidden="true" /> Report
      </button>
      <ConfirmDialog
        open={open}
        title="Report this conversation?"
        confirmLabel="Report"
        pending={report.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => report.mutate(reason.trim(), { onSuccess: () => setOpen(false) })}
      >
        <p className="py-2">
          An admin will be able to read this conversation and act on it. The other side is not told.
        </p>
        <label htmlFor={reasonId} className="label text-sm">
          What is wrong? (optional)
        </label>
        <textarea
          id={reasonId}
          className="textarea w-full"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}

/** Where a party writes: Enter sends, Shift+Enter starts a new line. */
function Composer({ id }: { id: string }) {
  const send = useSendMessage(id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const submit = () => {
    const checked = ZMessageBody.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    send.mutate(checked.data, {
      onSuccess: () => setBody(''),
      onError: (failure) => setError(failure.message),
    });
  };
  const near = body.length > MAX_MESSAGE_LENGTH - 200;
  return (
    <form
      className="border-t border-base-300 p-3"
      aria-label="Write a message"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          rows={2}
          className="textarea min-h-11 w-full flex-1 resize-none"
          placeholder="Write a message"
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-error`}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <button
          type="submit"
          className="btn btn-primary size-11 sm:w-auto sm:px-4"
          disabled={send.isPending}
          aria-label="Send"
        >
          <Send className="size-4" aria-hidden="true" />
          <span className="max-sm:hidden">Send</span>
        </button>
      </div>
      <p id={`${fieldId}-error`} className="min-h-5 text-sm text-error" role="alert">
        {error}
        {!error && near && (
          <span className="text-base-content/70">
            {body.length.toLocaleString('en-GB')} of {MAX_MESSAGE_LENGTH.toLocaleString('en-GB')}{' '}
            characters
          </span>
        )}
      </p>
    </form>
  );
}

function Messages({ conversation }: { conversation: Conversation }) {
  const end = useRef<HTMLLIElement>(null);
  const count = conversation.messages.length;
  useEffect(() => {
    // A block, not an arrow's value: scrollIntoView may answer a promise, which is no cleanup.
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  const lastMine = conversation.messages.findLast((m) => m.mine && m.kind === 'text');
  const seen =
    lastMine && conversation.otherReadAt && conversation.otherReadAt >= lastMine.createdAt;
  if (count === 0) {
    return (
      <p className="flex-1 p-6 text-center text-base-content/75">
        No messages yet. Ask about the book, or agree where and when to meet.
      </p>
    );
  }
  return (
    <ol role="log" aria-label="Messages" className="flex-1 space-y-2 overflow-y-auto p-3">
      {conversation.messages.map((m) => {
        const side =
          conversation.as === 'admin'
            ? m.senderId === conversation.buyer.id
              ? conversation.buyer.name
              : conversation.seller.name
            : null;
        if (m.kind === 'event')
          // A change to the booking, told to both: a line across the thread, not a bubble.
          return (
            <li key={m.id} className="mx-auto max-w-md py-1 text-center text-sm">
              <p className="rounded-box bg-base-200 px-3 py-2 text-base-content/85">
                <span className="font-medium">Booking: </span>
                {m.body}
              </p>
              <time dateTime={m.createdAt} className="text-xs text-base-content/75">
                {timeOf(m.createdAt)}
              </time>
            </li>
          );
        return (
          <li key={m.id} className={`chat ${m.mine ? 'chat-end' : 'chat-start'}`}>
            <div className="chat-header text-xs text-base-content/75">
              {side && <span className="font-medium">{side} · </span>}
              <time dateTime={m.createdAt}>{timeOf(m.createdAt)}</time>
            </div>
            <div
              className={`chat-bubble whitespace-pre-wrap break-words ${m.mine ? 'chat-bubble-primary' : ''}`}
            >
              {m.body}
            </div>
            {m === lastMine && seen && <div className="chat-footer text-xs">Seen</div>}
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

/**
 * One conversation: the book at the top, the messages (new ones arrive live), and, for its two
 * parties, the box to write in and Report. An admin reading a reported one sees the reason instead.
 */
export function Thread({ id, back }: { id: string; back: string }) {
  const { data: conversation, isPending, isError } = useConversation(id);
  if (isPending) return <Spinner />;
  if (isError || !conversation)
    return (
      <NotFound title="No such conversation" back={{ to: back, label: 'All conversations' }} />
    );
  const party = conversation.as !== 'admin';
  return (
    <section
      aria-label={`Conversation about ${conversation.book.name}`}
      className="flex h-[calc(100dvh-12rem)] min-h-96 flex-col rounded-box border border-base-300 bg-base-100"
    >
      <div className="flex items-center gap-1 border-b border-base-300 px-2 py-1 lg:hidden">
        <Link to={back} className="btn btn-ghost btn-sm min-h-11">
          <ArrowLeft className="size-4" aria-hidden="true" /> All conversations
        </Link>
      </div>
      <BookHeader conversation={conversation} />
      {!party && (
        <p className="border-b border-base-300 bg-warning/10 p-3 text-sm">
          Reported{conversation.reportReason ? `: ${conversation.reportReason}` : ''}. You can read
          this conversation; only its two parties write in it.
        </p>
      )}
      <Messages conversation={conversation} />
      {party && (
        <>
          <Composer id={id} />
          <div className="flex justify-end px-3 pb-2">
            {conversation.reported ? (
              <span className="text-sm text-base-content/75">Reported to the admins</span>
            ) : (
              <ReportConversation id={id} />
            )}
          </div>
        </>
      )}
    </section>
  );
}
