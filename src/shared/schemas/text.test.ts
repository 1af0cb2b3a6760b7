import { describe, expect, it } from 'vitest';
import { ZSignUp } from './auth';
import { ZBookingInput } from './bookings';
import { ZContactMessageInput } from './contact';
import { hasUnsafeText, isSafeText } from './text';

describe('safe text', () => {
  it.each(['Curzon Hall', 'হুমায়ূন আহমেদ', 'emoji 📚 pair', ''])('accepts %j', (value) => {
    expect(isSafeText(value)).toBe(true);
  });

  it.each(['a\u0000b', '\uD800', 'x\uDC00', '\uDBFFz'])('refuses %j', (value) => {
    expect(isSafeText(value)).toBe(false);
  });

  it('finds a NUL nested in a parsed body, in keys too, but leaves raw bytes alone', () => {
    expect(hasUnsafeText({ a: [{ b: 'ok' }, { c: 'no\u0000' }] })).toBe(true);
    expect(hasUnsafeText({ ['k\u0000']: 'v' })).toBe(true);
    expect(hasUnsafeText({ a: 1, b: null, c: ['fine'] })).toBe(false);
    expect(hasUnsafeText(Buffer.from('a\u0000b'))).toBe(false);
  });

  it('is what the shared form schemas require, with one message', () => {
    const signUp = ZSignUp.safeParse({
      name: 'Nul\u0000',
      email: 'a@b.test',
      password: 'Secret#123',
      image: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp',
    });
    expect(signUp.error?.issues.map((i) => i.message)).toEqual(['badText']);
    const booking = ZBookingInput.safeParse({
      bookId: '00000000-0000-4000-8000-000000000000',
      phone: '01712345678',
      meetingLocation: 'Library \uD800',
    });
    expect(booking.success).toBe(false);
    const contact = ZContactMessageInput.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.test',
      message: 'hi\u0000',
    });
    expect(contact.success).toBe(false);
  });
});
