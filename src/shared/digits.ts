// Digits as people in Bangladesh type and read them: Bangla's ০–৯ (U+09E6–U+09EF) or Latin 0–9.
// Every number and code field takes either; what is kept, sent and compared is Latin.

const BANGLA_ZERO = 0x09e6;

/** Bangla digits as Latin ones: '০১৭১২৩৪৫৬৭৮' → '01712345678', as a Bangla keyboard types a number. */
export const latinDigits = (value: string) =>
  value.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));

/** Latin digits as Bangla ones: '4:30' → '৪:৩০'. */
export const banglaDigits = (value: string) =>
  value.replace(/[0-9]/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit)));

/** A number as a field's text holds it: digits, perhaps a sign and a decimal point. */
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * The number a field's text holds, in Latin or Bangla digits ('৩৪৯.৫০' → 349.5); NaN for text
 * that is not one ('', '4e2', '450 TK'), so a schema refuses it rather than reading it as zero.
 */
export function numberOfText(value: string): number {
  const typed = latinDigits(value).trim();
  return DECIMAL.test(typed) ? Number(typed) : Number.NaN;
}
