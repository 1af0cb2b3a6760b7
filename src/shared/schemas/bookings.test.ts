import { describe, expect, it } from 'vitest';
import {
  ZBookingInput,
  ZCardDetails,
  ZCounterOffer,
  ZHandoverCode,
  ZOfferForm,
  ZTestCard,
} from './bookings';

const booking = {
  bookId: '6f1c2a4e-8b7d-4c3e-9a2f-1d5e6b7c8a9f',
  phone: '০১৮১২৩৪৫৬৭৮',
  meetingLocation: 'TSC, Dhaka University',
};

describe('Bangla digits in the trade forms', () => {
  it('a handover code typed in Bangla digits is the same code', () => {
    expect(ZHandoverCode.parse({ code: '১২৩৪৫৬' })).toEqual({ code: '123456' });
    expect(ZHandoverCode.parse({ code: ' ১২৩ ৪৫৬ ' })).toEqual({ code: '123456' });
    expect(ZHandoverCode.safeParse({ code: '১২৩৪৫' }).error?.issues[0]?.message).toBe(
      'handoverCodeRequired',
    );
  });

  it('an offer and a counter-offer typed in Bangla digits are prices in taka', () => {
    expect(ZBookingInput.parse({ ...booking, offer: '৪২০' })).toMatchObject({
      phone: '01812345678',
      offer: 420,
    });
    expect(ZOfferForm.parse({ ...booking, meetAt: '', offer: '৩৮০.৫০' }).offer).toBe(380.5);
    expect(ZCounterOffer.parse({ price: '৪০০' })).toEqual({ price: 400 });
    expect(ZCounterOffer.safeParse({ price: '' }).error?.issues[0]?.message).toBe('offerRequired');
  });

  it('a card typed in Bangla digits reaches the provider in Latin ones', () => {
    const card = { cardNumber: '৪২৪২ ৪২৪২ ৪২৪২ ৪২৪২', expiry: '১২/৩৪', cvc: '১২৩', name: 'Rina' };
    expect(ZTestCard.parse(card)).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Rina',
    });
    expect(ZCardDetails.parse(card)).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Rina',
    });
  });
});
