import { useId, useState } from 'react';
import { TRADE } from '../../../shared/i18n/en/trade';
import { dhakaDay } from '../../../shared/dhaka-time';
import { texts } from '../../i18n';
import { formatMoment } from '../../i18n/moments';

const t = texts(TRADE);

/** Days offered: the next four weeks (a proposal may reach further; nobody plans one so far). */
const DAYS = 28;
/** Meet-ups on campus: from 8 am to 9:30 pm, every half hour. */
const SLOTS = Array.from({ length: 28 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});
/** A slot must start this far ahead to be offered today. */
const LEAD_MS = 30 * 60_000;

const momentOf = (day: string, slot: string) => new Date(`${day}T${slot}:00+06:00`);

/**
 * A meet-up time as two selects, a day and a time, written in the reader's language and on
 * Dhaka's clock whatever the phone's zone or language (a `datetime-local` field shows the
 * browser's own). Its value is what a `datetime-local` field holds ('2026-12-01T15:00', read as
 * Dhaka's time by the schemas), or '' for none when `optional`.
 */
export function MeetAtPicker({
  legend,
  value,
  onChange,
  error,
  optional = false,
}: {
  legend: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
}) {
  const ids = useId();
  // The moment the picker opened: what it offers stays put while the person chooses.
  const [now] = useState(Date.now);
  const [day = '', slot = ''] = value ? value.split('T') : [];
  const days = Array.from({ length: DAYS }, (_, i) => dhakaDay(new Date(now + i * 86_400_000)));
  const slots = day ? SLOTS.filter((s) => momentOf(day, s).getTime() > now + LEAD_MS) : SLOTS;
  const dayName = (d: string) =>
    formatMoment(momentOf(d, '12:00'), { weekday: 'short', day: 'numeric', month: 'short' });
  const slotName = (s: string) =>
    formatMoment(momentOf(days[0]!, s), { hour: 'numeric', minute: '2-digit', hour12: true });
  const pick = (nextDay: string, nextSlot: string) => {
    if (!nextDay) return onChange('');
    // A day first chosen takes the afternoon, or the first time still to come that day.
    const open = SLOTS.filter((s) => momentOf(nextDay, s).getTime() > now + LEAD_MS);
    const time = open.includes(nextSlot) ? nextSlot : (open.find((s) => s >= '15:00') ?? open[0]);
    onChange(time ? `${nextDay}T${time}` : '');
  };
  const errorId = `${ids}-error`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <fieldset className="fieldset py-0">
      <legend className="fieldset-legend pb-1 text-sm">{legend}</legend>
      <div className="grid grid-cols-[3fr_2fr] gap-2">
        <select
          className="select w-full"
          aria-label={t('meetup.day')}
          value={day}
          onChange={(e) => pick(e.target.value, slot)}
          {...described}
        >
          {(optional || !day) && (
            <option value="">{t(optional ? 'meetup.noDay' : 'meetup.chooseDay')}</option>
          )}
          {days
            .filter((d) => SLOTS.some((s) => momentOf(d, s).getTime() > now + LEAD_MS))
            .map((d) => (
              <option key={d} value={d}>
                {dayName(d)}
              </option>
            ))}
        </select>
        <select
          className="select w-full"
          aria-label={t('meetup.hour')}
          value={slot}
          disabled={!day}
          onChange={(e) => pick(day, e.target.value)}
          {...described}
        >
          {!day && <option value="">—</option>}
          {slots.map((s) => (
            <option key={s} value={s}>
              {slotName(s)}
            </option>
          ))}
        </select>
      </div>
      <p id={errorId} className="min-h-5 text-sm text-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}
