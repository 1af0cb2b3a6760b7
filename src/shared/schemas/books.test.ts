import { describe, expect, it } from 'vitest';
import { EN } from '../i18n/en';
import { ZBookInput, ZBookPatch } from './books';

/** The English text of the first error the schema names a field by (it names a message key). */
const firstError = (input: object, field: string) => {
  const key = ZBookInput.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)
    ?.message as keyof typeof EN | undefined;
  return key && EN[key];
};

describe('the Add A Book rules', () => {
  it('calls an empty number field missing, not zero', () => {
    expect(firstError({ price: '' }, 'price')).toBe('Resale price is required');
    expect(firstError({ originalPrice: '' }, 'originalPrice')).toBe('Original price is required');
    expect(firstError({ purchaseYear: '' }, 'purchaseYear')).toBe('Year of purchase is required');
  });

  it('calls a field the form read as NaN, or a null, missing', () => {
    expect(firstError({ price: Number.NaN }, 'price')).toBe('Resale price is required');
    expect(firstError({ originalPrice: null }, 'originalPrice')).toBe('Original price is required');
    expect(firstError({ purchaseYear: Number.NaN }, 'purchaseYear')).toBe(
      'Year of purchase is required',
    );
  });

  it('takes taka and years as numbers', () => {
    expect(ZBookInput.shape.price.parse(349.5)).toBe(349.5);
    expect(ZBookInput.shape.purchaseYear.parse(2020)).toBe(2020);
  });

  it('reads taka and years typed into a field, in Latin or Bangla digits', () => {
    expect(ZBookInput.shape.price.parse('450')).toBe(450);
    expect(ZBookInput.shape.price.parse(' ৪২০ ')).toBe(420);
    expect(ZBookInput.shape.originalPrice.parse('৩৪৯.৫০')).toBe(349.5);
    expect(ZBookInput.shape.offerFloor.parse('৩০০')).toBe(300);
    expect(ZBookInput.shape.purchaseYear.parse('২০২৩')).toBe(2023);
  });

  it('reads an ISBN typed in Bangla digits, and keeps it as ISBN-13 in Latin ones', () => {
    expect(ZBookInput.shape.isbn.parse('৯৭৮০১৩৪৬৮৫৯৯১')).toBe('9780134685991');
    expect(firstError({ isbn: '৯৭৮০১৩৪৬৮৫৯৯২' }, 'isbn')).toBe(EN.isbnInvalid);
  });

  it('says why a Bangla number is refused as it says it for a Latin one', () => {
    expect(firstError({ price: '-৫' }, 'price')).toBe('Price must be more than TK 0');
    expect(firstError({ purchaseYear: '১৮৯৯' }, 'purchaseYear')).toBe(
      'Year of purchase must be between 1900 and this year',
    );
  });

  it.each([[true], [false], [[450]], [{}]])('a price of %j is refused, never coerced', (price) => {
    expect(firstError({ price }, 'price')).toBe('Resale price is required');
    expect(firstError({ originalPrice: price }, 'originalPrice')).toBe(
      'Original price is required',
    );
  });

  it.each([['4e2'], ['0x1F'], ['450 TK'], ['৪৫০ টাকা']])(
    'a price typed as %j is refused with a request for digits, never coerced',
    (price) => {
      expect(firstError({ price }, 'price')).toBe('Write it in digits, like 450');
      expect(firstError({ originalPrice: price }, 'originalPrice')).toBe(
        'Write it in digits, like 450',
      );
    },
  );

  it.each([[[2020]], [true], [{}]])('a purchase year of %j is refused, never coerced', (year) => {
    expect(firstError({ purchaseYear: year }, 'purchaseYear')).toBe('Year of purchase is required');
  });

  it('a purchase year typed as "2020 AD" is refused with a request for digits', () => {
    expect(firstError({ purchaseYear: '2020 AD' }, 'purchaseYear')).toBe(
      'Write it in digits, like 450',
    );
  });

  it('an edit takes numbers only as numbers too', () => {
    const issues = ZBookPatch.safeParse({ price: true, purchaseYear: [2020] }).error?.issues;
    expect(issues?.map((issue) => [issue.path[0], EN[issue.message as keyof typeof EN]])).toEqual([
      ['price', 'Resale price is required'],
      ['purchaseYear', 'Year of purchase is required'],
    ]);
    expect(ZBookPatch.parse({ price: 300 })).toMatchObject({ price: 300 });
  });

  it('refuses a year with a fraction', () => {
    expect(firstError({ purchaseYear: 2020.5 }, 'purchaseYear')).toBe(
      'Year of purchase must be between 1900 and this year',
    );
  });
});
