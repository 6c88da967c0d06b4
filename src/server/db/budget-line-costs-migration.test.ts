import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeforeMigration, databaseBefore } from './before-migration';

/**
 * Migration 0031 (decision 0275) on a database that already holds orders, bills and expenses: the kept sums are
 * filled from what 0025's view answered, so every reader gives the figures it gave before, to the cent.
 */

const TAG = '0031_budget_line_cost_sums';

type Rows<T> = { rows: T[] };
const costs = sql`select budget_item_id as id, expenses::text, bills::text, actual_cost::text as actual,
  committed_cost::text as committed from budget_line_costs order by budget_item_id`;

describe('migration 0031: budget line cost sums', () => {
  let before: BeforeMigration;

  beforeAll(async () => {
    before = await databaseBefore(TAG);
  }, 120_000);

  afterAll(() => before?.remove());

  it('fills the sums from the existing rows, and the view answers what it answered before', async () => {
    const database = await before.open();
    try {
      const { db } = database;
      const one = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows<T>).rows[0] as T;
      const { id: c } = await one<{ id: number }>(
        sql`insert into companies (name, email) values ('Old Co', 'old@example.com') returning id`,
      );
      const { id: p } = await one<{ id: number }>(
        sql`insert into projects (company_id, name) values (${c}, 'Deck') returning id`,
      );
      const items = (
        (await db.execute(sql`insert into budget_items (company_id, project_id, type, name, unit_cost)
          values (${c}, ${p}, 'product', 'Lumber', 500), (${c}, ${p}, 'product', 'Rails', 80),
            (${c}, ${p}, 'product', 'Paint', 40)
          returning id`)) as unknown as Rows<{ id: number }>
      ).rows.map((r) => r.id);
      const [lumber, rails, paint] = items as [number, number, number];
      const { id: order } = await one<{ id: number }>(sql`insert into purchase_orders
          (company_id, project_id, vendor_name, number, issue_date, status, total)
        values (${c}, ${p}, 'Supply', 1, '2026-11-01', 'partially_billed', 0) returning id`);
      await db.execute(sql`insert into purchase_order_lines
          (company_id, purchase_order_id, position, description, quantity, unit_cost, budget_item_id)
        values (${c}, ${order}, 0, 'Boards', 3, 33.33, ${lumber}), (${c}, ${order}, 1, 'Rails', 2, 100, ${rails})`);
      const { id: bill } = await one<{ id: number }>(sql`insert into vendor_bills
          (company_id, project_id, vendor_name, number, bill_date, purchase_order_id, total)
        values (${c}, ${p}, 'Supply', 'B1', '2026-11-05', ${order}, 260.01) returning id`);
      await db.execute(sql`insert into vendor_bill_lines (company_id, bill_id, position, budget_item_id, amount)
        values (${c}, ${bill}, 0, ${lumber}, 10.01), (${c}, ${bill}, 1, ${rails}, 250)`);
      await db.execute(sql`insert into expenses (company_id, project_id, budget_item_id, description, amount, date)
        values (${c}, ${p}, ${lumber}, 'Nails', 4.44, '2026-11-02'), (${c}, ${p}, ${paint}, 'Paint', 12.12, '2026-11-03'),
          (${c}, ${p}, null, 'Fuel', 9.99, '2026-11-03')`);
      const before = ((await db.execute(costs)) as unknown as Rows<Record<string, unknown>>).rows;
      expect(before).toContainEqual({
        id: lumber,
        expenses: '4.44',
        bills: '10.01',
        actual: '14.45',
        committed: '89.98',
      });
      // Billed past the order on Rails: that part is floored at zero.
      expect(before).toContainEqual({
        id: rails,
        expenses: '0.00',
        bills: '250.00',
        actual: '250.00',
        committed: '0.00',
      });

      await database.migrate();

      expect(((await db.execute(costs)) as unknown as Rows<Record<string, unknown>>).rows).toEqual(before);
      const kept = (await db.execute(sql`select budget_item_id as id, project_id as "projectId",
          budgeted::text, expenses::text, bills::text, committed::text
        from budget_line_cost_sums order by budget_item_id`)) as unknown as Rows<Record<string, unknown>>;
      // quantity 1 × unit cost: Lumber 500, Rails 80, Paint 40.
      expect(kept.rows).toEqual([
        {
          id: lumber,
          projectId: p,
          budgeted: '500.00',
          expenses: '4.44',
          bills: '10.01',
          committed: '89.98',
        },
        { id: rails, projectId: p, budgeted: '80.00', expenses: '0.00', bills: '250.00', committed: '0.00' },
        { id: paint, projectId: p, budgeted: '40.00', expenses: '12.12', bills: '0.00', committed: '0.00' },
      ]);
      // Actual 14.45 + 250 + 12.12 on lines and the 9.99 on none; forecast max(500, 104.43) + max(80, 250) +
      // max(40, 12.12) + 9.99.
      const totals = (await db.execute(sql`select project_id as "projectId", actual::text, forecast::text
        from project_cost_totals`)) as unknown as Rows<Record<string, unknown>>;
      expect(totals.rows).toEqual([{ projectId: p, actual: '286.56', forecast: '799.99' }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
