import { LOCALES } from '../i18n/locales';
import { z } from './zod';
import { ZCampusId } from './campuses';
import { ROLES, SIGN_UP_ROLES } from '../constants';
import { ZEmail, ZPassword, ZRole } from './auth';
import { ZBangladeshMobile } from './books';
import { ZPhoto } from './uploads';
import { text } from './text';
import { messageKey } from '../i18n/keys';

export const ZAdminUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    role: ZRole,
    /** Every role they act in: a buyer who started selling is a seller too. */
    roles: ZRole.array(),
    verified: z.boolean(),
    createdAt: z.string(),
    /** Admins only: when they were made admin; null when no admin made them (the bootstrap admin). */
    adminSince: z.string().nullable().optional(),
    /** Admins only: the role they go back to when the admin role is taken from them. */
    roleBeforeAdmin: z.enum(SIGN_UP_ROLES).optional(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof ZAdminUser>;

/** The other side of the market a buyer or seller takes up: "Start selling", "Start buying". */
export const ZTakeUpRole = z.object({ role: z.enum(SIGN_UP_ROLES) }).meta({ id: 'TakeUpRole' });

export const ZUserListQuery = z.object({ role: z.enum(ROLES) });
export type UserListRole = z.infer<typeof ZUserListQuery>['role'];

/**
 * What an admin may change: make someone admin, or verify a seller. Nothing else; taking the admin
 * role back is a route of its own, with its own rules.
 */
export const ZUserPatch = z
  .object({ role: z.literal('admin').optional(), verified: z.literal(true).optional() })
  .refine((p) => p.role !== undefined || p.verified !== undefined, 'Nothing to change');
export type UserPatch = z.infer<typeof ZUserPatch>;

export { ADMIN_ROLE_TEXTS } from '../i18n/en/admin-roles';

export const ZProfileStat = z.object({ label: z.string(), value: z.number().int() });
export type ProfileStat = z.infer<typeof ZProfileStat>;

export const ZSiteConfig = z.object({ googleSignIn: z.boolean() }).meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof ZSiteConfig>;

/** A user's own settings. */
export const ZSettings = z
  .object({
    /** Their mobile number, which the book form and Book Now start with; none yet is null. */
    phone: z.string().nullable(),
    /** Their phone number stays hidden from the other side of a booking, who uses messages. */
    phonePrivate: z.boolean(),
    /** The language their e-mails are written in. */
    locale: z.enum(LOCALES),
    /** The campus they study at (GET /api/campuses), where their lists start; none yet is null. */
    campusId: ZCampusId.nullable(),
    /** Whether they sign in with a password (not only with Google): it is asked before changes. */
    hasPassword: z.boolean(),
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof ZSettings>;

/**
 * A change of settings: the ones named change, the rest stay. A campus is changed, never left
 * (everyone studies somewhere); a mobile number of null forgets it.
 */
export const ZSettingsPatch = ZSettings.omit({ hasPassword: true })
  .extend({
    campusId: ZCampusId,
    phone: ZBangladeshMobile.nullable(),
  })
  .partial()
  .meta({ id: 'SettingsPatch' });
export type SettingsPatch = z.infer<typeof ZSettingsPatch>;

/** The reader's choice of language (the switch in the navigation). */
export const ZLocaleChoice = z.object({ locale: z.enum(LOCALES) }).meta({ id: 'LocaleChoice' });

/** A change of one's own name or photo (an upload made first, as at sign-up). */
export const ZProfilePatch = z
  .object({
    name: text({ error: messageKey('nameRequired') })
      .trim()
      .min(1, messageKey('nameRequired'))
      .max(80)
      .optional(),
    image: ZPhoto.optional(),
  })
  .refine((p) => p.name !== undefined || p.image !== undefined, 'Nothing to change')
  .meta({ id: 'ProfilePatch' });
export type ProfilePatch = z.input<typeof ZProfilePatch>;

/** A new password, the current one asked first; the sign-up rules for the new one. */
export const ZPasswordChange = z
  .object({
    currentPassword: z
      .string({ error: messageKey('currentPasswordRequired') })
      .min(1, messageKey('currentPasswordRequired'))
      .max(128),
    newPassword: ZPassword,
  })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.input<typeof ZPasswordChange>;

/**
 * Deleting one's own account: the password, or for an account that signs in with Google only, its
 * e-mail address typed out.
 */
export const ZAccountDeletion = z
  .object({
    password: z.string().max(128).optional(),
    email: z.string().max(320).optional(),
  })
  .meta({ id: 'AccountDeletion' });
export type AccountDeletion = z.input<typeof ZAccountDeletion>;

/** Someone the user blocked. */
export const ZBlockedPerson = z
  .object({
    id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    blockedAt: z.string(),
  })
  .meta({ id: 'BlockedPerson' });
export type BlockedPerson = z.infer<typeof ZBlockedPerson>;

/** A new sign-in e-mail; the password too, for an account that has one. */
export const ZEmailChange = z
  .object({ email: ZEmail, password: z.string().max(128).optional() })
  .meta({ id: 'EmailChange' });
export type EmailChange = z.input<typeof ZEmailChange>;

/** The token from the link sent to the new address. */
export const ZEmailChangeConfirm = z
  .object({
    token: z
      .string({ error: messageKey('emailLinkInvalid') })
      .regex(/^[A-Za-z0-9_-]{20,100}$/, messageKey('emailLinkInvalid')),
  })
  .meta({ id: 'EmailChangeConfirm' });
