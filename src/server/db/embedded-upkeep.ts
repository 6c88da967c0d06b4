import { sql } from 'drizzle-orm';
import type { Db } from './types';

/**
 * The embedded database's upkeep: what PostgreSQL's autovacuum does for a server (decision 0288).
 *
 * PGlite runs PostgreSQL as a single session, without autovacuum's processes. Left alone, each table would keep
 * the statistics of the snapshot it was unpacked from, which are those of an empty table: as a contractor's
 * messages, tasks and lines grow, the planner would still read them whole. And the rows that updates and deletes
 * leave dead would stay in the tables and their indexes for good.
 *
 * So the server looks at the tables' counters every minute, as autovacuum does, and with autovacuum's default
 * rules:
 * - a table is analysed when the rows changed since its last analysis exceed 50 + 10 % of its rows;
 * - it is vacuumed (and analysed) when its dead rows exceed 50 + 20 % of its rows, or the rows inserted since
 *   its last vacuum exceed 1,000 + 20 % (which keeps its visibility map current for index-only scans).
 * One table at a time, each its own statement: the requests waiting for the one connection take their turns
 * between them.
 */
export const UPKEEP_EVERY_MS = 60_000;

type TableCounts = {
  /** Rows as of the last vacuum or analysis (-1: never). */
  rows: number;
  dead: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
};

/** What a table needs now: a vacuum (with its analysis), an analysis, or nothing. */
export function upkeepNeeded(t: TableCounts): 'vacuum' | 'analyze' | undefined {
  const rows = Math.max(0, t.rows);
  if (t.dead > 50 + 0.2 * rows || t.insertedSinceVacuum > 1_000 + 0.2 * rows) return 'vacuum';
  if (t.changedSinceAnalyze > 50 + 0.1 * rows) return 'analyze';
  return undefined;
}

/** One round: each table that needs it is vacuumed or analysed. Returns what was done (the tests read it). */
export async function upkeepOnce(db: Db): Promise<{ table: string; done: 'vacuum' | 'analyze' }[]> {
  const { rows } = (await db.execute(sql`
    select s.relname as name, c.reltuples as rows, s.n_dead_tup as dead,
      s.n_mod_since_analyze as "changedSinceAnalyze", s.n_ins_since_vacuum as "insertedSinceVacuum"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
    order by s.relname`)) as unknown as { rows: Record<'name' | keyof TableCounts, string | number>[] };
  const done: { table: string; done: 'vacuum' | 'analyze' }[] = [];
  for (const r of rows) {
    const needed = upkeepNeeded({
      rows: Number(r.rows),
      dead: Number(r.dead),
      changedSinceAnalyze: Number(r.changedSinceAnalyze),
      insertedSinceVacuum: Number(r.insertedSinceVacuum),
    });
    if (!needed) continue;
    // The name comes from the catalogue; quoted all the same.
    const table = sql.identifier(String(r.name));
    await db.execute(needed === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    done.push({ table: String(r.name), done: needed });
  }
  return done;
}

/**
 * Runs the upkeep every `everyMs` until stopped; a round that fails (the database going away, say) is reported and
 * the next one comes as planned. `stop` waits for a round under way.
 */
export function startEmbeddedUpkeep(
  db: Db,
  onError: (error: unknown) => void,
  everyMs = UPKEEP_EVERY_MS,
): { stop(): Promise<void> } {
  let round: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    round = round.then(() => (stopped ? undefined : upkeepOnce(db).catch(onError)));
  }, everyMs);
  // The upkeep never keeps the process alive by itself.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
