import { describe, expect, it } from 'vitest';
import { banglaTime, dhakaDay, formatDhakaMoment, formatMeetupMoment } from './dhaka-time';

/** A moment on Dhaka's clock on 5 December 2026, a Saturday. */
const dhaka = (time: string) => new Date(`2026-12-05T${time}:00+06:00`);

describe('times in Bangla as people say them', () => {
  it.each([
    ['16:30', 'বিকেল ৪:৩০'],
    ['09:00', 'সকাল ৯:০০'],
    ['12:30', 'দুপুর ১২:৩০'],
    ['19:00', 'সন্ধ্যা ৭:০০'],
    ['22:00', 'রাত ১০:০০'],
  ])('%s on Dhaka’s clock is %s', (time, said) => {
    expect(banglaTime(dhaka(time))).toBe(said);
  });

  it('names each part of the day from the hour it begins', () => {
    const parts = ['00:00', '03:59', '04:00', '05:59', '06:00', '11:59', '14:59', '15:00'];
    expect(parts.map((time) => banglaTime(dhaka(time)))).toEqual([
      'রাত ১২:০০',
      'রাত ৩:৫৯',
      'ভোর ৪:০০',
      'ভোর ৫:৫৯',
      'সকাল ৬:০০',
      'সকাল ১১:৫৯',
      'দুপুর ২:৫৯',
      'বিকেল ৩:০০',
    ]);
    expect(['17:59', '18:00', '19:59', '20:00', '23:59'].map((t) => banglaTime(dhaka(t)))).toEqual([
      'বিকেল ৫:৫৯',
      'সন্ধ্যা ৬:০০',
      'সন্ধ্যা ৭:৫৯',
      'রাত ৮:০০',
      'রাত ১১:৫৯',
    ]);
  });

  it('reads the clock in Dhaka, not where the moment was written', () => {
    expect(banglaTime(new Date('2026-12-05T10:30:00Z'))).toBe('বিকেল ৪:৩০');
    expect(banglaTime(new Date('2026-12-05T18:05:00Z'))).toBe('রাত ১২:০৫');
    expect(dhakaDay(new Date('2026-12-05T18:05:00Z'))).toBe('2026-12-06');
  });

  it('writes a meet-up moment with its date first, then the time as said, in Bangla digits only', () => {
    const said = formatMeetupMoment(dhaka('16:30'), 'bn');
    const date = new Intl.DateTimeFormat('bn-BD', {
      timeZone: 'Asia/Dhaka',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).format(dhaka('16:30'));
    expect(said).toBe(`${date}, বিকেল ৪:৩০`);
    expect(said).not.toMatch(/[0-9]|[AP]M/i);
    expect(formatDhakaMoment(dhaka('09:05'), 'bn', { timeStyle: 'short', hourCycle: 'h23' })).toBe(
      'সকাল ৯:০৫',
    );
  });

  it('keeps English as it was: 12-hour for a meet-up, 24-hour in an e-mail, on Dhaka’s clock', () => {
    expect(formatMeetupMoment(new Date('2026-12-05T10:30:00Z'), 'en')).toBe('Sat 5 Dec, 4:30 pm');
    expect(
      formatDhakaMoment(dhaka('16:30'), 'en', {
        dateStyle: 'long',
        timeStyle: 'short',
        hourCycle: 'h23',
      }),
    ).toBe('5 December 2026 at 16:30');
  });
});
