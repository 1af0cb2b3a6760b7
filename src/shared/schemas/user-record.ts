import { z } from './zod';
import { ROLES } from '../constants';
import { BOOKING_STATUSES } from '../booking-statuses';
import { MODERATED_KINDS, MODERATION_ACTIONS, MODERATION_REASONS } from '../moderation';
import { ZCampusId } from './campuses';
import { ZRole } from './auth';

/** The admins' search of users: words of a name or an address, a role, a campus, the suspended. */
export const ZUserSearch = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  campus: ZCampusId.optional(),
  suspended: z.enum(['true']).optional(),
  cursor: z.string().max(500).optional(),
});
export type UserSearch = z.infer<typeof ZUserSearch>;

const ZSuspensionState = z.object({
  until: z.string(),
  reason: z.enum(MODERATION_REASONS),
  note: z.string().nullable(),
  ban: z.boolean(),
});

export const ZDirectoryUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    role: ZRole,
    roles: ZRole.array(),
    campus: z.string().nullable(),
    verifiedStudent: z.boolean(),
    createdAt: z.string(),
    deleted: z.boolean(),
    suspension: ZSuspensionState.nullable(),
  })
  .meta({ id: 'DirectoryUser' });
export type DirectoryUser = z.infer<typeof ZDirectoryUser>;

export const ZDirectoryPage = z.object({
  items: ZDirectoryUser.array(),
  next: z.string().nullable(),
});
export type DirectoryPage = z.infer<typeof ZDirectoryPage>;

/** Everything an admin weighs about one user: what they sell and buy, and what was said of them. */
export const ZUserRecord = z
  .object({
    user: ZDirectoryUser.extend({ phone: z.string().nullable() }),
    counts: z.object({
      listed: z.number().int(),
      sold: z.number().int(),
      bought: z.number().int(),
      noShows: z.number().int(),
      reportsAgainst: z.number().int(),
    }),
    books: z
      .object({
        id: z.string(),
        name: z.string(),
        price: z.number().int(),
        status: z.string(),
        reported: z.boolean(),
        createdAt: z.string(),
      })
      .array(),
    bookings: z
      .object({
        id: z.string(),
        bookId: z.string(),
        bookName: z.string(),
        side: z.enum(['buyer', 'seller']),
        other: z.string(),
        price: z.number().int(),
        status: z.enum(BOOKING_STATUSES),
        noShow: z.enum(['buyer', 'seller']).nullable(),
        createdAt: z.string(),
      })
      .array(),
    reviews: z
      .object({
        id: z.string(),
        direction: z.enum(['received', 'written']),
        other: z.string(),
        stars: z.number().int(),
        comment: z.string().nullable(),
        removed: z.boolean(),
        reported: z.boolean(),
        createdAt: z.string(),
      })
      .array(),
    decisions: z
      .object({
        id: z.string(),
        kind: z.enum(MODERATED_KINDS),
        action: z.enum(MODERATION_ACTIONS),
        reason: z.enum(MODERATION_REASONS),
        note: z.string().nullable(),
        bookName: z.string(),
        createdAt: z.string(),
      })
      .array(),
  })
  .meta({ id: 'UserRecord' });
export type UserRecord = z.infer<typeof ZUserRecord>;
