import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardNumberProblem,
  cvcLength,
  cvcProblem,
  expiryProblem,
  fieldOfCardError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  normaliseExpiry,
  parseExpiry,
  passesLuhn,
  CARD_MESSAGES,
} from './card';
import { ZCardDetails } from './schemas/bookings';

/** Every value a field shows while a person types `keys` one key at a time. */
const typed = (format: (value: string) => string, keys: string) =>
  [...keys].reduce<string[]>((shown, key) => [...shown, format((shown.at(-1) ?? '') + key)], []);

const NOW = new Date(2026, 4, 15); // 15 May 2026

describe('card number', () => {
  it('a card number is grouped in fours as it is typed', () => {
    expect(typed(formatCardNumber, '4242424242424242')).toEqual([
      '4',
      '42',
      '424',
      '4242',
      '4242 4',
      '4242 42',
      '4242 424',
      '4242 4242',
      '4242 4242 4',
      '4242 4242 42',
      '4242 4242 424',
      '4242 4242 4242',
      '4242 4242 4242 4',
      '4242 4242 4242 42',
      '4242 4242 4242 424',
      '4242 4242 4242 4242',
    ]);
  });

  it('a pasted card number with dashes or odd spaces is regrouped in fours', () => {
    expect(formatCardNumber('4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber(' 42424 24242 424242 ')).toBe('4242 4242 4242 4242');
  });

  it('an American Express number is grouped 4-6-5 and stops at 15 digits', () => {
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(formatCardNumber('3782822463100051234')).toBe('3782 822463 10005');
  });

  it('a card number stops at 19 digits', () => {
    expect(formatCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('the check digit (Luhn) tells a mistyped number from a real one', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('a card number failing the check digit is invalid, a short one incomplete (message keys)', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('cardNumberInvalid');
    expect(cardNumberProblem('4242 4242 4242')).toBe('cardNumberIncomplete');
    expect(cardNumberProblem('3782 822463 1000')).toBe('cardNumberIncomplete');
    expect(cardNumberProblem('4242 4242 4242 424x')).toBe('cardNumberInvalid');
  });
});

describe('expiry', () => {
  it('an expiry typed as 1230 is read as 12/30', () => {
    expect(typed(formatExpiry, '1230')).toEqual(['1', '12', '12/3', '12/30']);
    expect(parseExpiry('1230')).toEqual({ month: 12, year: 2030 });
    expect(normaliseExpiry('1230')).toBe('12/30');
  });

  it('an expiry typed with its slash as 12/30 is kept as 12/30', () => {
    expect(typed(formatExpiry, '12/30')).toEqual(['1', '12', '12/', '12/3', '12/30']);
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 12 / 30 ')).toEqual({ month: 12, year: 2030 });
  });

  it('a one-digit month followed by a slash is normalised: 1/30 is read as 01/30', () => {
    expect(typed(formatExpiry, '1/30')).toEqual(['1', '01/', '01/3', '01/30']);
    expect(normaliseExpiry('1/30')).toBe('01/30');
    expect(expiryProblem('1/30', NOW)).toBeNull();
  });

  it('a first digit from 2 to 9 can only be a month: 4 becomes 04/', () => {
    expect(typed(formatExpiry, '430')).toEqual(['04/', '04/3', '04/30']);
  });

  it('deleting the last digit of an expiry never sticks on the slash', () => {
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('04')).toBe('04');
  });

  it('a four-digit year is shortened: 12/2030 is read as 12/30', () => {
    expect(formatExpiry('12/2030')).toBe('12/30');
    expect(normaliseExpiry('12/2030')).toBe('12/30');
  });

  it('an expiry without a slash needs four digits: 130 is refused, not guessed', () => {
    expect(parseExpiry('130')).toBeNull();
    expect(expiryProblem('130', NOW)).toBe('cardExpiryInvalid');
  });

  it('a month outside 1 to 12, or a malformed expiry, is invalid', () => {
    expect(expiryProblem('13/30', NOW)).toBe('cardExpiryInvalid');
    expect(expiryProblem('00/30', NOW)).toBe('cardExpiryInvalid');
    expect(expiryProblem('12/3', NOW)).toBe('cardExpiryInvalid');
    expect(expiryProblem('soon', NOW)).toBe('cardExpiryInvalid');
  });

  it('an expiry in the past is refused; the current month is still good', () => {
    expect(expiryProblem('04/26', NOW)).toBe('cardExpired');
    expect(expiryProblem('12/25', NOW)).toBe('cardExpired');
    expect(expiryProblem('05/26', NOW)).toBeNull();
    expect(expiryProblem('06/26', NOW)).toBeNull();
  });
});

describe('security code (CVC)', () => {
  it('a CVC has 3 digits, or 4 when the number is an American Express', () => {
    expect(cvcLength('4242 4242 4242 4242')).toBe(3);
    expect(cvcLength('3782 822463 10005')).toBe(4);
    expect(cvcProblem('123', '4242 4242 4242 4242')).toBeNull();
    expect(cvcProblem('12', '4242 4242 4242 4242')).toBe('cardCvcIncomplete');
    expect(cvcProblem('1234', '4242 4242 4242 4242')).toBe('cardCvcInvalid');
    expect(cvcProblem('123', '3782 822463 10005')).toBe('cardCvcIncomplete');
    expect(cvcProblem('1234', '3782 822463 10005')).toBeNull();
  });

  it('a CVC field keeps only digits, four at most', () => {
    expect(formatCvc('1a2 3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });
});

describe('a card typed in Bangla digits', () => {
  it('its number, expiry and CVC show in Latin digits as they are typed, none dropped', () => {
    expect(typed(formatCardNumber, '৪২৪২৪২৪২৪২৪২৪২৪২').at(-1)).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('৪২৪২ ৪২৪২ ৪২৪২ ৪২৪২')).toBe('4242 4242 4242 4242');
    expect(typed(formatExpiry, '১২৩৪')).toEqual(['1', '12', '12/3', '12/34']);
    expect(formatCvc('১২৩')).toBe('123');
  });
});

describe('the card form schema (the request schema plus these rules)', () => {
  const good = { cardNumber: '4242 4242 4242 4242', expiry: '1230', cvc: '123', name: 'Bipasha' };

  it('a card as typed is sent as the server reads it: digits only, expiry as MM/YY', () => {
    expect(ZCardDetails.parse(good)).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'Bipasha',
    });
  });

  it('every problem is reported at once, each under its own field, by its message key', () => {
    const result = ZCardDetails.safeParse({
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      name: ' ',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      cardNumber: 'cardNumberInvalid',
      expiry: 'cardExpired',
      cvc: 'cardCvcIncomplete',
      name: 'cardNameRequired',
    });
  });

  it('an empty field gets one message, the request schema’s', () => {
    const result = ZCardDetails.safeParse({ ...good, cardNumber: '' });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['cardNumberIncomplete']);
  });
});

describe("the provider's refusals", () => {
  it("a provider's refusal about one field lands under that field; a decline stays with the card", () => {
    expect(fieldOfCardError(CARD_MESSAGES.cardNumberInvalid)).toBe('cardNumber');
    expect(fieldOfCardError(CARD_MESSAGES.cardExpired)).toBe('expiry');
    expect(fieldOfCardError("Your card's security code is incorrect.")).toBe('cvc');
    expect(fieldOfCardError(CARD_MESSAGES.cardDeclined)).toBeNull();
    expect(
      fieldOfCardError(`${CARD_MESSAGES.cardDeclined} ${CARD_MESSAGES.testModeOnly}`),
    ).toBeNull();
    expect(fieldOfCardError(CARD_MESSAGES.cardInsufficientFunds)).toBeNull();
  });
});
