/** Signing in and up, a forgotten password, and the profile card. */
export const ACCOUNT = {
  'authCard.or': 'or',

  'login.title': 'Login',
  'login.description':
    'Log in to Boipoka to book second-hand books, pay for them by card or in person, or manage the books you sell.',
  'login.welcome': 'Welcome to Boipoka...',
  'login.newHere': 'New to Boipoka? {link}',
  'login.createAccount': 'Create an account',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.forgotPassword': 'Forgot password?',

  'register.title': 'Sign Up',
  'register.description':
    'Create a Boipoka account to buy second-hand books from students on your campus, or to sell your own.',
  'register.haveAccount': 'Already have an account? {link}',
  'register.name': 'Name',
  'register.iWantTo': 'I want to',
  'register.role.buyer': 'Buy books',
  'register.role.seller': 'Sell books',

  'google.continue': 'Continue with Google',

  'forgot.title': 'Forgot password',
  'forgot.description':
    'Ask for a link to reset the password of your Boipoka account. It comes by e-mail.',
  'forgot.remembered': 'Remembered it? {link}',
  'forgot.noEmail': 'No e-mail after a few minutes? Look in your spam folder, or {askAgain}.',
  'forgot.askAgain': 'ask again',
  'forgot.intro':
    'Enter the e-mail of your account and we will send you a link to choose a new password.',
  'forgot.submit': 'Send reset link',

  'reset.title': 'Choose a new password',
  'reset.description': 'Set a new password for your Boipoka account.',
  'reset.backToLogin': 'Back to Login',
  'reset.askNewLink': 'Ask for a new link',
  'reset.newPassword': 'New password',
  'reset.confirmPassword': 'Confirm new password',
  'reset.submit': 'Change password',

  currentPasswordRequired: 'Type your current password',
  currentPasswordWrong: 'That is not your current password',
  noPasswordSet:
    'You sign in with Google and have no password here. To set one, use Forgot password on the Login page.',
  deletionUnconfirmed:
    'Type your password (or, if you sign in with Google, your e-mail address) to delete the account',
  'settings.title': 'Account',
  'settings.nameAndPhoto': 'Name and photo',
  'settings.name': 'Name',
  'settings.newPhoto': 'New photo',
  'settings.save': 'Save',
  'settings.saved': 'Your name and photo are saved',
  'settings.password': 'Password',
  'settings.currentPassword': 'Current password',
  'settings.newPassword': 'New password',
  'settings.changePassword': 'Change password',
  'settings.passwordChanged': 'Your password is changed; your other devices are signed out',
  'settings.delete': 'Delete my account',
  'settings.deleteTitle': 'Delete your account?',
  'settings.deleteWhat':
    'Your name, e-mail, photo and phone numbers are removed, your books leave the market and your open bookings are cancelled. Sales you completed stay in the other side’s records, without your details.',
  'settings.deleteConfirm': 'Delete',
  'settings.typeEmail': 'Type {email} to confirm',
  'profile.title': 'My Profile',
  'profile.photoOf': 'Photo of {name}',
  'profile.role.buyer': 'Buyer',
  'profile.role.seller': 'Seller',
  'profile.role.admin': 'Admin',
  // The server's names for the counts on the card.
  'profile.alsoSell': 'Selling last term’s books too?',
  'profile.alsoBuy': 'Buying this term’s books too?',
  'profile.startSelling': 'Start selling',
  'profile.startBuying': 'Start buying',
  'profile.nowSelling': 'You can sell books now: add one from Add A Product',
  'profile.nowBuying': 'You can book books now: your orders show in My Orders',
  'profile.stat.booksForSale': 'Books for sale',
  'profile.stat.booksSold': 'Books sold',
  'profile.stat.orders': 'Orders',
  'profile.stat.paid': 'Paid',
  'profile.stat.sellers': 'Sellers',
  'profile.stat.buyers': 'Buyers',
  'profile.phonePrivateSaved': 'Your phone number stays private',
  'profile.phoneSharedSaved': 'Your phone number is shared once a meet-up is agreed',
  'profile.phonePrivateOn':
    'Your phone number stays private: the other side of a booking writes to you in Messages.',
  'profile.phonePrivateOff':
    'Your phone number is shown to the other side of a booking once the meet-up is agreed.',
  'profile.keepPhonePrivate': 'Keep my phone number private',
  'profile.on': 'On',
  'profile.off': 'Off',
  'profile.emailLanguage': 'Language for e-mails',
  'profile.emailLanguageSaved': 'Your e-mails will now be in {language}',
} as const;
