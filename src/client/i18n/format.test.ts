import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '.';
import { formatDate, formatNumber, formatTaka, yearsOfUse } from './format';

afterEach(() => activateLocale('en'));

describe('numbers, money and dates in the reader’s language', () => {
  const now = new Date('2026-11-22');

  it('keeps the spec’s English: TK 450, and years of use below 1 in words', async () => {
    await activateLocale('en');
    expect(formatTaka(45000)).toBe('TK 450');
    expect(formatTaka(1234500)).toBe('TK 12,345');
    expect(yearsOfUse(2020, now)).toBe('6 years');
    expect(yearsOfUse(2025, now)).toBe('1 year');
    expect(yearsOfUse(2026, now)).toBe('lesser than 1 year');
    expect(formatDate('2026-11-25T10:00:00Z', { dateStyle: 'long' })).toBe('25 November 2026');
  });

  it('writes Bangla with Bangla digits: ৪৫০ টাকা, ৬ বছর, ২৫ নভেম্বর, ২০২৬', async () => {
    await activateLocale('bn');
    expect(formatTaka(45000)).toBe('৪৫০ টাকা');
    expect(formatTaka(10000000)).toBe('১,০০,০০০ টাকা');
    expect(formatNumber(2000)).toBe('২,০০০');
    expect(yearsOfUse(2020, now)).toBe('৬ বছর');
    expect(yearsOfUse(2026, now)).toBe('এক বছরের কম');
    expect(formatDate('2026-11-25T10:00:00Z', { dateStyle: 'long' })).toBe('২৫ নভেম্বর, ২০২৬');
  });
});
