import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorTexts } from '../i18n/errors';
import { ApiRequestError } from './http';

/**
 * Puts the server's per-field messages under the form's fields, in the reader's language. `rename` maps a request field to
 * the form field that produced it (the sign-up form's `photo` becomes the request's `image`).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  rename: Record<string, Path<T>> = {},
) {
  if (!(error instanceof ApiRequestError)) return;
  for (const [field, message] of Object.entries(fieldErrorTexts(error))) {
    setError(rename[field] ?? (field as Path<T>), { message });
  }
}
