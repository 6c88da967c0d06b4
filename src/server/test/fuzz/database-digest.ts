import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/**
 * Tables a refused request may write by design: a failed sign-in is counted (login_attempts, login_throttle)
 * and a session's last use is kept (sessions). Everything else must be untouched by a request answered 4xx.
 */
const WRITTEN_BY_REFUSALS = new Set(['login_attempts', 'login_throttle', 'sessions']);

let digestQuery: SQL | undefined;

async function buildDigestQuery(db: Db): Promise<SQL> {
  const tables = (await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const parts = tables.rows
    .filter(({ table_name }) => !WRITTEN_BY_REFUSALS.has(table_name))
    .map(
      ({ table_name }) =>
        // Every insert and update gives its row a new xmin and every delete lowers the count, so the pair
        // changes with any write; much cheaper than hashing the rows.
        sql`select ${table_name} as t, count(*) || '/' || coalesce(max(xmin::text::bigint), 0) as d
            from ${sql.identifier(table_name)}`,
    );
  return sql`select string_agg(t || ':' || d, ';' order by t) as digest from (${sql.join(parts, sql` union all `)}) s`;
}

/** One digest of every row of every table (but those above): equal before and after means nothing was written. */
export async function databaseDigest(db: Db): Promise<string> {
  digestQuery ??= await buildDigestQuery(db);
  const res = (await db.execute(digestQuery)) as unknown as { rows: { digest: string }[] };
  return res.rows[0]?.digest ?? '';
}

/**
 * The digest, read again only when something may have been written since the last read. Any write to a table
 * gives its transaction an id, and a read is given none, so while the next id to be given stands still no row has
 * changed and the last digest still holds. Most refused requests write nothing, and this keeps them from scanning
 * every table twice.
 */
export function watchDatabase(db: Db): { digest(): Promise<string> } {
  let mark: string | undefined;
  let last: string | undefined;
  return {
    async digest() {
      // The mark is read before the digest: a write between the two makes the next mark differ, never the reverse.
      const now = await nextTransactionId(db);
      if (last === undefined || now !== mark) {
        last = await databaseDigest(db);
        mark = now;
      }
      return last;
    },
  };
}

async function nextTransactionId(db: Db): Promise<string> {
  // pg_current_xact_id() would give this read an id of its own; the snapshot's xmax is the next to be given.
  const res = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  )) as unknown as {
    rows: { next: string }[];
  };
  return res.rows[0]?.next ?? '';
}
