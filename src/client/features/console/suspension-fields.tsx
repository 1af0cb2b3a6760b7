import { CONSOLE } from '../../../shared/i18n/en/console';
import { MODERATION } from '../../../shared/i18n/en/moderation';
import {
  MODERATION_REASONS,
  SUSPENSION_DAYS,
  type ModerationReason,
} from '../../../shared/moderation';
import { texts } from '../../i18n';
import { formatNumber } from '../../i18n/format';

const t = texts(CONSOLE);
const tm = texts(MODERATION);

/** What an admin chose: why, for how long (days, or 'ban'), and a note in their own words. */
export type SuspensionChoice = { reason: ModerationReason; length: string; note: string };

/** The note as a request carries it: trimmed, and left out when empty. */
export const noteOf = ({ note }: SuspensionChoice) => (note.trim() ? { note: note.trim() } : {});

/**
 * The reason, length and note fields of a suspension, laid out in the form's two-column grid;
 * the length only `withLength` (a moderation decision asks for it only to suspend).
 */
export function SuspensionFields({
  value,
  onChange,
  reasons = MODERATION_REASONS,
  withLength = true,
  noteLabel,
}: {
  value: SuspensionChoice;
  onChange: (value: SuspensionChoice) => void;
  reasons?: readonly ModerationReason[];
  withLength?: boolean;
  noteLabel: string;
}) {
  const change = (part: Partial<SuspensionChoice>) => onChange({ ...value, ...part });
  return (
    <>
      <label className="form-control">
        <span className="mb-1 text-sm font-medium">{t('queue.reason')}</span>
        <select
          className="select select-bordered w-full"
          value={value.reason}
          onChange={(event) => change({ reason: event.target.value as ModerationReason })}
        >
          {reasons.map((r) => (
            <option key={r} value={r}>
              {tm(`moderation.reason.${r}`)}
            </option>
          ))}
        </select>
      </label>
      {withLength && (
        <label className="form-control">
          <span className="mb-1 text-sm font-medium">{t('queue.length')}</span>
          <select
            className="select select-bordered w-full"
            value={value.length}
            onChange={(event) => change({ length: event.target.value })}
          >
            {SUSPENSION_DAYS.map((days) => (
              <option key={days} value={String(days)}>
                {t('queue.days', { days: formatNumber(days) })}
              </option>
            ))}
            <option value="ban">{t('queue.ban')}</option>
          </select>
        </label>
      )}
      <label className="form-control sm:col-span-2">
        <span className="mb-1 text-sm font-medium">{noteLabel}</span>
        <textarea
          className="textarea textarea-bordered w-full"
          rows={2}
          maxLength={500}
          value={value.note}
          onChange={(event) => change({ note: event.target.value })}
        />
      </label>
    </>
  );
}
