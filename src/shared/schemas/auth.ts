import { z } from './zod';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  ROLES,
  SIGN_UP_ROLES,
} from '../constants';
import { ZCampusId } from './campuses';
import { ZPhoto } from './uploads';
import { hasControlCharacter, text } from './text';

const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[$*]/g, '\\$&')}]`);

export const ZEmail = text({ error: messageKey('emailRequired') })
  .trim()
  .min(1, messageKey('emailRequired'))
  .pipe(z.email({ error: messageKey('emailInvalid') }));

/** The spec's password rules, checked in the form and on the server alike. */
export const ZPassword = text({ error: messageKey('passwordRequired') })
  .min(1, messageKey('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, messageKey('passwordTooShort'))
  .max(128)
  .refine((p) => /[A-Z]/.test(p) && /\d/.test(p) && SPECIAL.test(p), messageKey('passwordWeak'));

export const ZSignIn = z.object({
  email: ZEmail,
  password: ZPassword,
});
export type SignIn = z.infer<typeof ZSignIn>;

export const ZSignUp = z.object({
  name: text({ error: messageKey('nameRequired') })
    .trim()
    .min(1, messageKey('nameRequired'))
    .max(80),
  email: ZEmail,
  password: ZPassword,
  role: z.enum(SIGN_UP_ROLES, { error: messageKey('roleInvalid') }).default('buyer'),
  image: ZPhoto,
  /** Where they study, changeable in My Profile: their lists, books and meet-ups start there. */
  campusId: ZCampusId,
});

/** How long a link to reset a password works; the messages below say it in words. */
export const PASSWORD_RESET_EXPIRES_IN_SECONDS = 60 * 60;

import { PASSWORD_RESET_MESSAGES } from '../i18n/en/password-reset';
import { messageKey } from '../i18n/keys';

export { PASSWORD_RESET_MESSAGES };

/** Asking for a link: the same e-mail rule as signing in. */
export const ZRequestPasswordReset = z.object({ email: ZEmail });
export type RequestPasswordReset = z.infer<typeof ZRequestPasswordReset>;

/** The token from the link in the e-mail: letters and digits, nothing a URL would have to escape. */
const ZResetToken = text({ error: messageKey('linkInvalid') }).regex(
  /^[A-Za-z0-9_-]{16,128}$/,
  messageKey('linkInvalid'),
);

/** Setting the new password: the sign-up password rules. */
export const ZResetPassword = z.object({ token: ZResetToken, newPassword: ZPassword });
export type ResetPassword = z.infer<typeof ZResetPassword>;

/** The reset form: the request's new password, typed twice. */
export const ZResetPasswordForm = ZResetPassword.omit({ token: true })
  .extend({ confirmPassword: z.string().min(1, messageKey('confirmRequired')) })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: messageKey('passwordsDiffer'),
  });
export type ResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZRole = z.enum(ROLES);

export const ZMe = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    role: ZRole,
    /** Every role they act in: `role`, and the other side of the market if they took it up. */
    roles: ZRole.array(),
    verified: z.boolean(),
    /** A university address of their campus confirmed within the year. */
    verifiedStudent: z.boolean(),
    /** Where they study (GET /api/campuses), if they said: their lists start there. */
    campusId: z.string().nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof ZMe>;

/**
 * A path on this site to go back to after signing in: one leading slash, then no slash or
 * backslash straight after it (`//evil.test` and `/\evil.test` are other sites to a browser), and
 * nothing a browser would drop or rewrite (control characters, backslashes anywhere).
 */
export const isReturnPath = (value: string) =>
  /^\/(?![/\\])/.test(value) && !value.includes('\\') && !hasControlCharacter(value);
export const ZReturnPath = z.string().max(500).refine(isReturnPath, 'Not a path on this site');
