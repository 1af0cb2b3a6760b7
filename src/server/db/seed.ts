import { CATEGORIES } from '../../shared/constants';
import type { Database } from './client';
import { category } from './schema/catalog';

/** The spec's six categories; safe to run at every start. */
export async function seedCategories(db: Database): Promise<void> {
  await db
    .insert(category)
    .values(CATEGORIES.map((c, position) => ({ id: c.id, name: c.name, position })))
    .onConflictDoNothing();
}
