/** The product's name lives here, once. */
export const APP_NAME = 'Boipoka';
export const APP_TAGLINE = 'Providing reliable service since 2022';

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may choose when signing up; admin is granted, never chosen. */
export const SIGN_UP_ROLES = ['buyer', 'seller'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/**
 * Every role a person acts in: the one they signed up with (or admin), and the other side of the
 * market if they took it up later ("Start selling", "Start buying"). Admins keep to their role.
 */
export const rolesOf = (person: { role: Role; alsoRole?: SignUpRole | null }): Role[] =>
  person.role !== 'admin' && person.alsoRole && person.alsoRole !== person.role
    ? [person.role, person.alsoRole]
    : [person.role];

/** Whether someone (signed in, with their roles) may act as `role`: buy, sell, or administer. */
export const actsAs = (
  person: { roles: readonly Role[] } | null | undefined,
  role: Role,
): boolean => person?.roles.includes(role) ?? false;

/** A confirmed university address makes a verified student for this long, then it is asked again. */
export const STUDENT_VERIFICATION_DAYS = 365;
/** A code sent to a university address works this long, and this many times wrong. */
export const STUDENT_CODE_MINUTES = 5;
export const STUDENT_CODE_TRIES = 3;

/** Whether a confirmation made at `verifiedAt` still counts at `now`. */
export const isVerifiedStudent = (verifiedAt: Date | string | null | undefined, now = Date.now()) =>
  verifiedAt != null &&
  new Date(verifiedAt).getTime() + STUDENT_VERIFICATION_DAYS * 24 * 60 * 60 * 1000 > now;

export const BOOK_CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export type BookCondition = (typeof BOOK_CONDITIONS)[number];
export const DEFAULT_BOOK_CONDITION: BookCondition = 'Good';
/** The highest price a book may ask, in taka. */
export const MAX_PRICE_TAKA = 100_000;
/** How a list of books can be ordered; 'relevance' needs words to rank by. */
export const BOOK_SORTS = ['newest', 'price-asc', 'price-desc', 'relevance'] as const;

/** The six categories of the marketplace; the id is the slug used in URLs. */
export const CATEGORIES = [
  { id: 'job-preparation', name: 'Job Preparation' },
  { id: 'admission-test', name: 'Admission Test' },
  { id: 'university-academic', name: 'University Academic' },
  { id: 'science-fiction', name: 'Science Fiction' },
  { id: 'novel-and-story', name: 'Novel and Story' },
  { id: 'others', name: 'Others' },
] as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$&*';

export const BLOG_CUT_OFF = 1000;
export const BLOG_PREVIEW_LENGTH = 1200;

/** Longest message in a conversation, in characters. */
export const MAX_MESSAGE_LENGTH = 2000;
/** A review's comment at most, in characters. */
export const MAX_REVIEW_LENGTH = 500;
/** A review can be changed this long after it was first written. */
export const REVIEW_EDITABLE_DAYS = 7;

/**
 * What a person is told of, each with its own push and e-mail switch in My Profile: a message in
 * a thread, a change to a booking, a new book for a saved search, a review of them.
 */
export const NOTIFICATION_KINDS = ['message', 'booking', 'wanted', 'review', 'moderation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The kinds also told by e-mail; reviews and moderation decisions are told in the app and pushed. */
export const EMAILED_KINDS: readonly NotificationKind[] = ['message', 'booking', 'wanted'];
/** The ways one is told, outside the open page. */
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** A thread's messages bring at most one alert a minute. */
export const MESSAGE_PUSH_EVERY_SECONDS = 60;
/** The notification list holds the last ones. */
export const NOTIFICATIONS_SHOWN = 50;
