/**
 * What a booking's thread (and the e-mail to the other side) says of each change to the booking.
 * `{meetAt}` is the meet-up time in Dhaka's time, `{hours}` a number, both written for the reader.
 */
export const EVENTS = {
  'event.requested': '{name} booked this book, to meet at {place}, and waits for a time.',
  'event.requestedAt':
    '{name} booked this book and proposed to meet on {meetAt} (Dhaka time) at {place}.',
  'event.offered':
    '{name} offered {offerPrice} for this book (the asking price is {askingPrice}). The seller accepts, declines or names another price.',
  'event.countered': '{name} named another price: {offerPrice}.',
  'event.offerAccepted': '{name} accepted {offerPrice}: the book is booked at that price.',
  'event.offerLapsed':
    'Nobody answered the last price within {hours} hours, so the offer lapsed. The buyer may offer again or book at the asking price.',
  'event.proposed': '{name} proposed to meet on {meetAt} (Dhaka time) at {place}.',
  'event.accepted':
    '{name} agreed to meet on {meetAt} (Dhaka time) at {place}. The book is held for this buyer; the booking lapses if the sale is not completed within {hours} hours.',
  'event.declined': '{name} declined this booking: {reason}',
  'event.cancelled': '{name} cancelled this booking.',
  'event.payInPerson':
    '{name} will pay in person at the meet-up (cash or mobile wallet), and shows a handover code for the seller to enter once the book and the money change hands.',
  'event.handedOver': 'The book was handed over and paid for in person: the sale is complete.',
  'event.paidByCard': 'Paid by card: the sale is complete.',
  'event.paidByCardHeld':
    'Paid by card. Boipoka holds the money until the handover: the buyer shows their code when the book changes hands, and the money goes to the seller then. If the deal ends before, the buyer gets all of it back.',
  'event.paidOut':
    'The book was handed over: the card payment is released to the seller and the sale is complete.',
  'event.refunding': 'The card payment goes back to the buyer in full.',
  'event.lapsedUnagreed':
    'No meet-up was agreed within {hours} hours of the card payment, so this booking lapsed and the book is available again.',
  'event.noShow.buyer':
    '{name} says the buyer did not come to the meet-up, so this booking is closed.',
  'event.noShow.seller':
    '{name} says the seller did not come to the meet-up, so this booking is closed.',
  'event.noShowDisputed':
    '{name} says they did come to the meet-up and disputes the no-show. An admin will read this conversation and decide; until then it does not count. In their words: {reason}',
  'event.noShowUpheld': 'An admin looked into the dispute and decided the no-show stands.',
  'event.noShowRejected':
    'An admin looked into the dispute and set the no-show aside: it does not count against anyone.',
  'event.lapsed':
    'The sale was not completed within {hours} hours of the meet-up being agreed, so this booking lapsed and the book is available again.',
  'event.withdrawn': 'The seller took this book off Boipoka, so this booking is closed.',
  'event.soldElsewhere': 'This book was sold to another buyer, so this booking is closed.',
  'event.buyerLeft': 'The buyer closed their Boipoka account, so this booking is closed.',
} as const;
