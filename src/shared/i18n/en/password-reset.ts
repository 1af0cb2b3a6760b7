/** What resetting a forgotten password says. */
export const PASSWORD_RESET_MESSAGES = {
  linkSent:
    "If an account exists for that e-mail, we've sent a link to reset the password. It expires in 1 hour.",
  linkInvalid: 'This link to reset your password has expired or has already been used.',
  passwordsDiffer: 'The passwords do not match',
  confirmRequired: 'Please type the new password again',
  passwordChanged: 'Your password has been changed. Log in with your new password.',
} as const;
