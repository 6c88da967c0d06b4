import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { openPrivateTestDatabase } from '../../test/test-db';
import { pageQuery, type Sort } from './projects.list';

/**
 * A prepared statement runs on a generic plan once PostgreSQL finds it no dearer than planning each call, and a
 * generic plan knows no company: it prices every company as an average one. An instance serves contractors of
 * very different sizes, so the projects list's page must read only its projects' budget lines on that plan, for
 * the largest company as for the others (decision 0286). Alone on company_id, the index was ANDed with the
 * project's for each row: every line of the company, read once per project of the page.
 */
let database: Database;
let bigCompanyId: number;
const PROJECTS = 2_000;
const LINES = 20;
const PAGE = 10;

beforeAll(async () => {
  // A database of its own: its statistics are this file's, one large contractor among eighty small ones.
  database = await openPrivateTestDatabase();
  const db = database.db;
  const company = async (name: string, projectCount: number, lines: number) => {
    const res = (await db.execute(
      sql`insert into companies (name, email) values (${name}, 'office@example.com') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const id = res.rows[0]!.id;
    await db.execute(sql`
      insert into projects (company_id, name) select ${id}, 'Project ' || n from generate_series(1, ${projectCount}) n`);
    await db.transaction(async (tx) => {
      // The lines' triggers (their audit rows, their kept cost sums) are not what this measures, and would make the
      // 40,000 inserts take a minute.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into budget_items (company_id, project_id, name, type, quantity, unit_price)
        select ${id}, p.id, 'Line ' || n, 'product', 1, 10
        from projects p cross join generate_series(1, ${lines}) n where p.company_id = ${id}`);
    });
    return id;
  };
  bigCompanyId = await company('Large Builders', PROJECTS, LINES);
  for (let i = 0; i < 80; i++) await company(`Small Builders ${i}`, 5, 4);
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

type PlanNode = {
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};

/** Rows read from budget_items and its indexes, over every loop of the plan. */
function budgetRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'budget_items' || node['Index Name']?.startsWith('budget_items')
      ? node['Actual Rows'] * node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + budgetRowsRead(child), 0);
}

/** The page statement's generic plan, run for the large company. */
async function genericPlan(sort: Sort): Promise<PlanNode> {
  const query = pageQuery(database.db, sort, false).toSQL();
  const values: Record<string, unknown> = { companyId: bigCompanyId, limit: PAGE, offset: 0 };
  const args = query.params.map((param) => values[(param as { name: string }).name]);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare generic_page as ${query.sql}`));
    try {
      const res = (await tx.execute(
        sql.raw(`explain (analyze, format json) execute generic_page(${args.map(Number).join(', ')})`),
      )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
      const json = res.rows[0]!['QUERY PLAN'];
      const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
      return parsed[0]!.Plan;
    } finally {
      await tx.execute(sql`deallocate generic_page`);
    }
  });
}

describe("the projects list's page on a generic plan", () => {
  it.each(['newest', 'name-asc'] as const)(
    "reads only its projects' budget lines for the largest company (%s)",
    async (sort) => {
      const read = budgetRowsRead(await genericPlan(sort));
      // Each line of the page's projects, read through an index and then from the table.
      expect(read).toBeGreaterThanOrEqual(PAGE * LINES);
      expect(read).toBeLessThanOrEqual(PAGE * LINES * 2);
    },
  );
});
