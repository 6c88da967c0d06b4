import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';

export const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A page of a report's rows: at most `limit` after `offset`; every row without them (the CSV file). */
export type RowPage = { limit?: number | undefined; offset?: number | undefined };

/**
 * Whether row number `n` (from 1, in the report's order) is on the page. Bigint: an offset up to 2^31-1 plus a
 * limit passes the int range.
 */
export const onPage = (page: RowPage): SQL => {
  const first = page.offset ?? 0;
  const last = page.limit === undefined ? null : first + page.limit;
  return sql`n > ${first}::bigint and (${last}::bigint is null or n <= ${last}::bigint)`;
};
