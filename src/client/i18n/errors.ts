// Errors in the reader's language, in one place: a refusal from the server is worded by its
// message key (the code's text, or the one the refusing place named), a field's error under its
// field by the key the shared schema gave it. A key this catalogue does not know is shown as the
// server wrote it.
import { ADMIN_ROLE_TEXTS } from '../../shared/i18n/en/admin-roles';
import { BOOK_DETAIL_MESSAGES } from '../../shared/i18n/en/book-details';
import { CARD_MESSAGES } from '../../shared/i18n/en/card';
import { ERROR_TEXTS } from '../../shared/i18n/en/error-texts';
import { MEETUP_MESSAGES } from '../../shared/i18n/en/meetup';
import { MESSAGES } from '../../shared/i18n/en/messages';
import { PASSWORD_RESET_MESSAGES } from '../../shared/i18n/en/password-reset';
import { ApiRequestError } from '../api/http';
import { texts } from '.';

const CATALOGUE = {
  ...MESSAGES,
  ...ERROR_TEXTS,
  ...MEETUP_MESSAGES,
  ...BOOK_DETAIL_MESSAGES,
  ...CARD_MESSAGES,
  ...PASSWORD_RESET_MESSAGES,
  ...ADMIN_ROLE_TEXTS,
};
const t = texts(CATALOGUE);

const isKey = (key: string): key is keyof typeof CATALOGUE => Object.hasOwn(CATALOGUE, key);

/** A message key's text ('nameRequired' → 'Name is Required'); anything else as it is. */
export const messageText = (keyOrText: string, values?: Record<string, string | number>) =>
  isKey(keyOrText) ? t(keyOrText, values) : keyOrText;

/** What to tell the reader about a failure: the server's refusal in their language. */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.key && isKey(error.key)) {
      const text = t(error.key, error.params);
      return error.detail ? `${text} ${messageText(error.detail.key, error.detail.params)}` : text;
    }
    return error.message;
  }
  return t('serverError');
}

/** The server's per-field errors, each in the reader's language. */
export const fieldErrorTexts = (error: ApiRequestError): Record<string, string> =>
  Object.fromEntries(
    Object.entries(error.fields).map(([field, text]) => [
      field,
      messageText(error.fieldKeys[field] ?? text),
    ]),
  );
