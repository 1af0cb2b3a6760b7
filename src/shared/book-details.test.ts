import { describe, expect, it } from 'vitest';
import { normaliseCourseCode, toIsbn13 } from './book-details';

describe('ISBNs and course codes', () => {
  it('keeps a valid ISBN-10 or ISBN-13 as ISBN-13, hyphens and spaces forgiven', () => {
    expect(toIsbn13('0-306-40615-2')).toBe('9780306406157');
    expect(toIsbn13('978-0-306-40615-7')).toBe('9780306406157');
    expect(toIsbn13('0 8044 2957 X')).toBe('9780804429573');
    expect(toIsbn13('080442957x')).toBe('9780804429573');
  });

  it('refuses a wrong check digit, a wrong length or other characters', () => {
    expect(toIsbn13('0-306-40615-3')).toBeNull();
    expect(toIsbn13('978-0-306-40615-8')).toBeNull();
    expect(toIsbn13('12345')).toBeNull();
    expect(toIsbn13('979X306406157')).toBeNull();
    expect(toIsbn13('1234567890123')).toBeNull();
  });

  it('reads an ISBN typed in Bangla digits, and keeps it in Latin ones', () => {
    expect(toIsbn13('৯৭৮০১৩৪৬৮৫৯৯১')).toBe('9780134685991');
    expect(toIsbn13('৯৭৮-০-৩০৬-৪০৬১৫-৭')).toBe('9780306406157');
    expect(toIsbn13('০-৩০৬-৪০৬১৫-২')).toBe('9780306406157');
    expect(toIsbn13('৯৭৮০১৩৪৬৮৫৯৯২')).toBeNull();
  });

  it("writes 'CSE ১০১' as the course 'CSE 101'", () => {
    expect(normaliseCourseCode('CSE ১০১')).toBe('CSE 101');
    expect(normaliseCourseCode('cse-১০১')).toBe('CSE 101');
  });

  it("writes 'cse101', 'CSE-101' and ' Cse 101 ' as one course, and refuses what is not a code", () => {
    for (const typed of ['cse101', 'CSE-101', ' Cse 101 ', 'CSE 101'])
      expect(normaliseCourseCode(typed)).toBe('CSE 101');
    expect(normaliseCourseCode('MAT 1101a')).toBe('MAT 1101A');
    expect(normaliseCourseCode('Calculus')).toBeNull();
    expect(normaliseCourseCode('C 1')).toBeNull();
  });
});
