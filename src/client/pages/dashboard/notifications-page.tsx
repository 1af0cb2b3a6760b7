import { Bookmark, CalendarCheck, Gavel, MessageCircle, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { NotificationKind } from '../../../shared/constants';
import { NOTIFY } from '../../../shared/i18n/en/notify';
import { MODERATION } from '../../../shared/i18n/en/moderation';
import { decisionWords } from '../../../shared/moderation';
import type { Notification } from '../../../shared/schemas/notifications';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { eventText } from '../../features/messages/event-text';
import { useShownNotifications } from '../../features/notifications/api';
import { DeviceAlertsSwitch } from '../../features/notifications/device-alerts';
import { texts } from '../../i18n';
import { formatDate, formatNumber, formatTaka } from '../../i18n/format';

const t = texts(NOTIFY);
const tm = texts(MODERATION);

const ICONS: Record<NotificationKind, typeof Bookmark> = {
  message: MessageCircle,
  booking: CalendarCheck,
  wanted: Bookmark,
  review: Star,
  moderation: Gavel,
};

/** What a notification says, in the reader's language: its line, and what was written. */
function wordsOf(n: Notification): { title: string; detail: string | null } {
  const book = n.book.name;
  const name = n.from ?? '';
  switch (n.kind) {
    case 'message':
      return {
        title:
          n.count > 1
            ? t('push.messages', { count: formatNumber(n.count), name, book })
            : t('push.message', { name, book }),
        detail: n.text,
      };
    case 'booking':
      return { title: t('notify.booking', { book }), detail: n.text && eventText(n.text) };
    case 'review':
      return { title: t('push.review', { name, stars: n.stars ?? 0 }), detail: n.text };
    case 'wanted':
      return {
        title: t('notify.wantedFor', { book, price: formatTaka(n.book.price) }),
        detail: n.book.status === 'available' ? null : t(`notify.status.${n.book.status}`),
      };
    case 'moderation':
      return decisionWords(
        (key, values) => tm(key as keyof typeof MODERATION, values),
        n.decision!,
        book,
      );
  }
}

function Item({ n, fresh }: { n: Notification; fresh: boolean }) {
  const Icon = ICONS[n.kind];
  const { title, detail } = wordsOf(n);
  return (
    <li>
      <Link
        to={n.link}
        className={`flex items-start gap-3 rounded-box p-3 hover:bg-base-200 ${fresh ? 'bg-primary/5' : ''}`}
      >
        <img
          src={n.book.thumbnail}
          alt=""
          width={48}
          height={64}
          className="h-16 w-12 shrink-0 rounded object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2 font-medium">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 break-words">{title}</span>
            {fresh && <span className="badge badge-primary badge-sm">{t('notify.new')}</span>}
          </span>
          {detail && (
            <span className="mt-1 line-clamp-2 block text-sm break-words text-base-content/80">
              {detail}
            </span>
          )}
          <time dateTime={n.createdAt} className="mt-1 block text-xs text-base-content/70">
            {formatDate(n.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </span>
      </Link>
    </li>
  );
}

/**
 * The bell's list: the last 50 notifications, newest first, each opening what it is about. Seeing
 * them marks them read; the bell's count goes at once, on every open page.
 */
export default function NotificationsPage() {
  const { list, isNew } = useShownNotifications();
  return (
    <section aria-labelledby="notifications-heading" className="space-y-4">
      <PageTitle title={t('notify.title')} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="notifications-heading" className="text-3xl font-bold">
          {t('notify.title')}
        </h1>
        <Link to="/dashboard#notify-settings" className="link link-primary text-sm">
          {t('notify.settingsLink')}
        </Link>
      </div>
      <DeviceAlertsSwitch />
      {list.isPending ? (
        <Spinner />
      ) : !list.data?.length ? (
        <p className="text-base-content/80">{t('notify.empty')}</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {list.data.map((n) => (
            <Item key={n.id} n={n} fresh={isNew(n)} />
          ))}
        </ul>
      )}
    </section>
  );
}
