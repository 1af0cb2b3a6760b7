import { Archive, ArchiveRestore, ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigationType, type To } from 'react-router';
import { INBOX } from '../../../shared/i18n/en/inbox';
import type { ContactReply } from '../../../shared/schemas/contact';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { formatMoment } from '../../i18n/moments';
import { useArchiveContact, useContactMessage } from './api';
import { ReplyForm } from './reply-form';

const t = texts(INBOX);

const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** On a phone the message takes the list's place: this leads back to it. */
function BackToList({ to }: { to: To }) {
  return (
    <Link to={to} className="btn btn-ghost btn-sm min-h-11 self-start lg:hidden">
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('inbox.back')}
    </Link>
  );
}

function Replies({ replies }: { replies: ContactReply[] }) {
  if (replies.length === 0)
    return <p className="text-sm text-base-content/75">{t('inbox.noReplies')}</p>;
  return (
    <ol className="space-y-3">
      {replies.map((reply) => (
        <li key={reply.id} className="rounded-box border-s-4 border-primary bg-base-200 p-3">
          <p className="text-sm text-base-content/75">
            {t('inbox.replyBy', {
              name: reply.admin.name,
              date: formatMoment(reply.createdAt, MOMENT),
            })}
          </p>
          <p translate="no" className="mt-1 whitespace-pre-wrap wrap-anywhere">
            {reply.body}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * A contact message whole: who sent it and when, what they wrote, the answers sent to it, the form
 * to answer and Archive (or Move back to inbox). `back` is the list it was opened from.
 */
export function OpenContactMessage({ id, back }: { id: string; back: To }) {
  const { data: message, isPending, isError, error } = useContactMessage(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const archive = useArchiveContact(id, (archived) =>
    toast.success(t(archived ? 'inbox.archivedToast' : 'inbox.unarchivedToast')),
  );
  // Opened from the list, the reader is taken to the message (on a phone the list has gone); a
  // page loaded with a message open, or come back to, keeps focus where the browser put it.
  const opened = useNavigationType() === 'PUSH';
  const loaded = message?.id;
  useEffect(() => {
    if (loaded && opened) heading.current?.focus();
  }, [loaded, opened]);

  if (isPending)
    return (
      <div aria-hidden="true" className="space-y-3 rounded-box border border-base-300 p-4">
        <div className="skeleton h-7 w-1/2" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton h-32 w-full" />
      </div>
    );
  if (isError)
    return (
      <div className="flex flex-col gap-3">
        <BackToList to={back} />
        <p role="alert" className="text-error">
          {errorText(error)}
        </p>
      </div>
    );
  const sender = `${message.firstName} ${message.lastName}`;
  const archived = message.archivedAt !== null;
  return (
    <article
      aria-labelledby="contact-message-heading"
      className="flex min-w-0 flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <BackToList to={back} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2
            id="contact-message-heading"
            ref={heading}
            tabIndex={-1}
            translate="no"
            className="text-xl font-semibold wrap-anywhere"
          >
            {sender}
          </h2>
          <p className="text-sm wrap-anywhere">
            <a href={`mailto:${message.email}`} translate="no" className="link">
              {message.email}
            </a>
          </p>
          <p className="text-sm text-base-content/75">
            {t('inbox.sent', { date: formatMoment(message.createdAt, MOMENT) })}
          </p>
          {message.account && (
            <p className="text-sm">
              <Link to={`/dashboard/users/${message.account.id}`} className="link">
                {t('inbox.account', { name: message.account.name })}
              </Link>
            </p>
          )}
          {archived && (
            <p className="text-sm text-base-content/75">
              {t('inbox.archivedOn', { date: formatMoment(message.archivedAt!, MOMENT) })}
            </p>
          )}
        </div>
        <button
          type="button"
          className="btn btn-outline btn-sm min-h-11 sm:min-h-8"
          disabled={archive.isPending}
          onClick={() => archive.mutate(!archived)}
        >
          {archived ? (
            <ArchiveRestore className="size-4" aria-hidden="true" />
          ) : (
            <Archive className="size-4" aria-hidden="true" />
          )}
          {t(archived ? 'inbox.unarchive' : 'inbox.archive')}
        </button>
      </header>
      <p translate="no" className="whitespace-pre-wrap wrap-anywhere">
        {message.message}
      </p>
      <section aria-labelledby="contact-replies-heading" className="space-y-3">
        <h3 id="contact-replies-heading" className="text-lg font-semibold">
          {t('inbox.replies')}
        </h3>
        <Replies replies={message.replies} />
      </section>
      <ReplyForm key={id} id={id} email={message.email} />
    </article>
  );
}
