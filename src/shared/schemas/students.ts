import { messageKey } from '../i18n/keys';
import { ZEmail } from './auth';
import { codeText } from './text';
import { z } from './zod';

/** The university address a student wants confirmed: an address at their campus's domain. */
export const ZStudentEmail = z.object({ email: ZEmail }).meta({ id: 'StudentEmail' });
export type StudentEmail = z.input<typeof ZStudentEmail>;

/** The six-digit code from the e-mail, typed back (spaces and Bangla digits forgiven). */
export const ZStudentCode = z
  .object({
    code: codeText({ error: messageKey('studentCodeRequired') })
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, messageKey('studentCodeRequired'))),
  })
  .meta({ id: 'StudentCode' });
export type StudentCode = z.input<typeof ZStudentCode>;

/** Where a student stands: the address confirmed and until when it counts, and a code waiting. */
export const ZStudentStatus = z
  .object({
    /** The confirmed university address; it stays after the year, to be confirmed again. */
    email: z.string().nullable(),
    /** Confirmed within the year. */
    verified: z.boolean(),
    /** When the confirmation lapses (ISO), or lapsed. */
    until: z.string().nullable(),
    /** A code sent and not yet used up or late. */
    pending: z
      .object({ email: z.string(), expiresAt: z.string(), triesLeft: z.number().int() })
      .nullable(),
    /** The e-mail domains of their campus, to say which addresses count. */
    domains: z.string().array(),
  })
  .meta({ id: 'StudentStatus' });
export type StudentStatus = z.infer<typeof ZStudentStatus>;
