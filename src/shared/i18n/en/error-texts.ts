/** Texts only the server says, in refusals. */
export const ERROR_TEXTS = {
  imageNotFound: 'No such image',
  signInProviderNotFound: 'No such sign-in provider',
  categoryNotFound: 'No such category',
  coverNotFirst: 'The cover (image) must be the first of the photos',
  pageLinkExpired: 'This page link is no longer valid',
  priceRangeReversed: 'The lowest price is above the highest price',
  savedSearchNotFound: 'No such saved search',
  tooManySavedSearches: 'You can keep at most {max} searches: remove one first',
  paymentNotFound: 'No such payment',
  webhookSignatureInvalid: 'The webhook signature could not be verified',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  requestFailed: 'Request failed',
  resourceNotFound: 'No such resource: {method} {path}',
  // A status's own text, for a refusal nothing more particular is known about.
  badRequest: 'This request is not valid',
  methodNotAllowed: 'This method is not allowed here',
  notAcceptable: 'No answer of the kind asked for can be given here',
  conflict: 'This clashes with what is already there',
  payloadTooLarge: 'The request body is too large',
  unprocessable: 'This request could not be processed',
  // Better Auth's own refusals, in its words.
  invalidCredentials: 'Invalid email or password',
  userExists: 'User already exists. Use another email.',
  offline: 'Cannot reach the server. Check your connection and try again.',
  tryAgainInMinutes: 'Try again in {minutes, plural, one {# minute} other {# minutes}}.',
} as const;
