// The server's words in either language: e-mails in the recipient's, refusals in English (the
// client words those by key). Lingui compiles each text on its first use.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { BN } from '../shared/i18n/bn';
import { EN, type MessageKey } from '../shared/i18n/en';
import type { Locale } from '../shared/i18n/locales';

function translator(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const I18NS: Record<Locale, I18n> = {
  en: translator('en', EN as unknown as Messages),
  bn: translator('bn', BN as unknown as Messages),
};

/** A catalogue text in `locale`, its placeholders filled: translate('bn', 'bookAdded', { name }). */
export const translate = (
  locale: Locale,
  key: MessageKey,
  values?: Record<string, string | number>,
): string => I18NS[locale]._(key, values);
