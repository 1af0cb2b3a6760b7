import type { MessageKey } from '../../shared/i18n/en';
import { INTL_LOCALE, type Locale } from '../../shared/i18n/locales';
import { formatMoney, formatNumber, translate } from '../i18n';
import type { Mail } from './mailer';

/** Whom a mail goes to, and the language they read (the one they chose for Boipoka). */
export type Recipient = { name: string; email: string; locale: Locale };

/** A moment in Dhaka's time, where the campuses are: '14 September 2025 at 10:05'. */
const dateIn = (locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Dhaka',
  });
const DATES: Record<Locale, Intl.DateTimeFormat> = { en: dateIn('en'), bn: dateIn('bn') };

/** What a mail to someone who reads `locale` says: its texts, money and dates in their language. */
export const wordsIn = (locale: Locale) => ({
  t: (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values),
  taka: (poisha: number) => formatMoney(locale, poisha),
  count: (value: number) => formatNumber(locale, value),
  date: (value: Date) => DATES[locale].format(value),
});

/** A letter to `to` in their language: greeting, then the lines. */
export const letter = (to: Recipient, subject: string, lines: string[]): Mail => ({
  to: to.email,
  subject,
  text: [translate(to.locale, 'mail.greeting', { name: to.name }), '', ...lines].join('\n'),
});
