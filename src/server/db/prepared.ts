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
