import { describe, expect, it } from 'vitest';
import { actionsChangeAt, actionsOf, type BookingFacts } from './booking-process';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = Date.parse('2026-11-27T10:00:00Z');

const facts = (over: Partial<BookingFacts>): BookingFacts => ({
  status: 'accepted',
  offerBy: null,
  meetAt: null,
  meetProposedBy: 'buyer',
  payInPerson: true,
  paidByCard: false,
  handoverLocked: false,
  bookGone: false,
  bookReservedForAnother: false,
  noShow: null,
  noShowAt: null,
  noShowDisputed: false,
  ...over,
});

describe('when the steps open to a booking change with time alone', () => {
  it('a meet-up in an hour: the no-show opens 30 minutes after it, and not a moment before', () => {
    const meetUp = facts({ meetAt: new Date(now + HOUR) });
    const turn = actionsChangeAt(meetUp, now);
    expect(turn).toBe(now + HOUR + 30 * MINUTE);
    expect(actionsOf(meetUp, 'seller', turn - 1)).toEqual(actionsOf(meetUp, 'seller', now));
    expect(actionsOf(meetUp, 'seller', turn - 1)).not.toContain('no-show');
    expect(actionsOf(meetUp, 'seller', turn)).toContain('no-show');
  });

  it('a no-show said an hour ago: disputed until 48 hours after it, then never again', () => {
    const said = facts({ status: 'no_show', noShow: 'buyer', noShowAt: new Date(now - HOUR) });
    const turn = actionsChangeAt(said, now);
    expect(actionsOf(said, 'buyer', turn - 1)).toContain('dispute-no-show');
    expect(actionsOf(said, 'buyer', turn)).not.toContain('dispute-no-show');
    expect(actionsChangeAt(said, turn)).toBe(Infinity);
  });

  it('a booking with no time agreed never changes by itself', () => {
    expect(actionsChangeAt(facts({ status: 'pending' }), now)).toBe(Infinity);
  });
});
