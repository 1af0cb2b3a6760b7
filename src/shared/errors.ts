import type { MessageKey } from './i18n/en';

export type { MessageKey };

/**
 * Every error code the server answers with, its HTTP status and the text it says unless the
 * place that refuses names another. A code is part of the API: the client may branch on it, so
 * one never changes its spelling.
 */
export const ERRORS = {
  // A status of its own, when nothing more particular is known (the router, the framework).
  BAD_REQUEST: { status: 400, message: 'badRequest' },
  UNAUTHENTICATED: { status: 401, message: 'unauthenticated' },
  FORBIDDEN: { status: 403, message: 'forbidden' },
  NOT_FOUND: { status: 404, message: 'resourceNotFound' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'methodNotAllowed' },
  NOT_ACCEPTABLE: { status: 406, message: 'notAcceptable' },
  CONFLICT: { status: 409, message: 'conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'payloadTooLarge' },
  URI_TOO_LONG: { status: 414, message: 'addressTooLong' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'unsupportedMediaType' },
  UNPROCESSABLE: { status: 422, message: 'unprocessable' },
  TOO_MANY_REQUESTS: { status: 429, message: 'tooManyRequests' },
  INTERNAL: { status: 500, message: 'serverError' },
  // A status without a name of ours; the answer keeps the status the refusal came with.
  ERROR: { status: 400, message: 'requestFailed' },
  VALIDATION: { status: 400, message: 'invalidRequest' },

  // The request itself.
  BAD_PATH: { status: 400, message: 'badPath' },
  BAD_TEXT: { status: 400, message: 'badText' },
  TOO_DEEP: { status: 400, message: 'jsonTooDeep' },
  CROSS_SITE: { status: 403, message: 'crossSite' },

  // Accounts and admins.
  TOO_MANY_ATTEMPTS: { status: 429, message: 'signInThrottled' },
  RESET_LINK_INVALID: { status: 400, message: 'linkInvalid' },
  SIGN_IN_PROVIDER_NOT_FOUND: { status: 404, message: 'signInProviderNotFound' },
  USER_NOT_FOUND: { status: 404, message: 'userNotFound' },
  NOT_A_SELLER: { status: 409, message: 'onlySellersVerified' },
  CANNOT_CHANGE_SELF: { status: 409, message: 'cannotChangeSelf' },
  LAST_ADMIN: { status: 409, message: 'lastAdmin' },
  NOT_AN_ADMIN: { status: 409, message: 'notAnAdmin' },

  // Photos.
  PHOTO_REQUIRED: { status: 400, message: 'photoRequired' },
  MALFORMED_UPLOAD: { status: 400, message: 'photoRequired' },
  PHOTO_EMPTY: { status: 400, message: 'photoEmpty' },
  BAD_FILE_NAME: { status: 400, message: 'badFileName' },
  PHOTO_UNAVAILABLE: { status: 400, message: 'photoUnavailable' },
  PHOTO_TOO_LARGE: { status: 413, message: 'photoTooLarge' },
  NOT_AN_IMAGE: { status: 415, message: 'notAnImage' },
  IMAGE_TOO_LARGE: { status: 422, message: 'imageTooManyPixels' },

  // Books, categories and searches.
  BOOK_NOT_FOUND: { status: 404, message: 'bookNotFound' },
  /** Sold (to someone else) or taken down: the address was real, the book is no longer for sale. */
  BOOK_GONE: { status: 410, message: 'bookGone' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'categoryNotFound' },
  BOOK_SOLD: { status: 409, message: 'bookSold' },
  BOOK_PAID: { status: 409, message: 'bookHasPayment' },
  COVER_NOT_FIRST: { status: 400, message: 'coverNotFirst' },
  BAD_CURSOR: { status: 400, message: 'pageLinkExpired' },
  BAD_PRICE_RANGE: { status: 400, message: 'priceRangeReversed' },
  OFFER_FLOOR_ABOVE_PRICE: { status: 422, message: 'offerFloorAbovePrice' },
  NOT_REPORTED: { status: 409, message: 'notReported' },
  ISBN_INVALID: { status: 400, message: 'isbnInvalid' },
  ISBN_NOT_FOUND: { status: 404, message: 'isbnNotFound' },
  ISBN_LOOKUP_UNAVAILABLE: { status: 503, message: 'isbnUnavailable' },
  SAVED_SEARCH_NOT_FOUND: { status: 404, message: 'savedSearchNotFound' },
  TOO_MANY_SAVED_SEARCHES: { status: 409, message: 'tooManySavedSearches' },

  // Bookings and meet-ups.
  OWN_BOOK: { status: 403, message: 'cannotBookOwnBook' },
  ALREADY_BOOKED: { status: 409, message: 'alreadyBooked' },
  BOOK_RESERVED: { status: 409, message: 'bookReserved' },
  BOOKING_CANCELLED: { status: 409, message: 'bookingCancelled' },
  BOOKING_CLOSED: { status: 409, message: 'bookingClosed' },
  ALREADY_ACCEPTED: { status: 409, message: 'bookingClosed' },
  ALREADY_PAID: { status: 409, message: 'bookingAlreadyPaid' },
  // Accepting one's own time or price (the other side answers it), or a time nobody proposed.
  WAITING: { status: 409, message: 'waitingForOtherSide' },
  NO_TIME_YET: { status: 409, message: 'noTimeProposed' },
  OWN_OFFER: { status: 409, message: 'offerIsYours' },
  MEET_AT_NEEDED: { status: 409, message: 'meetAtNeeded' },
  NO_OFFER: { status: 409, message: 'noOfferOpen' },
  OFFER_OPEN: { status: 409, message: 'offerStillOpen' },
  OFFER_ABOVE_PRICE: { status: 422, message: 'offerAbovePrice' },
  OFFER_TOO_LOW: { status: 422, message: 'offerTooLow' },
  NOT_ACCEPTED: { status: 409, message: 'payInPersonNeedsAcceptance' },
  TOO_EARLY: { status: 409, message: 'noShowTooEarly' },
  NOT_A_NO_SHOW: { status: 409, message: 'noShowNotClaimed' },
  NO_SHOW_DISPUTED: { status: 409, message: 'noShowAlreadyDisputed' },
  DISPUTE_TOO_LATE: { status: 409, message: 'noShowDisputeTooLate' },
  NO_SHOW_NOT_DISPUTED: { status: 409, message: 'noShowNotDisputed' },
  HANDOVER_NOT_CHOSEN: { status: 409, message: 'handoverNotChosen' },
  WRONG_HANDOVER_CODE: { status: 422, message: 'handoverCodeWrong' },
  HANDOVER_LOCKED: { status: 423, message: 'handoverLocked' },
  MEETUP_SPOT_NOT_FOUND: { status: 404, message: 'meetupSpotNotFound' },

  // Notifications.
  /** A push subscription at an address that is no browser's push service. */
  PUSH_SERVICE_UNKNOWN: { status: 400, message: 'pushServiceUnknown' },

  // Campuses.
  CAMPUS_UNKNOWN: { status: 400, message: 'campusUnknown' },
  CAMPUS_EXISTS: { status: 409, message: 'campusExists' },
  CAMPUS_NOT_FOUND: { status: 404, message: 'campusNotFound' },
  CAMPUS_MERGE_SELF: { status: 400, message: 'campusMergeSelf' },
  /** A Google sign-up books or lists before saying where they study. */
  CAMPUS_REQUIRED: { status: 409, message: 'campusRequired' },
  STUDENT_CAMPUS_FIRST: { status: 409, message: 'studentCampusFirst' },
  STUDENT_CAMPUS_NO_DOMAIN: { status: 409, message: 'studentCampusNoDomain' },
  STUDENT_EMAIL_DOMAIN: { status: 400, message: 'studentEmailDomain' },
  STUDENT_EMAIL_TAKEN: { status: 409, message: 'studentEmailTaken' },
  STUDENT_CODE_NONE: { status: 409, message: 'studentCodeNone' },
  STUDENT_CODE_EXPIRED: { status: 409, message: 'studentCodeExpired' },
  STUDENT_CODE_USED_UP: { status: 409, message: 'studentCodeUsedUp' },
  STUDENT_CODE_WRONG: { status: 400, message: 'studentCodeWrong' },
  ROLE_HELD: { status: 409, message: 'roleHeld' },
  EMAIL_UNCHANGED: { status: 400, message: 'emailUnchanged' },
  EMAIL_LINK_INVALID: { status: 400, message: 'emailLinkInvalid' },
  BLOCKED: { status: 403, message: 'blockedByThem' },
  BLOCK_SELF: { status: 400, message: 'cannotBlockSelf' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'currentPasswordWrong' },
  NO_PASSWORD: { status: 409, message: 'noPasswordSet' },
  DELETION_UNCONFIRMED: { status: 400, message: 'deletionUnconfirmed' },
  ADMIN_KEEPS_ROLE: { status: 403, message: 'adminKeepsRole' },
  SPOT_EXISTS: { status: 409, message: 'meetupSpotExists' },

  // Payments.
  PAYMENT_NOT_FOUND: { status: 404, message: 'paymentNotFound' },
  PAYMENT_MISMATCH: { status: 400, message: 'paymentMismatch' },
  PAYMENT_INCOMPLETE: { status: 402, message: 'paymentNotCompleted' },
  BAD_SIGNATURE: { status: 400, message: 'webhookSignatureInvalid' },
  GATEWAY_UNAVAILABLE: { status: 502, message: 'gatewayUnavailable' },
  PAYOUT_TOO_LARGE: { status: 409, message: 'payoutMoreThanOwed' },

  // Messages and reviews.
  CONVERSATION_NOT_FOUND: { status: 404, message: 'conversationNotFound' },
  SELLER_NOT_FOUND: { status: 404, message: 'sellerNotFound' },
  REVIEW_NOT_FOUND: { status: 404, message: 'reviewNotFound' },
  NOT_COMPLETED: { status: 409, message: 'reviewNeedsSale' },
  REVIEW_LOCKED: { status: 409, message: 'reviewLocked' },
  CONTACT_NOT_FOUND: { status: 404, message: 'contactMessageNotFound' },

  // Moderation.
  ALREADY_DECIDED: { status: 409, message: 'alreadyDecided' },
  DECISION_NOT_APPLICABLE: { status: 400, message: 'decisionNotApplicable' },
  CANNOT_SUSPEND_ADMIN: { status: 409, message: 'cannotSuspendAdmin' },
  OWN_REVIEW: { status: 409, message: 'cannotReportOwnReview' },
  ACCOUNT_SUSPENDED: { status: 403, message: 'accountSuspended' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof ERRORS;
