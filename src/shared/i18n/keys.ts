import type { MessageKey } from './en';

/**
 * A message key where a schema or a check names its error: the key travels (the server answers
 * it beside its English text; a form shows it in the reader's language), the text does not.
 */
export const messageKey = <Key extends MessageKey>(key: Key): Key => key;
