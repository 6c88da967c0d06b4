import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeforeMigration, databaseBefore } from './before-migration';

/**
 * Migration 0034 (decision 0279) on a database that already holds a project's money: project_money is filled
 * from the records, to the cent, and the triggers keep it from then on.
 */

const TAG = '0034_project_money';

type Rows<T> = { rows: T[] };

describe('migration 0034: project money', () => {
  let before: BeforeMigration;

  beforeAll(async () => {
    before = await databaseBefore(TAG);
  }, 120_000);

  afterAll(() => before?.remove());

  it('fills each project money from the records already there, and keeps it after', async () => {
    const database = await before.open();
    try {
      const { db } = database;
      const all = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows<T>).rows;
      const one = async <T>(query: ReturnType<typeof sql>) => (await all<T>(query))[0] as T;
      const { id: c } = await one<{ id: number }>(
        sql`insert into companies (name, email) values ('Old Co', 'old@example.com') returning id`,
      );
      const { id: p } = await one<{ id: number }>(
        sql`insert into projects (company_id, name) values (${c}, 'Kitchen') returning id`,
      );
      const { id: bare } = await one<{ id: number }>(
        sql`insert into projects (company_id, name) values (${c}, 'Nothing yet') returning id`,
      );
      await db.execute(sql`insert into estimates (company_id, project_id, status, title, client_info, company_info,
          snapshot)
        values (${c}, ${p}, 'approved', 'Estimate', '{}', '{}', '{"total": "10000.005"}')`);
      await db.execute(sql`insert into change_orders (company_id, project_id, number, title, reason, status, total)
        values (${c}, ${p}, 1, 'More tile', 'client_request', 'approved', 500.10),
          (${c}, ${p}, 2, 'Less trim', 'client_request', 'approved', -100),
          (${c}, ${p}, 3, 'Maybe', 'client_request', 'pending', 999)`);
      const { id: inv } = await one<{ id: number }>(sql`insert into invoices
          (company_id, project_id, invoice_number, amount, status, issue_date)
        values (${c}, ${p}, 'I1', 4000, 'sent', '2026-10-01') returning id`);
      await db.execute(sql`insert into invoices (company_id, project_id, invoice_number, amount, status)
        values (${c}, ${p}, 'I2', 7, 'draft'), (${c}, ${p}, 'I3', 8, 'cancelled')`);
      await db.execute(sql`insert into payments (company_id, invoice_id, project_id, amount, date, method)
        values (${c}, ${inv}, ${p}, 1500.25, '2026-10-05', 'check')`);
      await db.execute(sql`insert into expenses (company_id, project_id, description, amount, date)
        values (${c}, ${p}, 'Tile', 300.30, '2026-10-02')`);
      await db.execute(sql`insert into vendor_bills (company_id, project_id, vendor_name, number, bill_date, total)
        values (${c}, ${p}, 'Supply', 'B1', '2026-10-03', 200.20)`);

      await database.migrate();

      const money = () =>
        all<Record<string, unknown>>(sql`select project_id, estimate_total::text, change_orders::text,
          billed::text, collected::text, cost::text from project_money where company_id = ${c} order by project_id`);
      expect(await money()).toEqual([
        {
          project_id: p,
          estimate_total: '10000.005',
          change_orders: '400.10',
          billed: '4000.00',
          collected: '1500.25',
          cost: '500.50',
        },
      ]);

      // From now on the triggers: the draft is sent, the pending change order approved, the bill moved to the
      // other project.
      await db.execute(
        sql`update invoices set status = 'sent' where invoice_number = 'I2' and company_id = ${c}`,
      );
      await db.execute(
        sql`update change_orders set status = 'approved' where number = 3 and project_id = ${p}`,
      );
      await db.execute(
        sql`update vendor_bills set project_id = ${bare} where number = 'B1' and company_id = ${c}`,
      );
      expect(await money()).toEqual([
        {
          project_id: p,
          estimate_total: '10000.005',
          change_orders: '1399.10',
          billed: '4007.00',
          collected: '1500.25',
          cost: '300.30',
        },
        {
          project_id: bare,
          estimate_total: null,
          change_orders: '0.00',
          billed: '0.00',
          collected: '0.00',
          cost: '200.20',
        },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('migration 0035: project sums', () => {
  let before: BeforeMigration;

  beforeAll(async () => {
    before = await databaseBefore('0035_project_sums');
  }, 120_000);

  afterAll(() => before?.remove());

  it("copies each project's forecast and fills the company's stripes, and keeps them after", async () => {
    const database = await before.open();
    try {
      const { db } = database;
      const all = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows<T>).rows;
      const one = async <T>(query: ReturnType<typeof sql>) => (await all<T>(query))[0] as T;
      const { id: c } = await one<{ id: number }>(
        sql`insert into companies (name, email) values ('Old Co', 'old@example.com') returning id`,
      );
      const { id: p } = await one<{ id: number }>(
        sql`insert into projects (company_id, name) values (${c}, 'Kitchen') returning id`,
      );
      // A budget line of 4,000, an approved estimate of 10,000, 3,000 billed, 1,000 spent on no line (which is
      // forecast as well: 5,000).
      await db.execute(sql`insert into budget_items (company_id, project_id, type, name, quantity, unit_cost)
        values (${c}, ${p}, 'product', 'Cabinets', 2, 2000)`);
      await db.execute(sql`insert into estimates (company_id, project_id, status, title, client_info, company_info,
          snapshot)
        values (${c}, ${p}, 'approved', 'Estimate', '{}', '{}', '{"total": "10000"}')`);
      await db.execute(sql`insert into invoices (company_id, project_id, invoice_number, amount, status, issue_date)
        values (${c}, ${p}, 'I1', 3000, 'sent', '2026-10-01')`);
      await db.execute(sql`insert into expenses (company_id, project_id, description, amount, date)
        values (${c}, ${p}, 'Tile', 1000, '2026-10-02')`);

      await database.migrate();

      const sums = () =>
        one<
          Record<string, unknown>
        >(sql`select sum(profit_rows)::int as rows, sum(contract)::text as contract,
          sum(profit)::text as profit, sum(wip_rows)::int as "wipRows", sum(wip_earned)::text as earned,
          sum(wip_over)::text as over, (select forecast::text from project_money where project_id = ${p}) as forecast
          from company_project_sums where company_id = ${c}`);
      // Earned = 10,000 × 1,000 ÷ 5,000 = 2,000; billed 3,000: 1,000 over-billed.
      expect(await sums()).toEqual({
        rows: 1,
        contract: '10000.00',
        profit: '5000.00',
        wipRows: 1,
        earned: '2000.00',
        over: '1000.00',
        forecast: '5000.00',
      });
      // From now on the triggers: the budget line doubles (forecast 9,000): earned 1,111.11, 1,888.89 over-billed.
      await db.execute(sql`update budget_items set quantity = 4 where project_id = ${p}`);
      expect(await sums()).toEqual({
        rows: 1,
        contract: '10000.00',
        profit: '1000.00',
        wipRows: 1,
        earned: '1111.11',
        over: '1888.89',
        forecast: '9000.00',
      });
    } finally {
      await database.close();
    }
  }, 120_000);
});
