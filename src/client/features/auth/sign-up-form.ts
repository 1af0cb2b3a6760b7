import type { z } from 'zod';
import { ZSignUp } from '../../../shared/schemas/auth';
import { ZPhotoFile } from '../../api/upload';

/** The sign-up request's own rules, with the chosen photo file in place of its uploaded URL. */
export const ZSignUpForm = ZSignUp.omit({ image: true }).extend({
  photo: ZPhotoFile,
});
export type SignUpForm = z.input<typeof ZSignUpForm>;
export type SignUpValues = z.output<typeof ZSignUpForm>;
