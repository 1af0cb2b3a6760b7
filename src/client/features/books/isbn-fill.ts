import { toIsbn13 } from '../../../shared/book-details';

/**
 * The ISBN a book's barcode holds: an EAN-13 starting 978 or 979 with its check digit right.
 * Null for any other barcode (a shop's price label, the small add-on beside the ISBN).
 */
export const isbnOfBarcode = (raw: string): string | null =>
  /^\d{13}$/.test(raw.trim()) ? toIsbn13(raw.trim()) : null;

/**
 * What a look-up's title and author change in the form: only the fields the seller left empty.
 * `kept` says that the seller's own words stayed where the look-up had others.
 */
export function fillFromIsbn(
  typed: { name: string; author: string },
  found: { title: string; author: string | null },
): { name?: string; author?: string; kept: boolean } {
  const differs = (own: string, theirs: string) =>
    own.trim().toLowerCase() !== theirs.toLowerCase();
  const name = typed.name.trim() ? undefined : found.title;
  const author = found.author && !typed.author.trim() ? found.author : undefined;
  const kept =
    (typed.name.trim() !== '' && differs(typed.name, found.title)) ||
    (found.author !== null && typed.author.trim() !== '' && differs(typed.author, found.author));
  return { ...(name && { name }), ...(author && { author }), kept };
}
