/** The e-mails Boipoka sends, in the recipient's language: each subject and line of the body. */
export const MAIL = {
  'mail.greeting': 'Hello {name},',
  'mail.transaction': 'Transaction: {id}',

  'mail.booked.subject': '{buyer} booked “{book}”',
  'mail.booked.body': '{buyer} booked your book “{book}” for {price}.',
  'mail.booked.offer':
    '{buyer} offers {offer} for your book “{book}” (you ask {price}). Accept it, name another price or decline it in Messages.',
  'mail.booked.phone': 'Phone: {phone}',
  'mail.booked.untilAgreed':
    'You see their phone number once a meet-up time is agreed; until then, write to them in Messages.',
  'mail.booked.messagesOnly': 'They keep to messages: write to them in Messages.',
  'mail.booked.place': 'Meeting place they suggest: {place}',
  'mail.booked.time':
    'Time they suggest: {time} (Dhaka time). Accept it or propose another in the conversation.',
  'mail.booked.buyers': 'See all your buyers: {url}',

  'mail.refunded.subject': 'Refunded: “{book}”',
  'mail.refunded.body':
    '“{book}” was sold to someone else or withdrawn by its seller before your payment\nof {price} could be recorded, so it was not sold to you and your payment was refunded.',
  'mail.refunded.dealEnded':
    'The deal for “{book}” ended before the book was handed over, so your payment of {price}\nis refunded in full.',
  'mail.refunded.bank': 'Your bank shows the refund within a few working days.',
  'mail.refunded.otherBooks': 'Other books: {url}',

  'mail.paid.subject': '“{book}” is paid for',
  'mail.paid.body': '{buyer} paid {price} for “{book}”. Transaction: {id}.',
  'mail.paid.handOver': 'Hand the book over at the meeting place you agreed.',

  'mail.paid.held':
    'Boipoka holds the money until the handover: agree the meet-up in your conversation, and enter the buyer’s code when you hand the book over to be paid.',

  'mail.receipt.subject': 'Receipt: “{book}”',
  'mail.receipt.body': 'You paid {price} for “{book}”, sold by {seller}.',
  'mail.receipt.held':
    'Boipoka holds the money until the seller hands you the book: show them your code then. If the deal ends before, you get all of it back.',
  'mail.receipt.date': 'Date: {date}',
  'mail.receipt.orders': 'Your orders: {url}',

  'mail.unread.subject': '{name} wrote to you about “{book}”',
  'mail.unread.body':
    'You have {count, plural, one {an unread message} other {# unread messages}} from {name} about “{book}”.',
  'mail.unread.read': 'Read and answer: {url}',
  'mail.unread.once':
    'One reminder is sent for messages left unread 15 minutes, not one for each message.',

  'mail.wanted.subjectOne': 'Wanted: “{book}” is for sale',
  'mail.wanted.subjectMany': 'Wanted: {count} new books match your search',
  'mail.wanted.intro': 'New on Boipoka, matching a search you saved:',
  'mail.wanted.more': '…and {count} more.',
  'mail.wanted.list': 'Your Wanted list: {url}',
  'mail.wanted.often': 'At most one e-mail an hour for each saved search.',

  'mail.update.subject': 'Your booking of “{book}”',
  'mail.update.subjectSeller': '{buyer}’s booking of your book “{book}”',
  'mail.update.conversation': 'The conversation: {url}',
  'mail.update.bookings': 'Your bookings: {url}',

  'mail.reset.ignore':
    'If you did not ask for this, ignore this e-mail: nothing changes on your account.',
  'mail.reset.google.subject': 'Signing in to Boipoka',
  'mail.reset.google.body':
    "Someone asked to reset the password of your Boipoka account. Your account has no\npassword: you made it with Google. Log in with 'Continue with Google':",
  'mail.reset.subject': 'Reset your Boipoka password',
  'mail.reset.body':
    'Someone asked to reset the password of your Boipoka account. To choose a new one,\nopen this link. It works once, for 1 hour:',
  'mail.reset.signedOut':
    'Once the password is changed, every device signed in to your account is signed out.',
  'mail.emailChange.subject': 'Confirm your new Boipoka sign-in e-mail',
  'mail.emailChange.body':
    'Someone asked to make this address their Boipoka sign-in e-mail. To confirm it, open this\nlink. It works once, for {minutes} minutes:',
  'mail.emailChange.ignore': 'If you did not ask for it, ignore this e-mail: nothing changes.',
  'mail.emailChanged.subject': 'Your Boipoka sign-in e-mail has changed',
  'mail.emailChanged.body':
    'Your account now signs in with {email}. If you did not do this, write to us through the contact form at once.',
  'mail.student.subject': 'Your Boipoka student code: {code}',
  'mail.student.body':
    'Someone asked to confirm this university address as theirs on Boipoka. Type this code on\nthe page where you asked for it:',
  'mail.student.expires': 'It works for {minutes} minutes, and three tries.',
  'mail.student.ignore': 'If you did not ask for it, ignore this e-mail: nothing changes.',
} as const;
