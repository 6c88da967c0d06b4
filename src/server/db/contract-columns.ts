import { getTableColumns, type Table } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/**
 * Columns named by a contract (decision 0251): a field a table stores as the person sent it, and a field an
 * answer reads straight from its column, need no line of their own in a service. A new plain field of a record is
 * declared in its contract and its table, and is written and read without further edits.
 */

/**
 * What a service never writes as sent: the row's id and times, and every reference (`companyId`, `projectId`,
 * `assignedTo`...), which the service checks within the company before it stores it. A reference is a column
 * with a foreign key, or one named `…Id`.
 */
type NeverAsSent = 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | `${string}Id`;

/** The type knows references only by name; a referencing column named otherwise is left out at run time too. */
type SentColumns<T extends Table, B, X extends PropertyKey> = {
  [K in keyof B as K extends Exclude<keyof T['$inferInsert'], NeverAsSent | X> ? K : never]: B[K];
};

const referencesOf = new WeakMap<Table, Set<string>>();

/** The keys of a table's columns that have a foreign key. */
function references(table: Table): Set<string> {
  let keys = referencesOf.get(table);
  if (!keys) {
    const columns = Object.entries(getTableColumns(table));
    const referencing = new Set(
      getTableConfig(table as PgTable).foreignKeys.flatMap((key) => key.reference().columns),
    );
    keys = new Set(columns.filter(([, column]) => referencing.has(column)).map(([key]) => key));
    referencesOf.set(table, keys);
  }
  return keys;
}

function neverAsSent(table: Table, key: string): boolean {
  return (
    ['id', 'createdAt', 'updatedAt', 'createdBy'].includes(key) ||
    key.endsWith('Id') ||
    references(table).has(key)
  );
}

/**
 * The fields of a request's body (the contract's output) that are columns of `table`, as they were sent, for an
 * insert or an update: a field not sent is left out (its column's default on insert, unchanged on update).
 * `except` names the fields the service stores its own way (a sum, a state); references are always excepted.
 */
export function sentColumns<T extends Table, B extends object, X extends keyof B = never>(
  table: T,
  body: B,
  except: readonly X[] = [],
): SentColumns<T, B, X> {
  const columns = getTableColumns(table);
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || !(key in columns) || neverAsSent(table, key)) continue;
    if ((except as readonly PropertyKey[]).includes(key)) continue;
    values[key] = value;
  }
  return values as SentColumns<T, B, X>;
}

type AnswerColumns<T extends Table, A extends z.ZodObject> = Pick<
  T['_']['columns'],
  Extract<keyof z.output<A>, keyof T['_']['columns']>
>;

/**
 * The columns of `table` that an answer names, for a select: an answer's field that is a column is read from it.
 * The fields an answer computes or joins (a name, a flag, the version) are added beside them.
 */
export function answerColumns<T extends Table, A extends z.ZodObject>(
  table: T,
  answer: A,
): AnswerColumns<T, A> {
  const columns = getTableColumns(table) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(answer.shape)) if (key in columns) picked[key] = columns[key];
  return picked as AnswerColumns<T, A>;
}
