import { z } from './zod';
import { ZEmail } from './auth';
import { text } from './text';
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
