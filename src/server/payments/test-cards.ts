import { MESSAGES } from '../../shared/messages';
import type { TestCard } from '../../shared/schemas/bookings';

/** What a test card number does, as Stripe's test mode documents it. */
const TEST_CARDS: Record<string, 'succeeded' | string> = {
  '4242424242424242': 'succeeded',
  '5555555555554444': 'succeeded',
  '4000056655665556': 'succeeded',
  '4000000000000002': MESSAGES.cardDeclined,
  '4000000000009995': MESSAGES.cardInsufficientFunds,
  '4000000000000069': MESSAGES.cardExpired,
  '4000000000000127': "Your card's security code is incorrect.",
};

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, d, i) => {
    const n = Number(d) * (i % 2 ? 2 : 1);
    return sum + (n > 9 ? n - 9 : n);
  }, 0) %
    10 ===
  0;

/** Checks a card the way Stripe's test mode would; answers 'succeeded' or the provider's message. */
export function chargeTestCard(card: TestCard, now = new Date()): 'succeeded' | string {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || number.length < 13) return MESSAGES.cardNumberIncomplete;
  if (!luhn(number)) return MESSAGES.cardNumberInvalid;
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry);
  if (!expiry) return MESSAGES.cardExpiryInvalid;
  const month = Number(expiry[1]);
  const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]);
  if (month < 1 || month > 12) return MESSAGES.cardExpiryInvalid;
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
    return MESSAGES.cardExpired;
  if (!/^\d{3,4}$/.test(card.cvc)) return MESSAGES.cardCvcIncomplete;
  return TEST_CARDS[number] ?? `${MESSAGES.cardDeclined} ${MESSAGES.testModeOnly}`;
}
