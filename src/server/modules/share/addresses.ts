import { createHash } from 'node:crypto';
import type { Locale } from '../../../shared/i18n/locales';
import { formatTaka } from '../../../shared/money';
import { translate } from '../../i18n';
import type { ShareImage } from '../../plugins/share-tags';

/*
 * Where the share cards are, made in one place. A card's address names everything drawn on it,
 * so it is cached for a year, and a book whose title, author, price or cover changes gets a new
 * address, which a link preview fetches afresh.
 */

/** The size Facebook, Messenger and WhatsApp show large (1.91:1). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Raised when the cards' design changes: every card is then drawn again, at a new address. */
const DESIGN = 1;

export const BRAND_CARD_PATH = `/share/boipoka-${DESIGN}.jpg`;

/** What a book's card shows, and so what its address depends on. */
export type CardBook = {
  id: string;
  name: string;
  author: string | null;
  /** Poisha. */
  price: number;
  /** Its photos' upload ids, the cover first. */
  photos: { id: string }[];
};

/** 16 characters that change whenever anything drawn on the book's card changes. */
export const bookCardKey = (book: CardBook) =>
  createHash('sha256')
    .update(
      JSON.stringify([DESIGN, book.name, book.author, book.price, book.photos[0]?.id ?? null]),
    )
    .digest('base64url')
    .slice(0, 16);

export const bookCardPath = (bookId: string, key: string) => `/share/book/${bookId}/${key}.jpg`;

const JPEG_CARD = { ...CARD_SIZE, type: 'image/jpeg' };

export const bookCardImage = (publicUrl: string, book: CardBook): ShareImage => ({
  url: publicUrl + bookCardPath(book.id, bookCardKey(book)),
  alt: `The cover of ${book.name}, for sale at ${formatTaka(book.price)} on Boipoka`,
  ...JPEG_CARD,
});

/** The site's own card, described in the page's language. */
export const brandCardImage = (publicUrl: string, locale: Locale): ShareImage => ({
  url: publicUrl + BRAND_CARD_PATH,
  alt: translate(locale, 'common.homeTitle'),
  ...JPEG_CARD,
});
