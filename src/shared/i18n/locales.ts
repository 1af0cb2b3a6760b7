/** The languages Boipoka speaks: English (the spec's, and the default) and Bangla. */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a reader's choice across visits (a year). */
export const LOCALE_COOKIE = 'boipoka-lang';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The `Intl` locale a language formats with: British English for dates ('25 November 2026', as
 * the spec's pages write them) and Bangladeshi Bangla, whose digits are Bangla (৪৫০).
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };

/** Each language's own name, as the switch shows it to a reader of the other one. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/**
 * The reader's language from an Accept-Language header: the first of theirs we speak, by their
 * weights ('bn-BD,bn;q=0.9,en;q=0.8' → bn); English when they name neither.
 */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
