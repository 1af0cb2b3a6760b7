import { describe, expect, it } from 'vitest';
import { ZBookInput } from './books';

const firstError = (input: object, field: string) =>
  ZBookInput.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the Add A Book rules', () => {
  it('calls an empty number field missing, not zero', () => {
    expect(firstError({ price: '' }, 'price')).toBe('Resale price is required');
    expect(firstError({ originalPrice: '' }, 'originalPrice')).toBe('Original price is required');
    expect(firstError({ purchaseYear: '' }, 'purchaseYear')).toBe('Year of purchase is required');
  });

  it('reads typed taka and years as numbers', () => {
    const parsed = ZBookInput.shape.price.parse('349.50');
    expect(parsed).toBe(349.5);
    expect(ZBookInput.shape.purchaseYear.parse('2020')).toBe(2020);
  });

  it('refuses a year with a fraction', () => {
    expect(firstError({ purchaseYear: 2020.5 }, 'purchaseYear')).toBe(
      'Year of purchase must be between 1900 and this year',
    );
  });
});
