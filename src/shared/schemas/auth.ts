import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  ROLES,
  SIGN_UP_ROLES,
} from '../constants';
import { MESSAGES } from '../messages';
import { ZPhotoUrl } from './uploads';
import { text } from './text';

const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[$*]/g, '\\$&')}]`);

export const ZEmail = text({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** The spec's password rules, checked in the form and on the server alike. */
export const ZPassword = text({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(128)
  .refine((p) => /[A-Z]/.test(p) && /\d/.test(p) && SPECIAL.test(p), MESSAGES.passwordWeak);

export const ZSignIn = z.object({
  email: ZEmail,
  password: ZPassword,
});
export type SignIn = z.infer<typeof ZSignIn>;

export const ZSignUp = z.object({
  name: text({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(80),
  email: ZEmail,
  password: ZPassword,
  role: z.enum(SIGN_UP_ROLES, { error: MESSAGES.roleInvalid }).default('buyer'),
  image: ZPhotoUrl,
});

export const ZRole = z.enum(ROLES);

export const ZMe = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    role: ZRole,
    verified: z.boolean(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof ZMe>;
