import { CONSOLE } from '../../../shared/i18n/en/console';
import type { DirectoryUser } from '../../../shared/schemas/user-record';
import { texts } from '../../i18n';

import { formatMoment } from '../../i18n/moments';

const t = texts(CONSOLE);

/** A user's standing as a list shows it: active, suspended until a day, banned, or deleted. */
export function statusText(user: Pick<DirectoryUser, 'suspension' | 'deleted'>): string {
  if (user.deleted) return t('directory.deleted');
  if (!user.suspension) return t('directory.active');
  if (user.suspension.ban) return t('directory.banned');
  return t('directory.suspendedUntil', {
    date: formatMoment(user.suspension.until, { dateStyle: 'medium', timeStyle: 'short' }),
  });
}
