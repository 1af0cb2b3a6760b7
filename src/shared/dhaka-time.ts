// Times as Boipoka shows them: on Dhaka's clock, where the campuses are, whatever zone the reader's
// phone is set to. English writes them as Intl does; Bangla as people say them (বিকেল ৪:৩০).
import { banglaDigits } from './digits';
import { INTL_LOCALE, type Locale } from './i18n/locales';

const DHAKA_TIME_ZONE = 'Asia/Dhaka';
/** Bangladesh keeps no daylight saving: Dhaka's clock is six hours ahead of UTC all year. */
const DHAKA_OFFSET_MS = 6 * 3600_000;

/**
 * The hour each part of the day begins at, latest first, as Bangla names it: calendar data, as
 * Intl's month names are. Intl's own puts it after the time (৪:৩০ বিকাল) and calls 3 pm দুপুর.
 */
const PARTS_OF_DAY: readonly (readonly [from: number, name: string])[] = [
  [20, 'রাত'],
  [18, 'সন্ধ্যা'],
  [15, 'বিকেল'],
  [12, 'দুপুর'],
  [6, 'সকাল'],
  [4, 'ভোর'],
  [0, 'রাত'],
];

/** A moment's time on Dhaka's 12-hour clock in Bangla, its part of the day first: 'বিকেল ৪:৩০'. */
export function banglaTime(at: Date): string {
  const dhaka = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const hour = dhaka.getUTCHours();
  const minute = String(dhaka.getUTCMinutes()).padStart(2, '0');
  const [, part] = PARTS_OF_DAY.find(([from]) => hour >= from)!;
  return `${part} ${banglaDigits(`${hour % 12 || 12}:${minute}`)}`;
}

/** The options that ask for a time of day rather than a date (the zone is always Dhaka's). */
const TIME_OPTIONS = new Set([
  'hour',
  'minute',
  'second',
  'timeStyle',
  'hour12',
  'hourCycle',
  'timeZone',
]);

// Made once per language and options: a formatter costs far more to build than to use.
const FORMATS = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) FORMATS.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options)));
  return format;
}

/**
 * A moment on Dhaka's clock as Intl's `options` ask, in `locale`: English as Intl writes it
 * ('Sat 5 Dec, 4:30 pm'); Bangla with the date as Intl writes it and the time as `banglaTime`
 * ('শনি ৫ ডিসে, বিকেল ৪:৩০'), whatever clock the options name.
 */
export function formatDhakaMoment(
  at: Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): string {
  const withTime = options.hour !== undefined || options.timeStyle !== undefined;
  if (locale === 'en' || !withTime)
    return formatter(locale, { ...options, timeZone: DHAKA_TIME_ZONE }).format(at);
  const date = Object.fromEntries(
    Object.entries(options).filter(([name]) => !TIME_OPTIONS.has(name)),
  ) as Intl.DateTimeFormatOptions;
  if (Object.keys(date).length === 0) return banglaTime(at);
  return `${formatter(locale, { ...date, timeZone: DHAKA_TIME_ZONE }).format(at)}, ${banglaTime(at)}`;
}

/** A meet-up's moment as its day and time, the way a booking's events and deal write it. */
const MEETUP_MOMENT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};
/** A meet-up time on Dhaka's clock: 'Sat 5 Dec, 4:30 pm', 'শনি ৫ ডিসে, বিকেল ৪:৩০'. */
export const formatMeetupMoment = (at: Date, locale: Locale) =>
  formatDhakaMoment(at, locale, MEETUP_MOMENT);

/** 'YYYY-MM-DD' of a moment in Dhaka. */
export const dhakaDay = (at: Date) =>
  new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
