// Times on Dhaka's clock in the reader's language (shared/dhaka-time.ts), apart from format.ts:
// the home page's first script needs numbers and money, not times.
import { formatDhakaMoment, formatMeetupMoment as meetupMomentIn } from '../../shared/dhaka-time';
import { currentLocale } from '.';

/**
 * A moment on Dhaka's clock in the reader's language, as `options` asks: '5 Dec 2026, 16:30', or
 * in Bangla with the time as people say it, '৫ ডিসে, ২০২৬, বিকেল ৪:৩০'.
 */
export const formatMoment = (date: string | number | Date, options: Intl.DateTimeFormatOptions) =>
  formatDhakaMoment(new Date(date), currentLocale(), options);

/** A meet-up time as a booking's events write it: 'Sat 5 Dec, 4:30 pm', 'শনি ৫ ডিসে, বিকেল ৪:৩০'. */
export const formatMeetupMoment = (date: string | number | Date) =>
  meetupMomentIn(new Date(date), currentLocale());
