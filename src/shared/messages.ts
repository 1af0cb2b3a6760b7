/** Every user-facing message of the spec, once. Screens and the server both read from here. */
export const MESSAGES = {
  nameRequired: 'Name is Required',
  emailRequired: 'Email is Required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be 6 characters long',
  passwordWeak: 'Password must have uppercase, number and special characters',
  photoRequired: 'Photo is Required',
  roleInvalid: 'Choose buyer or seller',

  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  messageRequired: 'Please write a message',
  messageTooLong: 'Please keep the message under 5000 characters',
  contactSent: 'Thanks! Your message has been sent. We will reply by e-mail.',

  routeError: 'Something went wrong!!!',
  notFound: 'Page not found',
  tooManyRequests: 'Too many requests. Please try again later.',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You are not allowed to do that',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
