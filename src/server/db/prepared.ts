import type { DbOrTx } from './types';

/**
 * A query built once per database and run many times. Drizzle builds the SQL text of a query each time it runs
 * it, which on the hot routes cost a quarter of their CPU; a prepared query keeps the text (and, on PostgreSQL,
 * a named server-side statement per connection) and only binds its placeholders. Inside a transaction the
 * query is built on the transaction (once per transaction), so it runs on the transaction's connection.
 */
export function preparedOnce<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
