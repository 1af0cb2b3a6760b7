// Numbers, money and dates in the reader's language, through Intl: 'TK 450' and '৪৫০ টাকা',
// '25 November 2026' and '২৫ নভেম্বর, ২০২৬'. Times on Dhaka's clock are in moments.ts.
import { takaAmount as amountIn } from '../../shared/money';
import { FORMAT } from '../../shared/i18n/en/format';
import { currentLocale, intlLocale, texts } from '.';

const t = texts(FORMAT);

/** 45000 → '450' ('৪৫০' in Bangla); 45050 → '450.50'. */
export const takaAmount = (poisha: number) => amountIn(poisha, currentLocale());

/** 45000 → 'TK 450' (the spec's) or '৪৫০ টাকা'. */
export const formatTaka = (poisha: number) => t('taka', { amount: takaAmount(poisha) });

const numberFormats = new Map<string, Intl.NumberFormat>();
/** 2000 → '2,000' or '২,০০০'. */
export function formatNumber(value: number): string {
  const locale = intlLocale();
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** A date or time in the reader's language, as `options` asks ('25 Nov 2026', '২৫ নভে, ২০২৬'). */
export const formatDate = (date: string | number | Date, options: Intl.DateTimeFormatOptions) =>
  new Date(date).toLocaleString(intlLocale(), options);

/** 'Years of use' on a book: this year minus the purchase year, below 1 in words. */
export function yearsOfUse(purchaseYear: number, now = new Date()): string {
  const years = now.getFullYear() - purchaseYear;
  return years < 1 ? t('yearsOfUseUnderOne') : t('yearsOfUse', { years });
}
