import { desc, sum } from 'drizzle-orm';
import { CATALOG, type ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { book, category } from '../../db/schema/catalog';
import { ADDRESSES_PER_SITEMAP, type BookAddresses } from '../../plugins/sitemap';
import { onSale } from '../books/queries';

const inCatalog = () => ({ topic: CATALOG });

/**
 * The books for sale as the sitemap lists them, newest first, `perFile` a file: the count is the
 * categories' own (kept by a trigger), a file one walk of the newest-books index.
 */
export const bookAddresses = (
  db: Database,
  cache: ChangeCache,
  perFile = ADDRESSES_PER_SITEMAP,
): BookAddresses => ({
  perFile,
  count: () =>
    cache.remember(
      'sitemap:books',
      async () => {
        const [row] = await db.select({ books: sum(category.availableBooks) }).from(category);
        return Number(row?.books ?? 0);
      },
      inCatalog,
    ),
  page: (index) =>
    cache.remember(
      `sitemap:books:${perFile}:${index}`,
      async () => {
        const rows = await db
          .select({ id: book.id })
          .from(book)
          .where(onSale())
          .orderBy(desc(book.createdAt), desc(book.id))
          .limit(perFile)
          .offset(index * perFile);
        return rows.map((row) => row.id);
      },
      inCatalog,
    ),
});
