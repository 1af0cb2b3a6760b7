import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../../shared/schemas/uploads';
import { MESSAGES } from '../../../shared/messages';
import { ZSignUp } from '../../../shared/schemas/auth';

/** The sign-up request's own rules, with the chosen photo file in place of its uploaded URL. */
export const ZSignUpForm = ZSignUp.omit({ image: true }).extend({
  photo: z
    .instanceof(File, { message: MESSAGES.photoRequired })
    .refine((file) => file.size <= MAX_UPLOAD_BYTES, MESSAGES.photoTooLarge),
});
export type SignUpForm = z.input<typeof ZSignUpForm>;
export type SignUpValues = z.output<typeof ZSignUpForm>;
