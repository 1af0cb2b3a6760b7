import { z } from 'zod';
import { CATEGORIES } from '../../../shared/constants';
import { formatTaka } from '../../../shared/money';
import type { ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { ShareCard } from '../../plugins/share-tags';
import { getBook } from '../books/service';
import { sellerProfile } from '../reviews/service';
import { bookCardImage, brandCardImage } from './addresses';

const clip = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

const isUuid = (id: string) => z.uuid().safeParse(id).success;

const statusOf = (error: unknown) => (error instanceof AppError ? error.status : null);

/**
 * The share card of a book, a category or a seller page; 'gone' for a book sold or taken down (its
 * page answers 410); null for any other address.
 */
export async function shareCardFor(
  { db, cache, publicUrl }: { db: Database; cache: ChangeCache; publicUrl: string },
  path: string,
): Promise<ShareCard | 'gone' | null> {
  const [, kind, id, ...rest] = path.split('/');
  if (!id || rest.length > 0) return null;
  const url = `${publicUrl}/${kind}/${id}`;
  try {
    if (kind === 'book') {
      if (!isUuid(id)) return null;
      const book = await getBook(db, cache, id, null);
      return {
        title: `${book.name} — ${formatTaka(book.price)}`,
        description: clip(
          `${formatTaka(book.price)} · ${book.condition} condition · ${book.category.name} · ${book.location}. ${book.description}`,
          200,
        ),
        url,
        // Drawn at its first request: the page is sent without waiting for it.
        image: bookCardImage(publicUrl, book),
        price: book.price / 100,
      };
    }
    if (kind === 'category') {
      const category = CATEGORIES.find((c) => c.id === id);
      if (!category) return null;
      return {
        title: `Book List for ${category.name}`,
        description: `Second-hand ${category.name} books from students on campus, on Boipoka.`,
        url,
        image: brandCardImage(publicUrl, 'en'),
      };
    }
    if (kind === 'seller') {
      const seller = await sellerProfile(db, decodeURIComponent(id));
      const rated =
        seller.rating.average === null
          ? 'No ratings yet'
          : `Rated ${seller.rating.average.toFixed(1)} of 5 by ${seller.rating.count}`;
      return {
        title: `${seller.name} on Boipoka`,
        description: `${seller.booksForSale} books for sale, ${seller.completedSales} sold. ${rated}.`,
        url,
        image: seller.image
          ? // Absolute already when it is a sign-in provider's picture.
            { url: new URL(seller.image, publicUrl).href, alt: `${seller.name}'s photo` }
          : brandCardImage(publicUrl, 'en'),
      };
    }
  } catch (error) {
    if (statusOf(error) === 410) return 'gone';
    if (statusOf(error) === 404) return null;
    throw error;
  }
  return null;
}
