import { z } from 'zod';
import { CATEGORIES } from '../../../shared/constants';
import { formatTaka } from '../../../shared/money';
import type { ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getBook } from '../books/service';
import { sellerProfile } from '../reviews/service';

/**
 * What a link to one of our pages shows when it is pasted into Facebook, Messenger or WhatsApp:
 * their crawlers read Open Graph tags from the HTML and run no JavaScript. Only what any visitor
 * may see goes in (never a phone number).
 */
export type ShareCard = { title: string; description: string; url: string; image?: string };

const clip = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tags, escaped, for the page's <head>. */
export function shareTags(card: ShareCard): string {
  const tags: [string, string][] = [
    ['og:site_name', 'Boipoka'],
    ['og:type', 'website'],
    ['og:title', card.title],
    ['og:description', card.description],
    ['og:url', card.url],
    ...(card.image ? ([['og:image', card.image]] as [string, string][]) : []),
    ['twitter:card', card.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', card.title],
    ['twitter:description', card.description],
    ...(card.image ? ([['twitter:image', card.image]] as [string, string][]) : []),
  ];
  return tags
    .map(([key, value]) => {
      const attribute = key.startsWith('og:') ? 'property' : 'name';
      return `<meta ${attribute}="${key}" content="${escape(value)}" />`;
    })
    .join('\n    ');
}

/** The page's HTML with its share tags just before </head>. */
export const withShareTags = (html: string, card: ShareCard) =>
  html.replace('</head>', `    ${shareTags(card)}\n  </head>`);

const isUuid = (id: string) => z.uuid().safeParse(id).success;

const notThere = (error: unknown) => error instanceof AppError && error.status === 404;

/** The share card of a book, a category or a seller page; null for any other address. */
export async function shareCardFor(
  { db, cache, publicUrl }: { db: Database; cache: ChangeCache; publicUrl: string },
  path: string,
): Promise<ShareCard | null> {
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
        image: `${publicUrl}${book.image}`,
      };
    }
    if (kind === 'category') {
      const category = CATEGORIES.find((c) => c.id === id);
      if (!category) return null;
      return {
        title: `Book List for ${category.name}`,
        description: `Second-hand ${category.name} books from students on campus, on Boipoka.`,
        url,
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
        ...(seller.image && { image: `${publicUrl}${seller.image}` }),
      };
    }
  } catch (error) {
    if (notThere(error)) return null;
    throw error;
  }
  return null;
}
