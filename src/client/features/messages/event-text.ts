// A change to a booking, as the thread and the conversation list show it: the stored event
// (shared/booking-events.ts) worded in the reader's language, its meet-up time in Dhaka's time.
import { eventValues, readEvent } from '../../../shared/booking-events';
import { EVENTS } from '../../../shared/i18n/en/events';
import { texts } from '../../i18n';
import { formatNumber, formatTaka } from '../../i18n/format';
import { formatMeetupMoment } from '../../i18n/moments';

const t = texts(EVENTS);

/** An event message's sentence for the reader; an old one, stored as English words, as written. */
export function eventText(body: string): string {
  const event = readEvent(body);
  if (!event) return body;
  const values = eventValues(event.params, {
    moment: formatMeetupMoment,
    number: formatNumber,
    money: formatTaka,
  });
  return t(event.key, values);
}
