import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeforeMigration, databaseBefore } from './before-migration';

/**
 * Migration 0024 (decision 0267) on a database with invoices already paid: each becomes one payment of its whole
 * amount on the day it was paid, and the day sums are rebuilt from the payments and the balances.
 */

const TAG = '0024_payments_received';

type Rows<T> = { rows: T[] };

describe('migration 0024: payments received', () => {
  let before: BeforeMigration;

  beforeAll(async () => {
    before = await databaseBefore(TAG);
  }, 120_000);

  afterAll(() => before?.remove());

  it('makes each paid invoice one payment and rebuilds Collected, Outstanding and Revenue from them', async () => {
    const database = await before.open();
    try {
      const { db } = database;
      const [company] = (
        (await db.execute(
          sql`insert into companies (name, email) values ('Old Co', 'old@example.com') returning id`,
        )) as unknown as Rows<{ id: number }>
      ).rows;
      const id = company!.id;
      await db.execute(sql`insert into invoices (company_id, invoice_number, amount, status, is_paid, issue_date,
          paid_date, paid_at, created_at) values
        (${id}, 'A', 1250.10, 'paid', true, '2026-01-05', '2026-02-03', '2026-02-03T15:00:00Z', '2026-01-05T12:00:00Z'),
        (${id}, 'B', 99.99, 'paid', true, '2026-01-06', null, '2026-03-10T15:00:00Z', '2026-01-06T12:00:00Z'),
        (${id}, 'C', 400.00, 'sent', false, '2026-01-07', null, null, '2026-01-07T12:00:00Z')`);
      await database.migrate();

      const payments = (await db.execute(sql`select i.invoice_number as "number", p.amount::text as amount,
          p.date::text as date, p.method::text as method
        from payments p join invoices i on i.id = p.invoice_id where p.company_id = ${id} order by 1`)) as unknown as Rows<
        Record<string, string>
      >;
      expect(payments.rows).toEqual([
        { number: 'A', amount: '1250.10', date: '2026-02-03', method: 'other' },
        // Without a paid date, the day it was marked paid.
        { number: 'B', amount: '99.99', date: '2026-03-10', method: 'other' },
      ]);
      const invoices = (await db.execute(sql`select invoice_number as "number", amount_paid::text as paid
        from invoices where company_id = ${id} order by 1`)) as unknown as Rows<Record<string, string>>;
      expect(invoices.rows).toEqual([
        { number: 'A', paid: '1250.10' },
        { number: 'B', paid: '99.99' },
        { number: 'C', paid: '0.00' },
      ]);
      const days = (await db.execute(sql`select day::text as day, outstanding::text as outstanding,
          collected::text as collected from company_finance_days
        where company_id = ${id} and (outstanding <> 0 or collected <> 0) order by day`)) as unknown as Rows<
        Record<string, string>
      >;
      expect(days.rows).toEqual([
        { day: '2026-01-07', outstanding: '400.00', collected: '0.00' },
        { day: '2026-02-03', outstanding: '0.00', collected: '1250.10' },
        { day: '2026-03-10', outstanding: '0.00', collected: '99.99' },
      ]);
      const revenue = (await db.execute(sql`select day::text as day, amount::text as amount
        from company_paid_revenue_days where company_id = ${id} and amount <> 0 order by day`)) as unknown as Rows<
        Record<string, string>
      >;
      expect(revenue.rows).toEqual([
        { day: '2026-02-03', amount: '1250.10' },
        { day: '2026-03-10', amount: '99.99' },
      ]);
      // The migration's own change of form wrote nothing to the audit log.
      const audit = (await db.execute(
        sql`select count(*)::int as n from audit_log where entity_type = 'invoice' and action = 'update'`,
      )) as unknown as Rows<{ n: number }>;
      expect(audit.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
