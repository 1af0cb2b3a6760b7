import { z } from 'zod';
import { ZRole } from './auth';

export const ZAdminUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    role: ZRole,
    verified: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZUserListQuery = z.object({ role: z.enum(['buyer', 'seller']) });

/** What an admin may change: make someone admin, or verify a seller. Nothing else, and no way back. */
export const ZUserPatch = z
  .object({ role: z.literal('admin').optional(), verified: z.literal(true).optional() })
  .refine((p) => p.role !== undefined || p.verified !== undefined, 'Nothing to change');
export type UserPatch = z.infer<typeof ZUserPatch>;

export const ZProfileStat = z.object({ label: z.string(), value: z.number().int() });
export type ProfileStat = z.infer<typeof ZProfileStat>;

export const ZSiteConfig = z.object({ googleSignIn: z.boolean() }).meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof ZSiteConfig>;
