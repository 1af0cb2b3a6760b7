import { describe, expect, it } from 'vitest';
import { formatTaka, takaAmount, takaToPoisha } from './money';

describe('money', () => {
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

  it('writes an amount in Bangla digits, grouped as Bangladesh groups them, for a Bangla reader', () => {
    expect(takaAmount(45000, 'bn')).toBe('৪৫০');
    expect(takaAmount(45050, 'bn')).toBe('৪৫০.৫০');
    expect(takaAmount(10000000, 'bn')).toBe('১,০০,০০০');
  });
});
