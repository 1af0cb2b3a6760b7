import { describe, expect, it } from 'vitest';
import { fillFromIsbn, isbnOfBarcode } from './isbn-fill';

describe("reading a book's barcode", () => {
  it('gives the ISBN of a book’s EAN-13', () => {
    expect(isbnOfBarcode('9780306406157')).toBe('9780306406157');
    expect(isbnOfBarcode('9791032705551')).toBe('9791032705551');
  });

  it('ignores barcodes that are no ISBN: another product’s, a wrong check digit, a price add-on', () => {
    expect(isbnOfBarcode('5901234123457')).toBe(null);
    expect(isbnOfBarcode('9780306406158')).toBe(null);
    expect(isbnOfBarcode('51299')).toBe(null);
    // An ISBN-10 is printed as text, never as the barcode.
    expect(isbnOfBarcode('0306406152')).toBe(null);
  });
});

describe('an ISBN look-up filling the form', () => {
  const found = { title: 'Signals and Systems', author: 'Alan V. Oppenheim' };

  it('fills the name and author the seller left empty', () => {
    expect(fillFromIsbn({ name: '', author: ' ' }, found)).toEqual({
      name: 'Signals and Systems',
      author: 'Alan V. Oppenheim',
      kept: false,
    });
  });

  it('never overwrites what the seller typed, and says it kept it', () => {
    expect(fillFromIsbn({ name: 'Signals & Systems 2nd ed', author: '' }, found)).toEqual({
      author: 'Alan V. Oppenheim',
      kept: true,
    });
    expect(fillFromIsbn({ name: '', author: 'Oppenheim' }, found)).toEqual({
      name: 'Signals and Systems',
      kept: true,
    });
  });

  it('has nothing to say when the seller typed what it found', () => {
    expect(
      fillFromIsbn({ name: 'signals and systems', author: 'Alan V. Oppenheim' }, found),
    ).toEqual({ kept: false });
  });

  it('leaves the author alone when the book names none', () => {
    expect(fillFromIsbn({ name: '', author: '' }, { ...found, author: null })).toEqual({
      name: 'Signals and Systems',
      kept: false,
    });
  });
});
