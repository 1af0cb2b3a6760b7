import { latinDigits } from './digits';
import { CARD_MESSAGES } from './i18n/en/card';

export { CARD_MESSAGES };

/**
 * Card rules both sides know: how the payment form shows what is typed, and what it can refuse
 * before asking the provider. The provider still decides whether a card is charged.
 */

/** What the form can tell is wrong with a card before asking the provider: a message key. */
export type CardProblem = keyof typeof CARD_MESSAGES;

export type CardBrand = 'amex' | 'diners' | 'other';

/** The digits typed, Bangla ones as Latin: '৪২৪২ 4242' → '42424242'. */
export const digitsOf = (value: string) => latinDigits(value).replace(/\D/g, '');

/** Known from the first two digits, as Stripe's form knows it. */
export function cardBrand(cardNumber: string): CardBrand {
  const digits = digitsOf(cardNumber);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  return 'other';
}

// Stripe's test cards and today's cards: Amex 15 digits, Diners 14 or 16, the rest 16 to 19.
const LENGTHS: Record<CardBrand, { min: number; max: number; groups: number[] }> = {
  amex: { min: 15, max: 15, groups: [4, 6, 5] },
  diners: { min: 14, max: 16, groups: [4, 6, 4] },
  other: { min: 16, max: 19, groups: [4, 4, 4, 4, 3] },
};

/** '4242424242424242' → '4242 4242 4242 4242'; an Amex as 4-6-5; extra digits are dropped. */
export function formatCardNumber(typed: string): string {
  const { max, groups } = LENGTHS[cardBrand(typed)];
  let rest = digitsOf(typed).slice(0, max);
  // A 14-digit Diners card reads 4-6-4; a 16-digit one reads in fours.
  const shape = cardBrand(rest) === 'diners' && rest.length > 14 ? [4, 4, 4, 4] : groups;
  const parts: string[] = [];
  for (const size of shape) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(' ');
}

/** The check digit every card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = Number(digits[digits.length - 1 - i]) * (i % 2 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  }
  return sum % 10 === 0;
}

/** The key of what is wrong with a typed card number, or null when it can go to the provider. */
export function cardNumberProblem(typed: string): CardProblem | null {
  const digits = digitsOf(typed);
  if (/[^\d\s-]/.test(typed)) return 'cardNumberInvalid';
  if (digits.length < LENGTHS[cardBrand(digits)].min) return 'cardNumberIncomplete';
  if (digits.length > LENGTHS[cardBrand(digits)].max) return 'cardNumberInvalid';
  return passesLuhn(digits) ? null : 'cardNumberInvalid';
}

/**
 * Shows an expiry as MM/YY while it is typed: '1230' → '12/30', '4' → '04/', '1/' → '01/'.
 * The slash is only added once a digit follows it (or a month of 2–9), so backspace never sticks.
 */
export function formatExpiry(typed: string): string {
  const slash = typed.indexOf('/');
  if (slash > 0 && digitsOf(typed.slice(0, slash))) {
    const month = digitsOf(typed.slice(0, slash)).slice(0, 2).padStart(2, '0');
    let year = digitsOf(typed.slice(slash + 1));
    if (year.length === 4 && year.startsWith('20')) year = year.slice(2);
    return `${month}/${year.slice(0, 2)}`;
  }
  const digits = digitsOf(typed).slice(0, 4);
  if (digits.length === 1 && digits > '1') return `0${digits}/`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * Reads an expiry as month and four-digit year. Accepted: '12/30', '1230', '12 / 30', '12/2030',
 * and '1/30' (the slash makes a one-digit month unambiguous; it is read as 01/30). Refused:
 * '130' (1/30 or 13/0?), a month outside 1–12, and anything else.
 */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const value = typed.trim();
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|20\d{2})$/.exec(value) ?? /^(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good until the end of its expiry month. */
export const isExpired = ({ month, year }: { month: number; year: number }, now = new Date()) =>
  year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);

/** The key of what is wrong with a typed expiry, or null. */
export function expiryProblem(typed: string, now = new Date()): CardProblem | null {
  const expiry = parseExpiry(typed);
  if (!expiry) return 'cardExpiryInvalid';
  return isExpired(expiry, now) ? 'cardExpired' : null;
}

/** '12/30' for any accepted spelling of that expiry; what the provider is sent. */
export function normaliseExpiry(typed: string): string {
  const expiry = parseExpiry(typed);
  if (!expiry) return typed.trim();
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year).slice(2)}`;
}

/** American Express prints four digits on the front; every other card three on the back. */
export const cvcLength = (cardNumber: string) => (cardBrand(cardNumber) === 'amex' ? 4 : 3);

/** Digits only, four at most: an Amex number may still be on its way. */
export const formatCvc = (typed: string) => digitsOf(typed).slice(0, 4);

/** The key of what is wrong with a typed security code for this card number, or null. */
export function cvcProblem(typed: string, cardNumber: string): CardProblem | null {
  const cvc = typed.trim();
  if (!/^\d*$/.test(cvc)) return 'cardCvcInvalid';
  const wanted = cvcLength(cardNumber);
  if (cvc.length < wanted) return 'cardCvcIncomplete';
  return cvc.length > wanted ? 'cardCvcInvalid' : null;
}

/** The card form's fields, named as the request names them. */
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export const isCardField = (name: string): name is CardField =>
  (CARD_FIELDS as readonly string[]).includes(name);

/** Which field a provider's refusal is about, so it can sit under that field; null for the card. */
export function fieldOfCardError(message: string): CardField | null {
  if (/^Your card number /.test(message)) return 'cardNumber';
  if (/^Your card's expiration /.test(message)) return 'expiry';
  if (/^Your card's security code /.test(message)) return 'cvc';
  return null;
}
