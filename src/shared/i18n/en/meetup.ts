/** What the meet-up says in refusals and field errors. */
export const MEETUP_MESSAGES = {
  bookReserved: 'This book is reserved for another buyer',
  bookingClosed: 'This booking is closed',
  meetAtRequired: 'Choose a meet-up time',
  meetAtPast: 'Choose a meet-up time that is still to come',
  meetAtTooFar: 'Choose a meet-up time within the next 60 days',
  meetAtNeeded: 'Propose a meet-up time first',
  noOfferOpen: 'This booking has no offer waiting for an answer',
  offerStillOpen: 'Agree on the price first: the offer is still open',
  offerAbovePrice: 'An offer can be at most the asking price',
  offerTooLow: 'The seller does not take offers this low. Offer more, or book at the asking price.',
  offerFloorAbovePrice: 'The lowest offer you take must be at most the price',
  offerRequired: 'Enter the price you offer, in Taka',
  // Why a side may not accept yet: what is on the table is their own, or nothing is yet.
  waitingForOtherSide:
    'You proposed this time: it is for the other side to accept it or propose another',
  noTimeProposed: 'No meet-up time has been proposed yet: propose one, or wait for the seller to',
  offerIsYours: 'You named this price: it is for the other side to answer it',
  declineReasonRequired: 'Tell the buyer why',
  payInPersonNeedsAcceptance: 'You can choose to pay in person once a meet-up time is agreed',
  handoverCodeRequired: 'Enter the six-digit code from the buyer',
  handoverNotChosen: 'This buyer has not chosen to pay in person',
  handoverCodeWrong:
    'That is not the code the buyer has. {tries, plural, one {# try} other {# tries}} left.',
  handoverLocked: 'Too many wrong codes. Ask the buyer to make a new code in My Orders.',
  noShowTooEarly:
    'You can say the other side did not come from {minutes, plural, one {# minute} other {# minutes}} after the meet-up time',
  noShowNotClaimed: 'This booking did not end as a no-show',
  noShowNotYours: 'Only the side said not to have come can dispute a no-show',
  noShowAlreadyDisputed: 'This no-show has already been disputed',
  noShowDisputeTooLate:
    'A no-show can be disputed only within {hours, plural, one {# hour} other {# hours}}',
  noShowNotDisputed: 'This no-show has no dispute waiting for a decision',
  noShowDisputeReasonRequired: 'Say what happened at the meet-up',
  noShowDisputeReasonTooLong: 'A dispute can be at most 300 characters',
  meetupSpotExists: 'This place is already on the list',
  meetupSpotNotFound: 'No such place',
  meetupSpotRequired: 'Name the place',
} as const;
