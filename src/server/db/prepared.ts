import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A statement of a hot path, built once per database and prepared under `name`: PostgreSQL parses
 * and plans it once per connection instead of on every call (PGlite runs it as it is). Its values
 * are `sql.placeholder`s, passed to `execute`.
 */
export function prepared<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}

type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
};

/**
 * A statement written in SQL (a data-changing CTE the query builder cannot express), prepared
 * under `name` like the builder's own; its values are `sql.placeholder`s. Answers its rows.
 */
export function preparedSql<Row>(name: string, query: SQL) {
  const statement = prepared((db) => {
    // drizzle's own path for `db.execute`, with a statement name added.
    const { dialect, session } = db as unknown as DrizzleInternals;
    return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  });
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await statement(db).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
