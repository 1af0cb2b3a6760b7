import { z } from './zod';
import { messageKey } from '../i18n/keys';

/** A campus as everyone sees it: its names in both languages, short names and city. */
export const ZCampus = z
  .object({
    id: z.string(),
    name: z.string(),
    nameBn: z.string(),
    short: z.string(),
    shortBn: z.string(),
    city: z.string(),
    cityBn: z.string(),
  })
  .meta({ id: 'Campus' });
export type Campus = z.infer<typeof ZCampus>;

/** A campus as a book's card names it: its short name in either language. */
export const ZCampusTag = z
  .object({ id: z.string(), short: z.string(), shortBn: z.string() })
  .meta({ id: 'CampusTag' });
export type CampusTag = z.infer<typeof ZCampusTag>;

/** A campus named by its id (`ju`, `du`, `buet`), as the URL and the forms carry it. */
export const ZCampusId = z
  .string({ error: messageKey('campusUnknown') })
  .regex(/^[a-z0-9-]{1,40}$/, messageKey('campusUnknown'));

/** The campus a person studies at, chosen in My Profile: one of the list, or none. */
export const ZCampusChoice = z.object({ campusId: ZCampusId.nullable() });
export type CampusChoice = z.infer<typeof ZCampusChoice>;
