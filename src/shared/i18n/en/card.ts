/** What the card form says (the words of the card provider's own form). */
export const CARD_MESSAGES = {
  cardNumberInvalid: 'Your card number is invalid.',
  cardNumberIncomplete: 'Your card number is incomplete.',
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardExpired: "Your card's expiration date is in the past.",
  cardExpiryInvalid: "Your card's expiration date is invalid.",
  cardCvcIncomplete: "Your card's security code is incomplete.",
  cardCvcInvalid: "Your card's security code is invalid.",
  cardCvcIncorrect: "Your card's security code is incorrect.",
  cardNameRequired: 'Enter the name on the card',
  testModeOnly: 'Test mode accepts only test card numbers, such as 4242 4242 4242 4242.',
} as const;
