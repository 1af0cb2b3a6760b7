import { z } from './zod';
import { MODERATED_KINDS, MODERATION_ACTIONS, MODERATION_REASONS } from '../moderation';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../constants';

/** What a person turned off, by kind and way; anything not named is on. */
export type NotifySettings = Partial<
  Record<NotificationKind, Partial<Record<NotificationChannel, boolean>>>
>;

const ZChannels = z.object({ push: z.boolean(), email: z.boolean() });

/** Every kind's switches, as My Profile shows them. */
export const ZNotifyChoices = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, ZChannels])) as Record<
      NotificationKind,
      typeof ZChannels
    >,
  )
  .meta({ id: 'NotifyChoices' });
export type NotifyChoices = z.infer<typeof ZNotifyChoices>;

/** A change of some switches: `{ "message": { "email": false } }`; the rest stay. */
export const ZNotifyPatch = z
  .object(
    Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [
        kind,
        z
          .object(
            Object.fromEntries(NOTIFICATION_CHANNELS.map((way) => [way, z.boolean().optional()])),
          )
          .strict()
          .optional(),
      ]),
    ),
  )
  .strict()
  .meta({ id: 'NotifyPatch' });
export type NotifyPatch = NotifySettings;

/** Whether `kind` reaches the person by `way`, by their settings. */
export const notifies = (
  settings: NotifySettings,
  kind: NotificationKind,
  way: NotificationChannel,
) => settings[kind]?.[way] !== false;

/** Every kind's switches, the ones not named on. */
export const notifyChoices = (settings: NotifySettings): NotifyChoices =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      { push: notifies(settings, kind, 'push'), email: notifies(settings, kind, 'email') },
    ]),
  ) as NotifyChoices;

/**
 * Something the reader was told of, newest first: a thread's unread messages (`count` of them,
 * the latest `text` from `from`), a change to a booking (`text`: the thread's event, worded by the
 * reader's app), a new book for a saved search, a review of them (`stars`, `text` its comment).
 */
export const ZDecisionTold = z.object({
  kind: z.enum(MODERATED_KINDS),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.enum(MODERATION_REASONS),
  note: z.string().nullable(),
  role: z.enum(['owner', 'reporter']),
});
export type DecisionTold = z.infer<typeof ZDecisionTold>;

export const ZNotification = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    book: z.object({
      id: z.string(),
      name: z.string(),
      thumbnail: z.string(),
      /** Poisha. */
      price: z.number().int(),
      status: z.enum(['available', 'sold', 'withdrawn']),
    }),
    /** Who wrote, acted or rated; null for a saved search's match or Boipoka's own event. */
    from: z.string().nullable(),
    text: z.string().nullable(),
    stars: z.number().int().nullable(),
    count: z.number().int(),
    /** Where it opens: the thread, the book, the seller's reviews. */
    link: z.string(),
    /** For a moderation notification: what an admin decided, told to this reader as reporter or owner. */
    decision: ZDecisionTold.nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof ZNotification>;

/** Unread notifications: all of them (the bell), and the saved searches' (the Wanted menu). */
export const ZUnreadNotifications = z
  .object({ unread: z.number().int(), wanted: z.number().int() })
  .meta({ id: 'UnreadNotifications' });

/** A base64url value of `bytes` bytes. */
const base64url = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`));

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const ZPushSubscription = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64url(65),
      /** Its 16-byte authentication secret. */
      auth: base64url(16),
    }),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionInput = z.infer<typeof ZPushSubscription>;

/** What a phone shows for one push, in the reader's language, and where a tap goes. */
export const ZPushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the site. */
  url: z.string(),
  /** Alerts with one tag replace each other: one per thread. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof ZPushMessage>;
