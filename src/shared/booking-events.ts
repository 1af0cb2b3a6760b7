// A change to a booking, as its thread keeps it: the catalogue key of its sentence and the values
// of the sentence's placeholders, so each reader sees it (and each e-mail says it) in their own
// language. Rows written before the threads were kept so hold the English sentence itself.
import { EVENTS } from './i18n/en/events';

export type EventKey = keyof typeof EVENTS;

/**
 * The values of an event's placeholders: words as they are, a number as a number (a count of
 * hours), an amount of money as poisha under a name ending in `Price` (offerPrice), a moment as an
 * ISO string under a name ending in `At` (meetAt).
 */
export type EventParams = Record<string, string | number>;

export type BookingEvent = { key: EventKey; params: EventParams };

/**
 * Events no step writes any more, kept so that the threads that hold them read as they were
 * written: a card payment completed the sale at once before it was held until the handover
 * (decision 0016).
 */
export const RETIRED_EVENTS: readonly EventKey[] = ['event.paidByCard'];

/** What a thread stores for an event: '{"key":"event.proposed","params":{…}}'. */
export const eventBody = (key: EventKey, params: EventParams = {}): string =>
  JSON.stringify({ key, params });

const isValue = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** The event a stored body holds; null for an old row written as an English sentence. */
export function readEvent(body: string): BookingEvent | null {
  if (!body.startsWith('{')) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { key, params = {} } = stored as { key?: unknown; params?: unknown };
  if (typeof key !== 'string' || !Object.hasOwn(EVENTS, key)) return null;
  if (typeof params !== 'object' || params === null) return null;
  const values = Object.entries(params).filter(([, value]) => isValue(value));
  return { key: key as EventKey, params: Object.fromEntries(values) as EventParams };
}

/**
 * An event's values as its reader reads them: moments (`…At`) through `moment`, amounts of money
 * (`…Price`, in poisha) through `money`, other numbers through `number`, words as they are. A
 * moment that does not parse is left as stored.
 */
export function eventValues(
  params: EventParams,
  format: {
    moment: (at: Date) => string;
    number: (value: number) => string;
    money: (poisha: number) => string;
  },
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value === 'number')
        return [name, name.endsWith('Price') ? format.money(value) : format.number(value)];
      const at = name.endsWith('At') ? new Date(value) : null;
      return [name, at && !Number.isNaN(at.getTime()) ? format.moment(at) : value];
    }),
  );
}
