import { isExpired, parseExpiry, passesLuhn, CARD_MESSAGES } from '../../shared/card';
import type { TestCard } from '../../shared/schemas/bookings';

/** What a test card number does, as Stripe's test mode documents it. */
const TEST_CARDS: Record<string, 'succeeded' | string> = {
  '4242424242424242': 'succeeded',
  '5555555555554444': 'succeeded',
  '4000056655665556': 'succeeded',
  '4000000000000002': CARD_MESSAGES.cardDeclined,
  '4000000000009995': CARD_MESSAGES.cardInsufficientFunds,
  '4000000000000069': CARD_MESSAGES.cardExpired,
  '4000000000000127': CARD_MESSAGES.cardCvcIncorrect,
};

/** Checks a card the way Stripe's test mode would; answers 'succeeded' or the provider's message. */
export function chargeTestCard(card: TestCard, now = new Date()): 'succeeded' | string {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || number.length < 13) return CARD_MESSAGES.cardNumberIncomplete;
  if (!passesLuhn(number)) return CARD_MESSAGES.cardNumberInvalid;
  // The same reading of an expiry as the card form's (shared/card.ts).
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return CARD_MESSAGES.cardExpiryInvalid;
  if (isExpired(expiry, now)) return CARD_MESSAGES.cardExpired;
  if (!/^\d{3,4}$/.test(card.cvc)) return CARD_MESSAGES.cardCvcIncomplete;
  return TEST_CARDS[number] ?? `${CARD_MESSAGES.cardDeclined} ${CARD_MESSAGES.testModeOnly}`;
}
