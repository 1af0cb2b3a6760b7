import { asc } from 'drizzle-orm';
import type { Category } from '../../../shared/schemas/categories';
import { CATALOG, type ChangeCache } from '../../cache/changes';
import type { Database } from '../../db/client';
import { category } from '../../db/schema/catalog';

/**
 * Every category with how many books it has for sale, in the order the shop shows them. The
 * counts are kept by a trigger in the transaction of each change (migration 0004), never counted
 * here, and the answer is kept until the catalog changes.
 */
export function listCategories(db: Database, cache: ChangeCache): Promise<Category[]> {
  return cache.remember(
    'categories',
    () =>
      db
        .select({ id: category.id, name: category.name, availableBooks: category.availableBooks })
        .from(category)
        .orderBy(asc(category.position), asc(category.name)),
    () => ({ topic: CATALOG }),
  );
}
