import { describe, expect, it } from 'vitest';
import type { Book } from '../../../shared/schemas/books';
import { listingDefaultsOf } from './listing-defaults';

const last = {
  sellerPhone: '01712345678',
  location: 'Bottola',
  category: { id: 'university-academic' },
  condition: 'Good',
} as unknown as Book;

describe("a new listing's starting values", () => {
  it('take the mobile number My Profile keeps before the last book’s', () => {
    expect(listingDefaultsOf(last, '01812345678').sellerPhone).toBe('01812345678');
    expect(listingDefaultsOf(last, null).sellerPhone).toBe('01712345678');
  });

  it('take the last book’s place, category and condition; a first book starts with the number alone', () => {
    expect(listingDefaultsOf(last)).toEqual({
      sellerPhone: '01712345678',
      location: 'Bottola',
      categoryId: 'university-academic',
      condition: 'Good',
    });
    expect(listingDefaultsOf(undefined, '01812345678')).toEqual({ sellerPhone: '01812345678' });
    expect(listingDefaultsOf(null)).toEqual({});
  });
});
