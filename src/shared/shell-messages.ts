export { SHELL_MESSAGES } from './i18n/en/shell';
