/**
 * Where PostgreSQL's time goes, statement by statement, from pg_stat_statements: the capacity benchmark reads it
 * over each measured step. The module must be loaded when the server starts (shared_preload_libraries, see the
 * README's benchmarks); without it there is nothing to read and the report says so. With
 * pg_stat_statements.track_planning on, the planning time is counted too.
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

export type StatementStats = {
  /** Starts a new window. */
  reset(): Promise<void>;
  /** The `count` statements of this database that took the most time (running and planning) in the window. */
  top(count: number): Promise<StatementCost[]>;
  close(): Promise<void>;
};

/** Statistics of the database at `url`, or undefined when the server does not load pg_stat_statements. */
export async function statementStats(url: string): Promise<StatementStats | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ loaded: boolean }>(
    `select 'pg_stat_statements' = any(string_to_array(current_setting('shared_preload_libraries'), ', ')) as loaded`,
  );
  if (!rows[0]?.loaded) {
    await client.end();
    return undefined;
  }
  await client.query('create extension if not exists pg_stat_statements');
  const reset = async () => {
    await client.query('select pg_stat_statements_reset()');
  };
  return {
    reset,
    async top(count) {
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
