/**
 * Where PostgreSQL's time goes, read over each measured step of the capacity benchmark:
 * - statement by statement, from pg_stat_statements. The module must be loaded when the server starts
 *   (shared_preload_libraries, see the README's benchmarks); without it there is nothing to read and the report
 *   says so. With pg_stat_statements.track_planning on, the planning time is counted too.
 * - the tables read whole: rows read by sequential scans (pg_stat_user_tables, always there). A large table read
 *   whole under load is a missing index, the kind of cost a statement's own time hides when a trigger pays it.
 */
import pg from 'pg';

export type StatementCost = {
  /** The statement's text, values replaced by $n, on one line. */
  query: string;
  calls: number;
  /** Total time running it, and planning it (0 unless track_planning is on), over the window, in ms. */
  execMs: number;
  planMs: number;
  rows: number;
};

/** A table read by sequential scans in the window. */
export type TableScans = { table: string; scans: number; rows: number };

export type StatementStats = {
  /** Starts a new window. */
  reset(): Promise<void>;
  /**
   * The `count` statements of this database that took the most time (running and planning) in the window, or
   * undefined when the server does not load pg_stat_statements.
   */
  top(count: number): Promise<StatementCost[] | undefined>;
  /** The `count` tables of which sequential scans read the most rows in the window. */
  tableScans(count: number): Promise<TableScans[]>;
  /**
   * Whether autovacuum runs. A server for tests may turn it off; then the tables the run fills keep the statistics
   * of when they were generated, and the rows its writes leave dead: the plans read more than a production
   * server's would (decision 0287).
   */
  autovacuum: boolean;
  close(): Promise<void>;
};

type ScanCounts = Map<string, { scans: number; rows: number }>;

/** Statistics of the database at `url`. */
export async function statementStats(url: string): Promise<StatementStats> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ loaded: boolean; autovacuum: string }>(
    `select 'pg_stat_statements' = any(string_to_array(current_setting('shared_preload_libraries'), ', ')) as loaded,
            current_setting('autovacuum') as autovacuum`,
  );
  const loaded = rows[0]?.loaded === true;
  if (loaded) await client.query('create extension if not exists pg_stat_statements');
  // The table counters are read at the start and subtracted, not reset: a reset would also clear what autovacuum
  // goes by.
  const scanCounts = async (): Promise<ScanCounts> => {
    // Counts reach the statistics when a backend's transaction ends, at most about once a second.
    const result = await client.query<{ relname: string; seq_scan: string; seq_tup_read: string }>(
      'select relname, seq_scan, seq_tup_read from pg_stat_user_tables',
    );
    return new Map(
      result.rows.map((r) => [r.relname, { scans: Number(r.seq_scan), rows: Number(r.seq_tup_read) }]),
    );
  };
  let atStart: ScanCounts = new Map();
  const reset = async () => {
    if (loaded) await client.query('select pg_stat_statements_reset()');
    atStart = await scanCounts();
  };
  return {
    reset,
    autovacuum: rows[0]?.autovacuum === 'on',
    async tableScans(count) {
      const now = await scanCounts();
      return [...now]
        .map(([table, n]) => ({
          table,
          scans: n.scans - (atStart.get(table)?.scans ?? 0),
          rows: n.rows - (atStart.get(table)?.rows ?? 0),
        }))
        .filter((t) => t.rows > 0)
        .sort((a, b) => b.rows - a.rows)
        .slice(0, count);
    },
    async top(count) {
      if (!loaded) return undefined;
      const result = await client.query<{
        query: string;
        calls: string;
        exec_ms: number;
        plan_ms: number;
        rows: string;
      }>(
        `select regexp_replace(query, '\\s+', ' ', 'g') as query, calls, total_exec_time as exec_ms,
                total_plan_time as plan_ms, rows
           from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
          order by total_exec_time + total_plan_time desc
          limit $1`,
        [count],
      );
      return result.rows.map((r) => ({
        query: r.query,
        calls: Number(r.calls),
        execMs: r.exec_ms,
        planMs: r.plan_ms,
        rows: Number(r.rows),
      }));
    },
    close: () => client.end(),
  };
}
