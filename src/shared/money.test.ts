import { describe, expect, it } from 'vitest';
import { formatTaka, takaToPoisha, yearsOfUse } from './money';

describe('money and years of use', () => {
  it('shows whole taka without decimals and poisha with two', () => {
    expect(formatTaka(45000)).toBe('TK 450');
    expect(formatTaka(45050)).toBe('TK 450.50');
    expect(formatTaka(1234500)).toBe('TK 12,345');
  });

  it('turns typed taka into integer poisha without float drift', () => {
    expect(takaToPoisha(450)).toBe(45000);
    expect(takaToPoisha(19.99)).toBe(1999);
    expect(takaToPoisha(0.1 + 0.2)).toBe(30);
  });

  it('counts years of use from the current year, not 2022', () => {
    const now = new Date('2026-11-22');
    expect(yearsOfUse(2020, now)).toBe('6 years');
    expect(yearsOfUse(2025, now)).toBe('1 year');
    expect(yearsOfUse(2026, now)).toBe('lesser than 1 year');
  });
});
