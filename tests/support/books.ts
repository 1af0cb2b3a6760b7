import type { FastifyInstance } from 'fastify';
import type { BookInput } from '../../src/shared/schemas/books';
import { uploadPhoto, type TestUser } from './users';

export const bookInput = (
  overrides: Partial<BookInput> = {},
): Omit<BookInput, 'image'> & Partial<BookInput> => ({
  name: 'Introduction to Algorithms',
  price: 450,
  location: 'Dhaka University, Curzon Hall',
  originalPrice: 1200,
  sellerPhone: '01712345678',
  categoryId: 'university-academic',
  condition: 'Good',
  purchaseYear: 2021,
  description: 'Third edition, a few pencil notes in chapter 4.',
  ...overrides,
});

/** Puts a book up for sale as `seller`, photo first, the way the Add A Book page does. */
export async function addBook(
  app: FastifyInstance,
  seller: TestUser,
  overrides: Partial<BookInput> = {},
) {
  const image = await uploadPhoto(app, { cookie: seller.cookie, purpose: 'book' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/books',
    headers: { cookie: seller.cookie },
    payload: { ...bookInput(overrides), image },
  });
  if (response.statusCode !== 201) throw new Error(`add book failed: ${response.body}`);
  return response.json() as { id: string; name: string; price: number };
}
