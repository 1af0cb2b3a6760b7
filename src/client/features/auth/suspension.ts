import { MESSAGES } from '../../../shared/i18n/en/messages';
import { MODERATION } from '../../../shared/i18n/en/moderation';
import { MODERATION_REASONS, type ModerationReason } from '../../../shared/moderation';
import { ApiRequestError } from '../../api/http';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { formatMoment } from '../../i18n/moments';

const t = texts(MESSAGES);
const tm = texts(MODERATION);

/**
 * What a refused sign-in says: for a suspended or banned account, until when, why and the admins'
 * words, in the reader's language; any other refusal as every one is said.
 */
export function signInErrorText(error: unknown): string {
  if (
    !(error instanceof ApiRequestError) ||
    (error.key !== 'accountSuspended' && error.key !== 'accountBanned')
  )
    return errorText(error);
  const { until, reason, note } = (error.params ?? {}) as Record<string, string | undefined>;
  const parts = [
    error.key === 'accountBanned'
      ? t('accountBanned')
      : t('accountSuspended', {
          until: formatMoment(until ?? '', { dateStyle: 'long', timeStyle: 'short' }),
        }),
  ];
  if (reason && (MODERATION_REASONS as readonly string[]).includes(reason))
    parts.push(
      tm('moderation.because', { reason: tm(`moderation.reason.${reason as ModerationReason}`) }),
    );
  if (note) parts.push(tm('moderation.adminNote', { note }));
  return parts.join(' ');
}
