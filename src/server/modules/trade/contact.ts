import { OPEN_STATUSES } from '../../../shared/booking-process';
import type { BookingStatus } from '../../../shared/booking-statuses';
import type { ContactWithheld } from '../../../shared/schemas/bookings';

/** What of a booking decides whether its two sides may reach each other outside Messages. */
export type BookingTerms = {
  status: BookingStatus;
  acceptedAt: Date | null;
  cardPaidAt: Date | null;
};

/** One side's phone and e-mail as the booking holds them, and their choice to keep to messages. */
export type SideContact = { phone: string; email: string | null; keepsToMessages: boolean };

/** What the other side of a booking may see of one side's contact, and if nothing, why. */
export type ShownContact = {
  phone: string | null;
  email: string | null;
  withheld: ContactWithheld | null;
};

/**
 * The two sides agreed to meet: a meet-up was accepted (and stays agreed however the booking
 * ended since), or the buyer paid (by card, or in person), after which the book still has to
 * change hands.
 */
const agreed = ({ status, acceptedAt, cardPaidAt }: BookingTerms) =>
  acceptedAt !== null || cardPaidAt !== null || status === 'accepted' || status === 'paid';

/**
 * The one rule for every answer and e-mail that carries a side's contact to the other side of a
 * booking: nothing before they agreed to meet, nothing after a booking that ended unagreed, and
 * never anything of a side who keeps to messages.
 */
export function contactShown(terms: BookingTerms, side: SideContact): ShownContact {
  if (side.keepsToMessages) return { phone: null, email: null, withheld: 'messagesOnly' };
  if (!agreed(terms)) {
    const open = (OPEN_STATUSES as readonly BookingStatus[]).includes(terms.status);
    return { phone: null, email: null, withheld: open ? 'untilAgreed' : 'notAgreed' };
  }
  return { phone: side.phone, email: side.email, withheld: null };
}
