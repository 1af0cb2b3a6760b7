import { isExpired, parseExpiry, passesLuhn } from '../../shared/card';
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

/** Checks a card the way Stripe's test mode would; answers 'succeeded' or the provider's message. */
export function chargeTestCard(card: TestCard, now = new Date()): 'succeeded' | string {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || number.length < 13) return MESSAGES.cardNumberIncomplete;
  if (!passesLuhn(number)) return MESSAGES.cardNumberInvalid;
  // The same reading of an expiry as the card form's (shared/card.ts).
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return MESSAGES.cardExpiryInvalid;
  if (isExpired(expiry, now)) return MESSAGES.cardExpired;
  if (!/^\d{3,4}$/.test(card.cvc)) return MESSAGES.cardCvcIncomplete;
  return TEST_CARDS[number] ?? `${MESSAGES.cardDeclined} ${MESSAGES.testModeOnly}`;
}
