import { Mail } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { INBOX } from '../../../shared/i18n/en/inbox';
import type { ContactBox } from '../../../shared/schemas/contact';
import { PageTitle } from '../../components/page-title';
import { useContactInbox } from '../../features/contact-inbox/api';
import { ContactMessageList } from '../../features/contact-inbox/message-list';
import { OpenContactMessage } from '../../features/contact-inbox/open-message';
import { texts } from '../../i18n';
import { formatNumber } from '../../i18n/format';

const t = texts(INBOX);

/** An address of this page: a box, and the message open in it. */
const addressOf = (box: ContactBox, open?: string) => {
  const params = new URLSearchParams();
  if (box === 'archived') params.set('box', box);
  if (open) params.set('open', open);
  return { search: params.toString() };
};

/**
 * The admins' Contact Inbox: the contact form's messages in two boxes (still to deal with, and
 * archived), one open beside the list on a wide screen; on a phone the list, or the open message
 * with a way back. The box and the open message are in the address, so Back and a shared link work.
 */
export default function ContactInboxPage() {
  const [params] = useSearchParams();
  const box: ContactBox = params.get('box') === 'archived' ? 'archived' : 'open';
  const openId = params.get('open');
  const unread = useContactInbox(box).data?.pages[0]?.unread ?? 0;
  return (
    <section aria-labelledby="inbox-heading" className="space-y-4">
      <PageTitle title={t('inbox.title')} />
      <div className={`space-y-2 ${openId ? 'max-lg:sr-only' : ''}`}>
        <h1 id="inbox-heading" className="text-3xl font-bold">
          {t('inbox.title')}
        </h1>
        <p className="max-w-prose text-base-content/80">{t('inbox.intro')}</p>
      </div>
      <nav
        aria-label={t('inbox.boxes')}
        className={`flex flex-wrap gap-2 ${openId ? 'max-lg:hidden' : ''}`}
      >
        {/* The same buttons as the moderation queue's filters: no tab styles for two links. */}
        {(['open', 'archived'] as const).map((each) => (
          <Link
            key={each}
            to={addressOf(each)}
            aria-current={each === box ? 'page' : undefined}
            className={`btn btn-sm min-h-11 gap-2 sm:min-h-8 ${each === box ? 'btn-primary' : 'btn-ghost'}`}
          >
            {t(each === 'open' ? 'inbox.box.open' : 'inbox.box.archived')}
            {each === 'open' && unread > 0 && (
              <span className="badge badge-neutral badge-sm">
                {formatNumber(unread)}
                <span className="sr-only"> {t('inbox.unread')}</span>
              </span>
            )}
          </Link>
        ))}
      </nav>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={`min-w-0 ${openId ? 'max-lg:hidden' : ''}`}>
          <ContactMessageList box={box} openId={openId} hrefOf={(id) => addressOf(box, id)} />
        </div>
        {openId ? (
          <OpenContactMessage key={openId} id={openId} back={addressOf(box)} />
        ) : (
          <div className="flex min-h-96 flex-col items-center justify-center gap-2 rounded-box border border-dashed border-base-300 text-base-content/75 max-lg:hidden">
            <Mail className="size-8" aria-hidden="true" />
            {t('inbox.choose')}
          </div>
        )}
      </div>
    </section>
  );
}
