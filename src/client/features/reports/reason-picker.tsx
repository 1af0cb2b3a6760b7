import { useMutation } from '@tanstack/react-query';
import { MODERATION } from '../../../shared/i18n/en/moderation';
import type { ReportReason } from '../../../shared/moderation';
import { texts } from '../../i18n';

const t = texts(MODERATION);

/**
 * After the one tap (reported, toasted), the reporter may say why: one more choice, which the
 * admins' queue shows. Nothing is needed; the report stands as it is. `compact` keeps the question
 * in the list itself (a review's line has no room for a label above it).
 */
export function ReasonPicker({
  reasons,
  send,
  compact = false,
  className = '',
}: {
  reasons: readonly ReportReason[];
  send: (reason: ReportReason) => Promise<unknown>;
  compact?: boolean;
  className?: string;
}) {
  const why = useMutation({ mutationFn: send });
  if (why.isSuccess) return <p className={`text-sm ${className}`}>{t('report.thanks')}</p>;
  return (
    <label className={`form-control ${className}`}>
      <span className={compact ? 'sr-only' : 'mb-1 text-sm'}>{t('report.why')}</span>
      <select
        className="select select-bordered select-sm w-full"
        defaultValue=""
        disabled={why.isPending}
        onChange={(event) => {
          if (event.target.value) why.mutate(event.target.value as ReportReason);
        }}
      >
        <option value="" disabled>
          {compact ? t('report.why') : '—'}
        </option>
        {reasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(`report.reason.${reason}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
