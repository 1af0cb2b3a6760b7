import { describe, expect, it } from 'vitest';
import { banglaDigits, latinDigits, numberOfText } from './digits';

describe('digits as people type them', () => {
  it('reads Bangla digits as Latin ones and leaves everything else as it is', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('৪২৪২ ৪২৪২-42')).toBe('4242 4242-42');
    expect(latinDigits('CSE ১০১')).toBe('CSE 101');
    expect(latinDigits('বই')).toBe('বই');
  });

  it('writes Latin digits as Bangla ones', () => {
    expect(banglaDigits('4:30')).toBe('৪:৩০');
    expect(banglaDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(latinDigits(banglaDigits('2026'))).toBe('2026');
  });

  it('reads the number a field holds, in either digits', () => {
    expect(numberOfText('৪২০')).toBe(420);
    expect(numberOfText(' 450 ')).toBe(450);
    expect(numberOfText('৩৪৯.৫০')).toBe(349.5);
    expect(numberOfText('২০২৩')).toBe(2023);
    expect(numberOfText('-৫')).toBe(-5);
  });

  it('reads no number from text that is not one, not even zero', () => {
    for (const text of ['', '  ', '4e2', '0x1F', 'Infinity', '450 TK', '১,২০০', '.', '4.5.6'])
      expect(numberOfText(text), text).toBeNaN();
  });
});
