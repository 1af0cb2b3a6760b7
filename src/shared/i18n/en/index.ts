// The English catalogue, whole: every area's texts under their keys (the spec's texts word for
// word). The server and the tests read it so; the browser loads each area with its screens.
import { MESSAGES } from './messages';
import { ERROR_TEXTS } from './error-texts';
import { MEETUP_MESSAGES } from './meetup';
import { BOOK_DETAIL_MESSAGES } from './book-details';
import { CARD_MESSAGES } from './card';
import { PASSWORD_RESET_MESSAGES } from './password-reset';
import { ADMIN_ROLE_TEXTS } from './admin-roles';
import { SHELL_MESSAGES } from './shell';
import { FORMAT } from './format';
import { NAMES } from './names';
import { PARTS } from './parts';
import { CORE } from './core';
import { HOME } from './home';
import { ADVERTISED } from './advertised';
import { BOOKS } from './books';
import { TRADE } from './trade';
import { ACCOUNT } from './account';
import { ADMIN } from './admin';
import { CONSOLE } from './console';
import { INBOX } from './inbox';
import { MODERATION } from './moderation';
import { OVERVIEW } from './overview';
import { CONTENT } from './content';
import { MAIL } from './mail';
import { EVENTS } from './events';
import { LISTING } from './listing';
import { SHOP } from './shop';
import { SEARCH } from './search';
import { CAMPUS } from './campus';
import { NOTIFY } from './notify';
import { OFFLINE, OFFLINE_PAGE } from './offline';

/** Each area of the catalogue by its name, for the tests that hold the two languages together. */
export const EN_AREAS = {
  MESSAGES,
  ERROR_TEXTS,
  MEETUP_MESSAGES,
  BOOK_DETAIL_MESSAGES,
  CARD_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  ADMIN_ROLE_TEXTS,
  SHELL_MESSAGES,
  FORMAT,
  NAMES,
  CORE,
  PARTS,
  HOME,
  BOOKS,
  ADVERTISED,
  TRADE,
  ACCOUNT,
  ADMIN,
  CONSOLE,
  INBOX,
  MODERATION,
  OVERVIEW,
  CONTENT,
  MAIL,
  EVENTS,
  LISTING,
  SHOP,
  SEARCH,
  CAMPUS,
  NOTIFY,
  OFFLINE,
  OFFLINE_PAGE,
};

export const EN = {
  ...MESSAGES,
  ...ERROR_TEXTS,
  ...MEETUP_MESSAGES,
  ...BOOK_DETAIL_MESSAGES,
  ...CARD_MESSAGES,
  ...PASSWORD_RESET_MESSAGES,
  ...ADMIN_ROLE_TEXTS,
  ...SHELL_MESSAGES,
  ...FORMAT,
  ...NAMES,
  ...CORE,
  ...PARTS,
  ...HOME,
  ...BOOKS,
  ...ADVERTISED,
  ...TRADE,
  ...ACCOUNT,
  ...ADMIN,
  ...CONSOLE,
  ...INBOX,
  ...MODERATION,
  ...OVERVIEW,
  ...CONTENT,
  ...MAIL,
  ...EVENTS,
  ...LISTING,
  ...SHOP,
  ...SEARCH,
  ...CAMPUS,
  ...NOTIFY,
  ...OFFLINE,
  ...OFFLINE_PAGE,
};

/** A text in the catalogue, by its key. */
export type MessageKey = keyof typeof EN;
