export { MEETUP_MESSAGES } from './i18n/en/meetup';
