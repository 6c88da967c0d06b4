import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './types';

/** What a request's transactions carry: its caller, and the version an edit was made on (If-Match). */
export type Acting = {
  /** Who acts, as the audit triggers read it (features/audit/audit-context.ts), asked when a transaction starts. */
  actor: () => object;
  /** The version the caller's edit was made on, or undefined when it named none. */
  ifMatch: string | undefined;
};

const BASE = Symbol('baseDatabase');
const IF_MATCH = Symbol('ifMatch');

type Marked = { [BASE]?: Db; [IF_MATCH]?: string };

/**
 * The database as one request's caller (decision 0296). It is the app's database in all but its transactions:
 * each first tells PostgreSQL who is acting (`buildline.actor`, local to the transaction, so it never reaches
 * another request on a pooled connection), and carries the version the edit was made on for
 * `assertCurrentVersion`. Passed explicitly, it costs nothing on requests that do not write. (An async context
 * would carry the same, but on Node 20 it puts a hook on every promise of every request: a quarter of a list's CPU.)
 */
export function actingDatabase(base: Db, acting: Acting): Db {
  const db = Object.create(base) as Db & Marked;
  db[BASE] = base;
  db[IF_MATCH] = acting.ifMatch;
  db.transaction = ((run, config) =>
    base.transaction(async (tx) => {
      await tx.execute(sql`select set_config('buildline.actor', ${JSON.stringify(acting.actor())}, true)`);
      (tx as typeof tx & Marked)[IF_MATCH] = acting.ifMatch;
      return run(tx);
    }, config)) as Db['transaction'];
  return db;
}

/** The app's database behind an acting one (itself otherwise): what queries prepared once are kept for. */
export function baseDatabase(db: DbOrTx): DbOrTx {
  return (db as Marked)[BASE] ?? db;
}

/** The version the edit in this transaction was made on: undefined outside a request or without If-Match. */
export function expectedVersion(db: DbOrTx): string | undefined {
  return (db as Marked)[IF_MATCH];
}
