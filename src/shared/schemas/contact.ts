import { z } from './zod';
import { ZEmail } from './auth';
import { readableTextField, text } from './text';
import { messageKey } from '../i18n/keys';

export const ZContactMessageInput = z.object({
  firstName: text().trim().min(1, messageKey('firstNameRequired')).max(60),
  lastName: text().trim().min(1, messageKey('lastNameRequired')).max(60),
  email: ZEmail,
  message: text()
    .trim()
    .min(1, messageKey('messageRequired'))
    .max(5000, messageKey('messageTooLong')),
});
export type ContactMessageInput = z.input<typeof ZContactMessageInput>;

export const ZContactMessage = ZContactMessageInput.extend({
  id: z.string(),
  createdAt: z.string(),
}).meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ZContactMessage>;

/** The contact inbox's two boxes: messages still to deal with, and those dealt with. */
export const CONTACT_BOXES = ['open', 'archived'] as const;
export type ContactBox = (typeof CONTACT_BOXES)[number];

export const ZContactInboxQuery = z.object({
  box: z.enum(CONTACT_BOXES).default('open'),
  cursor: z.string().max(500).optional(),
});
export type ContactInboxQuery = z.input<typeof ZContactInboxQuery>;

/** One message in the inbox's list: who wrote, the start of what they wrote, and where it stands. */
export const ZContactSummary = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** The start of the message on one line, cut short. */
    preview: z.string(),
    createdAt: z.string(),
    /** An admin has opened it. */
    read: z.boolean(),
    archived: z.boolean(),
    /** How many answers were sent to it. */
    replies: z.number().int(),
  })
  .meta({ id: 'ContactSummary' });
export type ContactSummary = z.infer<typeof ZContactSummary>;

/** A page of one box, newest first; `unread` counts the open box's unopened messages. */
export const ZContactInboxPage = z
  .object({
    items: ZContactSummary.array(),
    next: z.string().nullable(),
    unread: z.number().int(),
  })
  .meta({ id: 'ContactInboxPage' });
export type ContactInboxPage = z.infer<typeof ZContactInboxPage>;

/** An admin's answer, as it was e-mailed to the sender. */
export const ZContactReply = z
  .object({
    id: z.string(),
    body: z.string(),
    createdAt: z.string(),
    admin: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'ContactReply' });
export type ContactReply = z.infer<typeof ZContactReply>;

/** A message whole, with the answers sent to it, oldest first. */
export const ZContactThread = ZContactMessage.extend({
  /** The sender's account, when they wrote while logged in. */
  account: z.object({ id: z.string(), name: z.string() }).nullable(),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  replies: ZContactReply.array(),
}).meta({ id: 'ContactThread' });
export type ContactThread = z.infer<typeof ZContactThread>;

/** An admin's answer to a message: e-mailed to its sender. */
export const ZContactReplyInput = z.object({
  body: readableTextField()
    .min(1, messageKey('messageRequired'))
    .max(5000, messageKey('messageTooLong')),
});
export type ContactReplyInput = z.input<typeof ZContactReplyInput>;

/** Out of the inbox (dealt with), or back into it. */
export const ZContactArchiveInput = z
  .object({ archived: z.boolean() })
  .meta({ id: 'ContactArchiveInput' });

export const ZContactArchived = z.object({ id: z.string(), archived: z.boolean() });
