import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Category } from '../../../shared/schemas/categories';
import type { Database } from '../../db/client';
import { book, category } from '../../db/schema/catalog';

/** Every category with how many books it has for sale, in the order the shop shows them. */
export async function listCategories(db: Database): Promise<Category[]> {
  return db
    .select({ id: category.id, name: category.name, availableBooks: count(book.id) })
    .from(category)
    .leftJoin(
      book,
      and(eq(book.categoryId, category.id), eq(book.status, 'available'), isNull(book.deletedAt)),
    )
    .groupBy(category.id)
    .orderBy(asc(category.position), asc(category.name));
}
