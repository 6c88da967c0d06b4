import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPrivateTestDatabase } from '../test/test-db';
import { startEmbeddedUpkeep, upkeepNeeded, upkeepOnce } from './embedded-upkeep';
import type { Database } from './open';

describe("the upkeep's rules (autovacuum's defaults)", () => {
  const table = { rows: 10_000, dead: 0, changedSinceAnalyze: 0, insertedSinceVacuum: 0 };
  it('analyses a table once more than 50 + 10 % of its rows changed', () => {
    expect(upkeepNeeded({ ...table, changedSinceAnalyze: 1_050 })).toBeUndefined();
    expect(upkeepNeeded({ ...table, changedSinceAnalyze: 1_051 })).toBe('analyze');
  });
  it('vacuums a table once more than 50 + 20 % of its rows are dead, or 1,000 + 20 % were inserted', () => {
    expect(upkeepNeeded({ ...table, dead: 2_050 })).toBeUndefined();
    expect(upkeepNeeded({ ...table, dead: 2_051 })).toBe('vacuum');
    expect(upkeepNeeded({ ...table, insertedSinceVacuum: 3_000 })).toBeUndefined();
    expect(upkeepNeeded({ ...table, insertedSinceVacuum: 3_001 })).toBe('vacuum');
  });
  it('counts a table never analysed as empty', () => {
    expect(upkeepNeeded({ ...table, rows: -1, changedSinceAnalyze: 51 })).toBe('analyze');
  });
});

describe('the upkeep on a database', () => {
  let database: Database;
  beforeAll(async () => {
    // A database of its own: its counters are this file's. A PostgreSQL server's own autovacuum is kept off its
    // projects, or it could do the upkeep's work first.
    database = await openPrivateTestDatabase();
    await database.db.execute(sql`alter table projects set (autovacuum_enabled = false)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  const projectStats = async () => {
    const { rows } = (await database.db.execute(sql`
      select c.reltuples as rows, s.n_mod_since_analyze as changed, s.n_dead_tup as dead
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'projects'`)) as unknown as {
      rows: { rows: number | string; changed: number | string; dead: number | string }[];
    };
    return { rows: Number(rows[0]!.rows), changed: Number(rows[0]!.changed), dead: Number(rows[0]!.dead) };
  };
  /** The counters reach the statistics when a session has been idle for a moment (at most about a second). */
  const settled = async (check: (s: Awaited<ReturnType<typeof projectStats>>) => boolean) => {
    const until = Date.now() + 15_000;
    for (;;) {
      const s = await projectStats();
      if (check(s) || Date.now() > until) return s;
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it("brings a grown table's statistics up to date, and clears what its deletes left", async () => {
    const db = database.db;
    const company = (await db.execute(
      sql`insert into companies (name, email) values ('Upkeep Builders', 'office@example.com') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const companyId = company.rows[0]!.id;
    await db.execute(sql`
      insert into projects (company_id, name) select ${companyId}, 'Project ' || n from generate_series(1, 2000) n`);
    expect((await settled((s) => s.changed >= 2_000)).changed).toBeGreaterThanOrEqual(2_000);

    const first = await upkeepOnce(db);
    expect(first).toContainEqual({ table: 'projects', done: 'vacuum' });
    expect((await projectStats()).rows).toBe(2_000);
    // Nothing left to do for it until it changes again.
    expect(await upkeepOnce(db)).not.toContainEqual(expect.objectContaining({ table: 'projects' }));

    await db.execute(sql`delete from projects where company_id = ${companyId} and name like 'Project 1%'`);
    expect((await settled((s) => s.dead > 500)).dead).toBeGreaterThan(500);
    expect(await upkeepOnce(db)).toContainEqual({ table: 'projects', done: 'vacuum' });
    const after = await projectStats();
    expect(after.dead).toBe(0);
    expect(after.rows).toBe(2_000 - 1_111);
  }, 60_000);

  it('runs on its own every period until stopped', async () => {
    const db = database.db;
    await db.execute(sql`
      insert into projects (company_id, name)
      select (select min(id) from companies), 'Later ' || n from generate_series(1, 1500) n`);
    await settled((s) => s.changed >= 1_500);
    const errors: unknown[] = [];
    const upkeep = startEmbeddedUpkeep(db, (e) => errors.push(e), 100);
    const s = await settled((x) => x.rows === 889 + 1_500);
    await upkeep.stop();
    expect(s.rows).toBe(889 + 1_500);
    expect(errors).toEqual([]);
  }, 60_000);
});
