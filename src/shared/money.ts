import { INTL_LOCALE, type Locale } from './i18n/locales';

/** Money is integer poisha (1 TK = 100 poisha); people read and type taka. */
export const POISHA_PER_TAKA = 100;

export const takaToPoisha = (taka: number) => Math.round(taka * POISHA_PER_TAKA);

// Made once per language, when first needed: a formatter costs far more to build than to use
// (Bangla's loads its own locale data, some 40 ms of a slow phone's start). English writes western
// digits grouped in thousands (the spec's 'TK 100,000'); Bangla its own digits.
const formats = (tag: string) => ({
  whole: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
  withPoisha: new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
});
const TAGS: Record<Locale, string> = { en: 'en-US', bn: INTL_LOCALE.bn };
const FORMATS: Partial<Record<Locale, ReturnType<typeof formats>>> = {};

/** 45000 → '450'; 45050 → '450.50'; 1234500 → '12,345' (Bangla: '১২,৩৪৫'). */
export function takaAmount(poisha: number, locale: Locale = 'en'): string {
  const taka = poisha / POISHA_PER_TAKA;
  const { whole, withPoisha } = (FORMATS[locale] ??= formats(TAGS[locale]));
  return (Number.isInteger(taka) ? whole : withPoisha).format(taka);
}

/** 45000 → 'TK 450'; 45050 → 'TK 450.50' (English, as the server writes e-mails and refusals). */
export const formatTaka = (poisha: number) => `TK ${takaAmount(poisha)}`;
