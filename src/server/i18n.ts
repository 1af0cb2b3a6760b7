// The server's words in either language: e-mails in the recipient's, refusals in English (the
// client words those by key). Lingui compiles each text on its first use.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { eventValues, readEvent } from '../shared/booking-events';
import { formatMeetupMoment } from '../shared/dhaka-time';
import { BN } from '../shared/i18n/bn';
import { EN, type MessageKey } from '../shared/i18n/en';
import { INTL_LOCALE, type Locale } from '../shared/i18n/locales';
import { takaAmount } from '../shared/money';

function translator(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const I18NS: Record<Locale, I18n> = {
  en: translator('en', EN as unknown as Messages),
  bn: translator('bn', BN as unknown as Messages),
};

/** A catalogue text in `locale`, its placeholders filled: translate('bn', 'bookAdded', { name }). */
export const translate = (
  locale: Locale,
  key: MessageKey,
  values?: Record<string, string | number>,
): string => I18NS[locale]._(key, values);

const NUMBERS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(INTL_LOCALE.en),
  bn: new Intl.NumberFormat(INTL_LOCALE.bn),
};
/** A number in `locale`'s digits: 2000 → '2,000' or '২,০০০'. */
export const formatNumber = (locale: Locale, value: number) => NUMBERS[locale].format(value);

/** Money in `locale`, as the app writes it: 45000 → 'TK 450' or '৪৫০ টাকা'. */
export const formatMoney = (locale: Locale, poisha: number) =>
  translate(locale, 'taka', { amount: takaAmount(poisha, locale) });

/**
 * A booking event (a thread's stored body, `shared/booking-events.ts`) in `locale`: its sentence,
 * with the meet-up time and numbers written for that reader. An old row, stored as its English
 * sentence, is said as it was written.
 */
export function eventText(locale: Locale, body: string): string {
  const event = readEvent(body);
  if (!event) return body;
  const values = eventValues(event.params, {
    moment: (at) => formatMeetupMoment(at, locale),
    number: (value) => formatNumber(locale, value),
    money: (poisha) => formatMoney(locale, poisha),
  });
  return translate(locale, event.key, values);
}
