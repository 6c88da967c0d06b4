import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { baseDatabase } from './acting-database';
import type { DbOrTx } from './types';

/** A decoder of one column of an answer row, as drizzle holds it. */
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
/** What drizzle's prepared query keeps of its select (node-postgres and PGlite alike). */
type SelectedField = { path: string[]; field: unknown };
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/**
 * Drizzle turns each row (an array) into the selected object by working out, for every column of every row,
 * what kind of field it is (several `instanceof` and prototype-chain walks) and where it goes: on a page of 50
 * projects that is about a tenth of the request's CPU. For a prepared query the fields never change, so this
 * works it out once and keeps a plain loop. It does what drizzle's `mapResultRow` does, step for step: nested
 * paths, decoders, and a left-joined table whose columns are all null answered as null.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const columns = fields.map(({ path, field }) => {
    // `decoder` is internal to drizzle's SQL; these are the four cases mapResultRow tells apart.
    type Decoded = { decoder: Decoder };
    let decoder: Decoder;
    if (is(field, Column)) decoder = field;
    else if (is(field, SQL)) decoder = (field as unknown as Decoded).decoder;
    else if (is(field, Subquery)) decoder = (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
    else decoder = (field as { sql: Decoded }).sql.decoder;
    const table =
      joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined;
    return { path, last: path.length - 1, key: path[path.length - 1]!, decoder, table };
  });
  return (row) => {
    const result: Record<string, unknown> = {};
    let nullify: Record<string, string | false> | undefined;
    for (let i = 0; i < columns.length; i++) {
      const { path, last, key, decoder, table } = columns[i]!;
      let node = result;
      for (let k = 0; k < last; k++) {
        const chunk = path[k]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[key] = value;
      if (table !== undefined) {
        nullify ??= {};
        const object = path[0]!;
        if (!(object in nullify)) nullify[object] = value === null ? table : false;
        else if (typeof nullify[object] === 'string' && nullify[object] !== table) nullify[object] = false;
      }
    }
    if (nullify) {
      for (const [object, table] of Object.entries(nullify)) {
        if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
      }
    }
    return result;
  };
}

/** Gives a prepared select the row mapper compiled for its fields (a query with its own mapper keeps it). */
function withCompiledRows<T>(query: T): T {
  const q = query as T & PreparedSelect;
  if (q && typeof q === 'object' && Array.isArray(q.fields) && q.customResultMapper === undefined) {
    const map = compileRowMapper(q.fields, q.joinsNotNullableMap);
    q.customResultMapper = (rows) => rows.map(map);
  }
  return query;
}

/**
 * A query built once per database and run many times. Drizzle builds the SQL text of a query each time it runs
 * it, which on the hot routes cost a quarter of their CPU; a prepared query keeps the text (and, on PostgreSQL,
 * a named server-side statement per connection) and only binds its placeholders, and maps its rows with a
 * mapper compiled once (compileRowMapper). Inside a transaction the query is built on the transaction (once
 * per transaction), so it runs on the transaction's connection.
 */
export function preparedOnce<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    // A request's database (acting-database.ts) uses the queries built on the app's database it stands for.
    const base = baseDatabase(db);
    let query = built.get(base);
    if (query === undefined) {
      query = withCompiledRows(build(base));
      built.set(base, query);
    }
    return query;
  };
}

/**
 * A statement written in SQL (what `db.execute` runs), built and prepared once like a select: its values are
 * placeholders (`sql.placeholder`) given to `execute`, and it answers the driver's result, `rows` included.
 */
export function preparedSql(name: string, query: SQL) {
  return preparedOnce((db) => {
    const { dialect } = db as unknown as { dialect: PgDialect };
    const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
    return {
      execute: (values: Record<string, unknown>) =>
        prepared.execute(values) as Promise<{ rows: Record<string, unknown>[] }>,
    };
  });
}
