import { z } from './zod';
import { messageKey } from '../i18n/keys';
import { text } from './text';

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

/** An e-mail domain a campus's students' addresses end in (`juniv.edu`, `g.bracu.ac.bd`). */
export const ZDomain = z
  .string({ error: messageKey('campusDomainInvalid') })
  .trim()
  .toLowerCase()
  .min(3, messageKey('campusDomainInvalid'))
  .max(100, messageKey('campusDomainInvalid'))
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, messageKey('campusDomainInvalid'));

const name = (max: number) =>
  text({ error: messageKey('campusFieldRequired') })
    .trim()
    .min(1, messageKey('campusFieldRequired'))
    .max(max);

/** A campus as an admin adds it: its id (the short slug of addresses), names, city and domains. */
export const ZCampusInput = z.object({
  id: ZCampusId,
  name: name(120),
  nameBn: name(120),
  short: name(20),
  shortBn: name(20),
  city: name(60),
  cityBn: name(60),
  domains: ZDomain.array().max(10),
});
export type CampusInput = z.input<typeof ZCampusInput>;

/** A change an admin makes: the fields named, and whether it is retired (offered no longer). */
export const ZCampusPatch = ZCampusInput.omit({ id: true })
  .partial()
  .extend({ retired: z.boolean().optional() });
export type CampusPatch = z.input<typeof ZCampusPatch>;

/** Where a campus's people, books and places go when it is merged into another. */
export const ZCampusMerge = z.object({ into: ZCampusId });

/** A campus as the admins keep it: every field, whether it is offered, and who and what is there. */
export const ZAdminCampus = ZCampus.extend({
  domains: z.string().array(),
  retired: z.boolean(),
  mergedInto: z.string().nullable(),
  people: z.number().int(),
  books: z.number().int(),
}).meta({ id: 'AdminCampus' });
export type AdminCampus = z.infer<typeof ZAdminCampus>;
