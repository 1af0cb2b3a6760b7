import { ArrowLeft, Ban, Flag, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { readEvent } from '../../../shared/booking-events';
import { NO_SHOW_DISPUTE_HOURS } from '../../../shared/booking-statuses';
import { MAX_MESSAGE_LENGTH } from '../../../shared/constants';
import { dhakaDay } from '../../../shared/dhaka-time';
import { TRADE } from '../../../shared/i18n/en/trade';
import type { Conversation, ConversationSummary } from '../../../shared/schemas/messages';
import { ZMessageBody } from '../../../shared/schemas/messages';
import { ZNoShowDisputeInput } from '../../../shared/schemas/reviews';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Spinner } from '../../components/spinner';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { formatNumber, formatTaka } from '../../i18n/format';
import { formatMoment } from '../../i18n/moments';
import { NotFound } from '../../components/not-found';
import { BuyerMeetup, SellerMeetup } from '../bookings/meetup';
import { MakeOffer } from '../books/book-actions';
import { RateButton } from '../reviews/rate-dialog';
import { eventText } from './event-text';
import { useConversation, useDisputeNoShow, useReportConversation, useSendMessage } from './api';
import { useBlock } from '../blocks/api';
import { toast } from '../../components/toast';
import { AskForAlerts } from '../notifications/ask-for-alerts';

const t = texts(TRADE);

const STATUS_TONE: Record<ConversationSummary['book']['status'], string> = {
  available: 'badge-success',
  sold: 'badge-neutral',
  withdrawn: 'badge-ghost',
  reserved: 'badge-warning',
};

/** The other side of a conversation as the reader sees it; an admin sees both. */
export function otherParty(c: ConversationSummary): string {
  if (c.as === 'buyer') return c.seller.name;
  if (c.as === 'seller') return c.buyer.name;
  return t('chat.bothParties', { buyer: c.buyer.name, seller: c.seller.name });
}

/** When a message was written, on Dhaka's clock: the time alone today. */
export const timeOf = (iso: string) => {
  const date = new Date(iso);
  const today = dhakaDay(new Date()) === dhakaDay(date);
  return formatMoment(
    date,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
};

/** The book a conversation is about, at its top: cover, name, price and what became of it. */
function BookHeader({
  conversation,
  booked = false,
  aside,
}: {
  conversation: ConversationSummary;
  /** A booking is under way: the deal below says where it stands, 'Available' would not. */
  booked?: boolean;
  /** What sits at its right: Report, for the two parties. */
  aside?: ReactNode;
}) {
  const { book } = conversation;
  const showStatus = !(booked && book.status === 'available');
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
          {showStatus && (
            <span className={`badge badge-sm ${STATUS_TONE[book.status]}`}>
              {t(`chat.book.${book.status}`)}
            </span>
          )}
        </p>
        <p className="truncate text-sm text-base-content/75">
          {conversation.as === 'admin'
            ? otherParty(conversation)
            : t(conversation.as === 'buyer' ? 'chat.seller' : 'chat.buyer', {
                name: otherParty(conversation),
              })}
        </p>
      </div>
      {aside}
    </div>
  );
}

/**
 * The deal, under the book: the buyer's booking as it stands, the time and place proposed, and
 * the reader's own steps (accept, propose another time, decline; pay by card or in person; the
 * handover code; rate), drawn from the actions the server gives the booking.
 */
