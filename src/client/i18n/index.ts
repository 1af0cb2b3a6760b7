// The reader's language on the client: English is part of the app, area by area (each screen's
// texts travel with its script); Bangla is one catalogue, loaded before the first render when the
// page is in Bangla (the server chose it: the reader's cookie, else their browser's language).
import { i18n, type Messages } from '@lingui/core';
import { apiRequest } from '../api/http';
import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
} from '../../shared/i18n/locales';

i18n.load(DEFAULT_LOCALE, {});
i18n.activate(DEFAULT_LOCALE);

/** The values a text's placeholders take: numbers and words, already formatted for the reader. */
export type TextValues = Record<string, string | number>;

/**
 * Registers a catalogue area's English texts and answers its translator: `t('key', values)` says
 * the key's text in the reader's language. Call it at render, never at import: the language is
 * chosen after the scripts load.
 */
export function texts<Area extends Record<string, string>>(english: Area) {
  i18n.load('en', english as unknown as Messages);
  return (key: keyof Area & string, values?: TextValues): string => i18n._(key, values);
}

/** The language the page is shown in. */
export const currentLocale = (): Locale => (i18n.locale === 'bn' ? 'bn' : 'en');

/** The `Intl` locale of the page's language ('en-GB' or 'bn-BD'). */
export const intlLocale = () => INTL_LOCALE[currentLocale()];

/** The language this page was served in: the server writes it into `<html lang>`. */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Makes `locale` the language of what renders next: Bangla's catalogue is fetched the first time.
 * Resolves at once for English.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'bn' && !banglaLoaded) {
    const { BN } = await import('../../shared/i18n/bn');
    i18n.load('bn', BN as unknown as Messages);
    banglaLoaded = true;
  }
  i18n.activate(locale);
}
let banglaLoaded = false;

/**
 * The reader chooses a language: the server remembers it (a cookie for a year, and the account's
 * language for e-mails when someone is signed in), and the page is loaded again in it, so every
 * text, title and date changes together. Offline, the cookie is set here.
 */
export async function chooseLocale(locale: Locale) {
  try {
    await apiRequest('/api/locale', { method: 'PUT', body: { locale } });
  } catch {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
  }
  location.reload();
}
