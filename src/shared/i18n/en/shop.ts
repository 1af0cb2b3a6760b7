// The shop area's texts in English.
export const SHOP = {
  'shop.message': 'Message',
  'shop.messageName': 'Message {name}',
  'shop.signInToMessage': 'Log in or sign up to message the seller: you come back to this page',
  'shop.noBooks': '{name} has no books for sale right now.',
  'shop.showCount': '{count, plural, one {Show # book} other {Show # books}}',
  'shop.showCountOver': 'Show {count}+ books',
  'shop.closeFilters': 'Close filters',
} as const;
