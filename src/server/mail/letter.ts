import type { MessageKey } from '../../shared/i18n/en';
import { formatDhakaMoment } from '../../shared/dhaka-time';
import type { Locale } from '../../shared/i18n/locales';
import { formatMoney, formatNumber, translate } from '../i18n';
import type { Mail } from './mailer';

/** Whom a mail goes to, and the language they read (the one they chose for Boipoka). */
export type Recipient = { name: string; email: string; locale: Locale };

/**
 * A moment in Dhaka's time, where the campuses are: '14 September 2025 at 10:05', or
 * '১৪ সেপ্টেম্বর, ২০২৫, সকাল ১০:০৫'.
 */
const MAIL_MOMENT: Intl.DateTimeFormatOptions = {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
};

/** What a mail to someone who reads `locale` says: its texts, money and dates in their language. */
export const wordsIn = (locale: Locale) => ({
  t: (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values),
  taka: (poisha: number) => formatMoney(locale, poisha),
  count: (value: number) => formatNumber(locale, value),
  date: (value: Date) => formatDhakaMoment(value, locale, MAIL_MOMENT),
});

/** A letter to `to` in their language: greeting, then the lines. */
export const letter = (to: Recipient, subject: string, lines: string[]): Mail => ({
  to: to.email,
  subject,
  text: [translate(to.locale, 'mail.greeting', { name: to.name }), '', ...lines].join('\n'),
});
