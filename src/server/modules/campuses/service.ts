import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Campus, CampusTag } from '../../../shared/schemas/campuses';
import { CATALOG, type ChangeCache } from '../../cache/changes';
import type { Database, Executor } from '../../db/client';
import { campus } from '../../db/schema/campus';
import { appError } from '../../errors';

/**
 * A book's campus as its card names it, read by the book's own row wherever a list of books is
 * selected (a subquery, as its photos are: worked out for the page's rows only).
 */
export const campusTagOf = (campusId: AnyPgColumn) =>
  sql<CampusTag | null>`(select json_build_object('id', "c"."id", 'short', "c"."short", 'shortBn', "c"."short_bn") from "campus" "c" where "c"."id" = ${campusId})`;

/** A campus's columns as everyone sees it (ZCampus). */
export const campusColumns = {
  id: campus.id,
  name: campus.name,
  nameBn: campus.nameBn,
  short: campus.short,
  shortBn: campus.shortBn,
  city: campus.city,
  cityBn: campus.cityBn,
};

/** A campus one may choose: neither retired nor merged into another. */
const open = and(isNull(campus.retiredAt), isNull(campus.mergedInto));

/**
 * The campuses one may choose, by name, kept until one changes (a trigger on campus tells the
 * catalogue's topic, migration 0022).
 */
export function listCampuses(db: Database, cache: ChangeCache): Promise<Campus[]> {
  return cache.remember(
    'campuses',
    () => db.select(campusColumns).from(campus).where(open).orderBy(asc(campus.name)),
    () => ({ topic: CATALOG }),
  );
}

/** The campus `id` names, if one may choose it; CAMPUS_UNKNOWN otherwise. */
export async function openCampus(db: Executor, id: string): Promise<string> {
  const [found] = await db
    .select({ id: campus.id })
    .from(campus)
    .where(and(eq(campus.id, id), open));
  if (!found) throw appError('CAMPUS_UNKNOWN');
  return found.id;
}
