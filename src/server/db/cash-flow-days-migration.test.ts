import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeforeMigration, databaseBefore } from './before-migration';

/**
 * Migration 0032 (decision 0277) on a database that already holds expenses and bill payments: the day sums gain
 * the expenses alone and the bill payments, to the cent, and the triggers keep them from then on.
 */

const TAG = '0032_cash_flow_day_sums';

type Rows<T> = { rows: T[] };

describe('migration 0032: cash flow day sums', () => {
  let before: BeforeMigration;

  beforeAll(async () => {
    before = await databaseBefore(TAG);
  }, 120_000);

  afterAll(() => before?.remove());

  it('fills the expenses and bill payments of the existing days, and keeps them after', async () => {
    const database = await before.open();
    try {
      const { db } = database;
      const one = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows<T>).rows[0] as T;
      const { id: c } = await one<{ id: number }>(
        sql`insert into companies (name, email) values ('Old Co', 'old@example.com') returning id`,
      );
      await db.execute(sql`insert into expenses (company_id, description, amount, date)
        values (${c}, 'Nails', 4.44, '2026-11-02'), (${c}, 'Paint', 12.12, '2026-11-03'),
          (${c}, 'Fuel', 9.99, '2026-11-03')`);
      const { id: bill } = await one<{ id: number }>(sql`insert into vendor_bills
          (company_id, vendor_name, number, bill_date, total)
        values (${c}, 'Supply', 'B1', '2026-11-01', 260.01) returning id`);
      await db.execute(sql`insert into vendor_bill_payments (company_id, bill_id, amount, paid_on)
        values (${c}, ${bill}, 100.01, '2026-11-03'), (${c}, ${bill}, 60, '2026-11-09')`);

      await database.migrate();

      const days = async () =>
        (
          (await db.execute(sql`select day, spent::text, expenses::text, bills_paid::text as "billsPaid"
            from company_finance_days where company_id = ${c} order by day`)) as unknown as Rows<
            Record<string, unknown>
          >
        ).rows;
      // Spent keeps the bill on its bill date; the payments are on the days paid.
      expect(await days()).toEqual([
        { day: '2026-11-01', spent: '260.01', expenses: '0.00', billsPaid: '0.00' },
        { day: '2026-11-02', spent: '4.44', expenses: '4.44', billsPaid: '0.00' },
        { day: '2026-11-03', spent: '22.11', expenses: '22.11', billsPaid: '100.01' },
        { day: '2026-11-09', spent: '0.00', expenses: '0.00', billsPaid: '60.00' },
      ]);

      await db.execute(sql`update expenses set date = '2026-11-09' where description = 'Fuel'`);
      await db.execute(sql`delete from vendor_bill_payments where amount = 60`);
      expect(await days()).toEqual([
        { day: '2026-11-01', spent: '260.01', expenses: '0.00', billsPaid: '0.00' },
        { day: '2026-11-02', spent: '4.44', expenses: '4.44', billsPaid: '0.00' },
        { day: '2026-11-03', spent: '12.12', expenses: '12.12', billsPaid: '100.01' },
        { day: '2026-11-09', spent: '9.99', expenses: '9.99', billsPaid: '0.00' },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
