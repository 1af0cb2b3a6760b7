import { LOCALES } from '../i18n/locales';
import { z } from './zod';
import { ZCampusId } from './campuses';
import { ROLES, SIGN_UP_ROLES } from '../constants';
import { ZRole } from './auth';

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
    /** Their phone number stays hidden from the other side of a booking, who uses messages. */
    phonePrivate: z.boolean(),
    /** The language their e-mails are written in. */
    locale: z.enum(LOCALES),
    /** The campus they study at (GET /api/campuses), where their lists start; none yet is null. */
    campusId: ZCampusId.nullable(),
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof ZSettings>;

/** A change of settings: the ones named change, the rest stay. */
export const ZSettingsPatch = ZSettings.partial().meta({ id: 'SettingsPatch' });
export type SettingsPatch = z.infer<typeof ZSettingsPatch>;

/** The reader's choice of language (the switch in the navigation). */
export const ZLocaleChoice = z.object({ locale: z.enum(LOCALES) }).meta({ id: 'LocaleChoice' });
