import type { NotifySettings } from '../../../shared/schemas/notifications';
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { campus } from './campus';
import { upload } from './site';

/** Better Auth's user, with the marketplace's role and seller verification. */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * A picture a sign-in provider gave (Google's, over https); the account's own photo is
     * `imageUploadId`, which is shown first.
     */
    image: text('image'),
    /** The photo uploaded at sign-up. */
    imageUploadId: text('image_upload_id').references((): AnyPgColumn => upload.id),
    role: text('role', { enum: ['buyer', 'seller', 'admin'] })
      .notNull()
      .default('buyer'),
    verified: boolean('verified').notNull().default(false),
    /**
     * The other side of the market a buyer or seller took up later ("Start selling", "Start
     * buying"): they then have both capabilities. `role` stays the one chosen at sign-up.
     */
    alsoRole: text('also_role', { enum: ['buyer', 'seller'] }),
    /** The campus they study at, chosen at sign-up or in My Profile: their lists start there. */
    campusId: text('campus_id').references((): AnyPgColumn => campus.id),
    /**
     * Their university address, confirmed by a code sent to it, and when: a verified student of
     * their campus for a year from then (students.ts). Not the sign-in address, though it may be.
     */
    studentEmail: text('student_email'),
    studentVerifiedAt: timestamp('student_verified_at', { withTimezone: true }),
    /**
     * Their mobile number, as they keep it in My Profile: the book form and Book Now start with it
     * (each listing and booking keeps the number it was made with).
     */
    phone: text('phone'),
    /** Keeps their phone number to themselves: the other side of a booking uses messages. */
    phonePrivate: boolean('phone_private').notNull().default(false),
    /**
     * What they turned off of what they are told, by kind and way (`{ "message": { "email":
     * false } }`); anything not named is on.
     */
    notify: jsonb('notify').$type<NotifySettings>().notNull().default({}),
    /** The language their e-mails are written in: the one they read Boipoka in, or chose. */
    locale: text('locale', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    /**
     * The stars others gave them (reviews not removed), kept by a trigger on review, so a list of
     * books shows each seller's rating from the row it already joins.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /**
     * Suspended by an admin until then ('infinity': banned), and why (a MODERATION_REASONS code,
     * told to them at sign-in in their language, with the admin's note).
     */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    suspensionNote: text('suspension_note'),
    // A deleted user keeps their row so bookings and payments keep their other party.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('user_role_check', sql`${t.role} in ('buyer', 'seller', 'admin')`),
    check('user_locale_check', sql`${t.locale} in ('en', 'bn')`),
    check('user_also_role_check', sql`${t.alsoRole} in ('buyer', 'seller')`),
    // One account per confirmed university address.
    uniqueIndex('user_student_email_idx')
      .on(t.studentEmail)
      .where(sql`${t.studentEmail} is not null`),
    index('user_role_idx').on(t.role),
    // The admin overview's new users per day and campus, counted from the index alone.
    index('user_created_idx').on(t.createdAt, t.campusId),
    // What the sweep of unused uploads asks: is this upload someone's photo?
    index('user_image_upload_idx')
      .on(t.imageUploadId)
      .where(sql`${t.imageUploadId} is not null`),
  ],
);

/** Whether a user acts as `role`: signed up as it, or took it up later (`rolesOf` in SQL). */
export const actsAsSql = (role: 'buyer' | 'seller', who: typeof user = user) =>
  sql`(${who.role} = ${role} or ${who.alsoRole} = ${role})`;

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Better Auth's rate-limit counters (sign-in, sign-up), kept in the database so instances share them. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The browsers each account has been used from: signed up or in, booked, or confirmed a handover.
 * Two accounts that share one are treated as one person's when a sale between them completes
 * (decision 0011). A browser is its visitor id, or `address:<ip>` for a client without one.
 */
export const accountVisitor = pgTable(
  'account_visitor',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.visitor] }),
    index('account_visitor_visitor_idx').on(t.visitor),
  ],
);

// Relations let Better Auth read a session together with its user in one query (joins).
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

/**
 * A code sent to a university address a student wants confirmed: its hash, until when it works
 * (5 minutes) and the tries left (3). One at a time per account; a new one replaces it.
 */
export const studentCode = pgTable('student_code', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  triesLeft: integer('tries_left').notNull(),
  createdAt: createdAt(),
});

/**
 * A person one of them blocked: no conversation, message or booking between the two from then on,
 * whoever starts it. Only the one who blocked sees it, and may lift it.
 */
export const userBlock = pgTable(
  'user_block',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_block_blocked_idx').on(t.blockedId),
  ],
);
