import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZEmail } from './auth';
import { text } from './text';

export const ZContactMessageInput = z.object({
  firstName: text().trim().min(1, MESSAGES.firstNameRequired).max(60),
  lastName: text().trim().min(1, MESSAGES.lastNameRequired).max(60),
  email: ZEmail,
  message: text().trim().min(1, MESSAGES.messageRequired).max(5000, MESSAGES.messageTooLong),
});
export type ContactMessageInput = z.input<typeof ZContactMessageInput>;

export const ZContactMessage = ZContactMessageInput.extend({
  id: z.string(),
  createdAt: z.string(),
}).meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ZContactMessage>;
