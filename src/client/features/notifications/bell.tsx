import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { NOTIFY } from '../../../shared/i18n/en/notify';
import { texts } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { useUnreadNotifications } from './api';

const t = texts(NOTIFY);

/**
 * The navigation's bell: how many notifications are unseen, kept live by the event stream, and a
 * way to the list. Loaded for someone signed in only.
 */
export default function NotificationBell() {
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <NavLink
      to="/dashboard/notifications"
      className="btn btn-ghost btn-square relative size-11"
      aria-label={
        unread > 0 ? t('notify.bellUnread', { count: formatNumber(unread) }) : t('notify.bell')
      }
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span className="badge badge-primary badge-xs absolute top-1 right-1" aria-hidden="true">
          {formatNumber(unread)}
        </span>
      )}
    </NavLink>
  );
}