function DealCard({ conversation }: { conversation: Conversation }) {
  const { deal, book } = conversation;
  const open = deal && (deal.as === 'buyer' ? deal.order.actions : deal.booking.actions).length > 0;
  // A buyer with no deal under way (none yet, or the last one ended) may make an offer here.
  if (conversation.as === 'buyer' && book.status === 'available' && !open)
    return (
      <section
        // An ended deal is still this book's booking; before any, there is only the offer to make.
        aria-label={deal ? t('chat.deal') : undefined}
        className="flex flex-col items-start gap-2 border-b border-base-300 bg-base-200/50 px-3 py-2"
      >
        {deal?.as === 'buyer' && <BuyerMeetup order={deal.order} compact />}
        <MakeOffer book={{ ...book, reserved: false }} className="btn-sm min-h-11 sm:min-h-8" />
      </section>
    );
  if (!deal) return null;
  const row = deal.as === 'buyer' ? deal.order : deal.booking;
  const { id, actions } = row;
  const more = (
    <>
      {actions.includes('pay') && (
        <Link
          to={`/dashboard/payment/${id}`}
          className="btn btn-primary btn-xs min-h-11 sm:min-h-6"
        >
          {t('chat.payByCard')}
        </Link>
      )}
      {actions.includes('review') && (
        <RateButton
          bookingId={id}
          whom={deal.as === 'buyer' ? 'seller' : 'buyer'}
          name={deal.as === 'buyer' ? conversation.seller.name : conversation.buyer.name}
          given={row.myStars}
        />
      )}
    </>
  );
  return (
    <section
      aria-label={t('chat.deal')}
      className="max-h-[40dvh] overflow-y-auto border-b border-base-300 bg-base-200/50 px-3 py-2"
    >
      {deal.as === 'buyer' ? (
        <BuyerMeetup order={deal.order} compact>
          {more}
        </BuyerMeetup>
      ) : (
        <SellerMeetup row={deal.booking} compact>
          {more}
        </SellerMeetup>
      )}
    </section>
  );
}

/** Keeps the other side away: no more messages or bookings between the two, either way. */
function BlockPerson({ person }: { person: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const { block } = useBlock(person.id);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm min-h-11 shrink-0 max-sm:px-2 sm:min-h-8"
        onClick={() => setOpen(true)}
      >
        <Ban className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('block.action')}</span>
      </button>
      <ConfirmDialog
        open={open}
        title={t('block.title', { name: person.name })}
        confirmLabel={t('block.action')}
        pending={block.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          block.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('block.done', { name: person.name }));
            },
          })
        }
      >
        <p className="py-2">{t('block.body', { name: person.name })}</p>
      </ConfirmDialog>
    </>
  );
}

/** In place of the box to write in, once either side blocked the other. */
function BlockedNote({
  blocked,
  person,
}: {
  blocked: 'byYou' | 'byThem';
  person: { id: string; name: string };
}) {
  const { unblock } = useBlock(person.id);
  return (
    <p className="flex flex-wrap items-center gap-2 border-t border-base-300 p-3 text-sm">
      {t(blocked === 'byYou' ? 'block.byYou' : 'block.byThem', { name: person.name })}
      {blocked === 'byYou' && (
        <button
          type="button"
          className="btn btn-outline btn-sm min-h-11 sm:min-h-8"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate()}
        >
          {t('block.lift')}
        </button>
      )}
    </p>
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
        className="btn btn-ghost btn-sm min-h-11 shrink-0 max-sm:px-2 sm:min-h-8"
        onClick={() => setOpen(true)}
      >
        <Flag className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('chat.report')}</span>
      </button>
      <ConfirmDialog
        open={open}
        title={t('chat.reportTitle')}
        confirmLabel={t('chat.report')}
        pending={report.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => report.mutate(reason.trim(), { onSuccess: () => setOpen(false) })}
      >
        <p className="py-2">{t('chat.reportBody')}</p>
        <label htmlFor={reasonId} className="label text-sm">
          {t('chat.reportReason')}
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

/**
 * Whether the reader types on a touch screen, where Enter starts a new line (its keyboard has no
 * Shift+Enter) and the Send button sends.
 */
const onTouchScreen = () => window.matchMedia('(pointer: coarse)').matches;

/**
 * Where a party writes. At a desk Enter sends and Shift+Enter starts a new line; on a touch screen
 * Enter starts a new line and the Send button sends.
 */
