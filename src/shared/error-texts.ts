export { ERROR_TEXTS } from './i18n/en/error-texts';
