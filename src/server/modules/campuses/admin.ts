import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AdminCampus, CampusInput, CampusPatch } from '../../../shared/schemas/campuses';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { user } from '../../db/schema/auth';
import { campus } from '../../db/schema/campus';
import { book } from '../../db/schema/catalog';
import { meetupSpot } from '../../db/schema/site';
import { appError } from '../../errors';
import { onSale } from '../books/queries';
import { campusColumns } from './service';

/**
 * Every campus the admins keep (or the one `only` names), retired and merged ones too, with who
 * and what is there: the people and the books for sale counted in one pass each, by campus.
 */
export async function listAdminCampuses(db: Database, only?: string): Promise<AdminCampus[]> {
  const people = db
    .select({ campusId: user.campusId, count: sql<number>`count(*)::int`.as('people') })
    .from(user)
    .where(isNull(user.deletedAt))
    .groupBy(user.campusId)
    .as('people_at');
  const forSale = db
    .select({ campusId: book.campusId, count: sql<number>`count(*)::int`.as('books') })
    .from(book)
    .where(onSale())
    .groupBy(book.campusId)
    .as('books_at');
  const rows = await db
    .select({
      ...campusColumns,
      domains: campus.domains,
      retiredAt: campus.retiredAt,
      mergedInto: campus.mergedInto,
      people: sql<number>`coalesce(${people.count}, 0)`,
      books: sql<number>`coalesce(${forSale.count}, 0)`,
    })
    .from(campus)
    .leftJoin(people, eq(people.campusId, campus.id))
    .leftJoin(forSale, eq(forSale.campusId, campus.id))
    .where(only === undefined ? undefined : eq(campus.id, only))
    .orderBy(asc(campus.name));
  return rows.map(({ retiredAt, ...row }) => ({ ...row, retired: retiredAt !== null }));
}

const one = async (db: Database, id: string) => (await listAdminCampuses(db, id))[0]!;

/** A campus an admin adds: offered at once. */
export async function addCampus(db: Database, input: CampusInput): Promise<AdminCampus> {
  try {
    await db.insert(campus).values({ ...input, domains: [...new Set(input.domains)] });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('CAMPUS_EXISTS');
    throw error;
  }
  return one(db, input.id);
}

/** Renames, re-homes or retires a campus (a retired one is offered no longer; its people keep it). */
export async function updateCampus(
  db: Database,
  id: string,
  { retired, domains, ...names }: CampusPatch,
): Promise<AdminCampus> {
  try {
    const changed = await db
      .update(campus)
      .set({
        ...names,
        ...(domains ? { domains: [...new Set(domains)] } : {}),
        ...(retired === undefined ? {} : { retiredAt: retired ? new Date() : null }),
        updatedAt: new Date(),
      })
      .where(and(eq(campus.id, id), isNull(campus.mergedInto)))
      .returning({ id: campus.id });
    if (changed.length === 0) throw appError('CAMPUS_NOT_FOUND');
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('CAMPUS_EXISTS');
    throw error;
  }
  return one(db, id);
}

/**
 * One campus folded into another (two rows for one university): its people, its books and its
 * meet-up places move there (a place of the same name is there already), its domains join the
 * other's, and it is retired, naming where it went. One transaction: all of it, or none.
 */
export async function mergeCampus(db: Database, id: string, into: string): Promise<AdminCampus> {
  if (id === into) throw appError('CAMPUS_MERGE_SELF');
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: campus.id, domains: campus.domains })
      .from(campus)
      .where(and(sql`${campus.id} in (${id}, ${into})`, isNull(campus.mergedInto)))
      .for('update');
    const from = rows.find((row) => row.id === id);
    const target = rows.find((row) => row.id === into);
    if (!from || !target) throw appError('CAMPUS_NOT_FOUND');
    await tx.update(user).set({ campusId: into }).where(eq(user.campusId, id));
    await tx.update(book).set({ campusId: into }).where(eq(book.campusId, id));
    await tx.execute(sql`
      delete from ${meetupSpot} s where s.campus_id = ${id}
        and exists (select 1 from ${meetupSpot} t where t.campus_id = ${into} and t.name = s.name)`);
    await tx.update(meetupSpot).set({ campusId: into }).where(eq(meetupSpot.campusId, id));
    await tx
      .update(campus)
      .set({ domains: [...new Set([...target.domains, ...from.domains])], updatedAt: new Date() })
      .where(eq(campus.id, into));
    await tx
      .update(campus)
      .set({ domains: [], mergedInto: into, retiredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(campus.id, id), ne(campus.id, into)));
  });
  return one(db, id);
}