function Composer({ id }: { id: string }) {
  const send = useSendMessage(id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  /** Whether a message waits for the device to be back online, and how it is then sent. */
  const waiting = useRef(false);
  const retry = useRef(() => {});
  const submit = () => {
    const checked = ZMessageBody.safeParse(body);
    if (!checked.success) return setError(messageText(checked.error.issues[0]!.message));
    // Offline, the message waits in the box, marked unsent, and goes once the device is back.
    if (!navigator.onLine) {
      setError(t('chat.waitingOnline'));
      if (!waiting.current) {
        waiting.current = true;
        addEventListener('online', () => ((waiting.current = false), retry.current()), {
          once: true,
        });
      }
      return;
    }
    setError(null);
    send.mutate(checked.data, {
      onSuccess: () => setBody(''),
      onError: (failure) => setError(errorText(failure)),
    });
  };
  useEffect(() => {
    retry.current = submit;
  });
  const near = body.length > MAX_MESSAGE_LENGTH - 200;
  return (
    <form
      className="border-t border-base-300 p-3"
      aria-label={t('chat.write')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        {t('chat.message')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          rows={1}
          className="textarea field-sizing-content min-h-11 max-h-32 w-full flex-1 resize-none"
          placeholder={t('chat.write')}
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-error`}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (
              event.key === 'Enter' &&
              !event.shiftKey &&
              !event.nativeEvent.isComposing &&
              !onTouchScreen()
            ) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <button
          type="submit"
          className="btn btn-primary size-11 sm:w-auto sm:px-4"
          disabled={send.isPending}
          aria-label={t('chat.send')}
        >
          <Send className="size-4" aria-hidden="true" />
          <span className="max-sm:hidden">{t('chat.send')}</span>
        </button>
      </div>
      <p id={`${fieldId}-error`} className="min-h-5 text-sm text-error" role="alert">
        {error}
        {!error && near && (
          <span className="text-base-content/70">
            {t('chat.length', {
              count: formatNumber(body.length),
              max: formatNumber(MAX_MESSAGE_LENGTH),
            })}
          </span>
        )}
      </p>
    </form>
  );
}

/**
 * The no-shows in a thread the reader may still dispute: said of the reader's side, not yet
 * disputed, and within NO_SHOW_DISPUTE_HOURS. Keyed by the event message, with its booking and
 * the moment the dispute closes.
 */
function disputable(conversation: Conversation): Map<string, { bookingId: string; until: Date }> {
  const open = new Map<string, { bookingId: string; until: Date }>();
  if (conversation.as === 'admin') return open;
  const accused = `event.noShow.${conversation.as}`;
  const disputed = new Set<string>();
  for (const m of conversation.messages) {
    const event = m.kind === 'event' ? readEvent(m.body) : null;
    const bookingId = event?.params.booking;
    if (!event || typeof bookingId !== 'string') continue;
    if (event.key === 'event.noShowDisputed') disputed.add(bookingId);
    const until = new Date(new Date(m.createdAt).getTime() + NO_SHOW_DISPUTE_HOURS * 3600_000);
    if (event.key === accused && until.getTime() > Date.now()) open.set(m.id, { bookingId, until });
  }
  for (const [id, { bookingId }] of open) if (disputed.has(bookingId)) open.delete(id);
  return open;
}

/** Under a no-show said of the reader: "I did come", with what happened, for the admins. */
function DisputeNoShow({
  conversationId,
  bookingId,
  until,
}: {
  conversationId: string;
  bookingId: string;
  until: Date;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dispute = useDisputeNoShow(conversationId);
  const fieldId = useId();
  const submit = () => {
    const checked = ZNoShowDisputeInput.safeParse({ reason });
    if (!checked.success) return setError(messageText(checked.error.issues[0]!.message));
    dispute.mutate(
      { bookingId, reason: checked.data.reason },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-xs mt-1 min-h-11 sm:min-h-6"
        aria-label={t('chat.disputeLabel')}
        onClick={() => setOpen(true)}
      >
        {t('chat.dispute')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('chat.disputeTitle')}
        confirmLabel={t('chat.disputeSend')}
        tone="primary"
        pending={dispute.isPending}
        onClose={() => setOpen(false)}
        onConfirm={submit}
      >
        <p className="py-2">{t('chat.disputeBody', { time: timeOf(until.toISOString()) })}</p>
        <label htmlFor={fieldId} className="label text-sm">
          {t('chat.disputeReason')}
        </label>
        <textarea
          id={fieldId}
          className="textarea w-full"
          maxLength={300}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-error`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${fieldId}-error`} role="alert" className="min-h-5 text-sm text-error">
          {error}
        </p>
      </ConfirmDialog>
    </>
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
  const disputes = disputable(conversation);
  if (count === 0) {
    return <p className="flex-1 p-6 text-center text-base-content/75">{t('chat.empty')}</p>;
  }
  return (
    <ol role="log" aria-label={t('chat.messages')} className="flex-1 space-y-2 overflow-y-auto p-3">
      {conversation.messages.map((m) => {
        const side =
          conversation.as === 'admin'
            ? m.senderId === conversation.buyer.id
              ? conversation.buyer.name
              : conversation.seller.name
            : null;
        if (m.kind === 'event') {
          const dispute = disputes.get(m.id);
          // A change to the booking, told to both: a line across the thread, not a bubble.
          return (
            <li key={m.id} className="mx-auto max-w-md py-1 text-center text-sm">
              <p className="rounded-box bg-base-200 px-3 py-2 text-base-content/85">
                <span className="font-medium">{t('chat.event')} </span>
                {eventText(m.body)}
              </p>
              <time dateTime={m.createdAt} className="text-xs text-base-content/75">
                {timeOf(m.createdAt)}
              </time>
              {dispute && <DisputeNoShow conversationId={conversation.id} {...dispute} />}
            </li>
          );
        }
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
            {m === lastMine && seen && <div className="chat-footer text-xs">{t('chat.seen')}</div>}
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
    return <NotFound title={t('chat.notFound')} back={{ to: back, label: t('chat.all') }} />;
  const party = conversation.as !== 'admin';
  const other = conversation.as === 'buyer' ? conversation.seller : conversation.buyer;
  return (
    <section
      aria-label={t('chat.about', { book: conversation.book.name })}
      className="flex h-[calc(100dvh-12rem)] min-h-96 flex-col rounded-box border border-base-300 bg-base-100"
    >
      <div className="flex items-center gap-1 border-b border-base-300 px-2 py-1 lg:hidden">
        <Link to={back} className="btn btn-ghost btn-sm min-h-11">
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('chat.all')}
        </Link>
      </div>
      <BookHeader
        conversation={conversation}
        booked={conversation.deal !== null}
        aside={
          party && (
            <>
              {conversation.blocked === null && <BlockPerson person={other} />}
              {conversation.reported ? (
                <span className="max-w-24 shrink-0 text-xs text-base-content/75">
                  {t('chat.reportedToAdmins')}
                </span>
              ) : (
                <ReportConversation id={id} />
              )}
            </>
          )
        }
      />
      <DealCard conversation={conversation} />
      {!party && (
        <p className="border-b border-base-300 bg-warning/10 p-3 text-sm">
          {conversation.reportReason
            ? t('chat.reportedNoteWhy', { reason: conversation.reportReason })
            : t('chat.reportedNote')}
        </p>
      )}
      <Messages conversation={conversation} />
      {party && conversation.messages.some((m) => m.mine) && (
        <div className="border-t border-base-300 p-2">
          <AskForAlerts answering={conversation.as === 'buyer' ? 'seller' : 'buyer'} />
        </div>
      )}
      {party &&
        (conversation.blocked ? (
          <BlockedNote blocked={conversation.blocked} person={other} />
        ) : (
          <Composer id={id} />
        ))}
    </section>
  );
}
