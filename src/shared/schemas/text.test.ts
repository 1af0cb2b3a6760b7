import { describe, expect, it } from 'vitest';
import { ZSignUp } from './auth';
import { ZBookingInput } from './bookings';
import { ZContactMessageInput } from './contact';
import { ZReportInput } from './books';
import { ZConversationReport, ZMessageBody } from './messages';
import { ZReviewInput } from './reviews';
import { hasUnsafeText, hasVisibleCharacter, isSafeText, readableText } from './text';

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
      campusId: 'ju',
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

describe('readable text', () => {
  it.each([
    ['zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['Hangul fillers', '\u3164\u115F\u1160\uFFA0'],
    ['a soft hyphen, a Mongolian vowel separator, a variation selector', '\u00AD\u180E\uFE0F'],
    ['spaces, new lines and a blank Braille pattern', ' \n\t\u2800\u00A0\u3000'],
    ['reordering controls', '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069'],
  ])('%s show nothing: the text is empty', (_, value) => {
    expect(hasVisibleCharacter(value)).toBe(false);
    expect(readableText(value)).toBe('');
  });

  it('takes reordering controls out and keeps the rest as written, Bangla joiners and marks too', () => {
    expect(readableText('abc\u202Egnp.exe\u202C')).toBe('abcgnp.exe');
    expect(readableText('\u2067שלום\u2069 hi')).toBe('שלום hi');
    const bangla = 'র\u200D্যাব, ক্\u200Cষ, \u200Fমার্ক';
    expect(readableText(bangla)).toBe(bangla);
    expect(readableText('📚 বই')).toBe('📚 বই');
  });

  it('a message that shows nothing is refused as an empty one, in the form as on the server', () => {
    for (const body of ['', '   ', '\u200B\u200D', '\u202E\u3164'])
      expect(ZMessageBody.safeParse(body).error?.issues.map((i) => i.message)).toEqual([
        'chatMessageRequired',
      ]);
    expect(ZMessageBody.parse(' \u202Ehi\u202C ')).toBe('hi');
  });

  it('a review comment or a report reason that shows nothing is none; reordering controls are taken out', () => {
    expect(ZReviewInput.parse({ stars: 5, comment: '\u200B\u200B' }).comment).toBe('');
    expect(ZReviewInput.parse({ stars: 4, comment: 'Good \u202Ebook' }).comment).toBe('Good book');
    expect(ZReportInput.parse({ reason: '\u2060' }).reason).toBe('');
    expect(ZConversationReport.parse({ reason: 'spam\u2066' }).reason).toBe('spam');
  });
});
