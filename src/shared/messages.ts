export { MESSAGES } from './i18n/en/messages';
