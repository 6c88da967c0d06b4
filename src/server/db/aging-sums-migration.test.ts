import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeforeMigration, databaseBefore } from './before-migration';

/**
 * Migration 0033 (decision 0278) on a database that already holds invoices and bills: the agings' kept sums are
 * filled from the open ones, to the cent, and the triggers keep them from then on.
 */

const TAG = '0033_aging_sums';

type Rows<T> = { rows: T[] };

describe('migration 0033: aging sums', () => {
  let before: BeforeMigration;

  beforeAll(async () => {
    before = await databaseBefore(TAG);
  }, 120_000);

  afterAll(() => before?.remove());

  it('fills the sums of the open invoices and bills already there, and keeps them after', async () => {
    const database = await before.open();
    try {
      const { db } = database;
      const all = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as Rows<T>).rows;
      const one = async <T>(query: ReturnType<typeof sql>) => (await all<T>(query))[0] as T;
      const { id: c } = await one<{ id: number }>(
        sql`insert into companies (name, email) values ('Old Co', 'old@example.com') returning id`,
      );
      const { id: ann } = await one<{
        id: number;
      }>(sql`insert into customers (company_id, first_name, last_name)
        values (${c}, 'Ann', 'Lee') returning id`);
      // Open: a part-paid invoice and one without a due date or customer. Not: paid, draft, cancelled.
      await db.execute(sql`insert into invoices
          (company_id, customer_id, invoice_number, amount, amount_paid, status, issue_date, due_date)
        values (${c}, ${ann}, 'I1', 100.10, 40.05, 'sent', '2026-10-01', '2026-10-31'),
          (${c}, null, 'I2', 20.02, 0, 'overdue', '2026-10-02', null),
          (${c}, ${ann}, 'I3', 50, 50, 'paid', '2026-10-03', '2026-10-31'),
          (${c}, ${ann}, 'I4', 70, 0, 'draft', '2026-10-04', '2026-10-31'),
          (${c}, ${ann}, 'I5', 80, 0, 'cancelled', '2026-10-05', '2026-10-31')`);
      await db.execute(sql`insert into vendor_bills
          (company_id, vendor_name, number, bill_date, due_date, total, amount_paid)
        values (${c}, 'Supply', 'B1', '2026-11-01', '2026-12-01', 260.01, 100.01),
          (${c}, 'Supply', 'B2', '2026-11-02', null, 10, 0),
          (${c}, 'Tile', 'B3', '2026-11-03', '2026-12-01', 30, 30)`);

      await database.migrate();

      const kept = () =>
        all<Record<string, unknown>>(sql`
          select 'customer' as kind, customer_id::text as key, name, open_count as n, balance::text
          from receivable_customers where company_id = ${c}
          union all
          select 'customer due', customer_id || ' ' || due_on, null, open_count, balance::text
          from receivable_customer_dues where company_id = ${c}
          union all
          select 'invoices due', due_on::text, null, open_count, balance::text from receivable_due_days
          where company_id = ${c}
          union all
          select 'vendor due', vendor_name || ' ' || due_on, null, open_count, balance::text from payable_vendor_dues
          where company_id = ${c}
          union all
          select 'vendor', vendor_name, vendor_name, open_count, balance::text from payable_vendors
          where company_id = ${c}
          union all
          select 'bills due', due_on::text, null, open_count, balance::text from payable_due_days
          where company_id = ${c}
          order by 1, 2`);
      expect(await kept()).toEqual([
        { kind: 'bills due', key: '2026-12-01', name: null, n: 1, balance: '160.00' },
        { kind: 'bills due', key: 'infinity', name: null, n: 1, balance: '10.00' },
        { kind: 'customer', key: '0', name: null, n: 1, balance: '20.02' },
        { kind: 'customer', key: String(ann), name: 'Ann Lee', n: 1, balance: '60.05' },
        { kind: 'customer due', key: '0 infinity', name: null, n: 1, balance: '20.02' },
        { kind: 'customer due', key: `${ann} 2026-10-31`, name: null, n: 1, balance: '60.05' },
        { kind: 'invoices due', key: '2026-10-31', name: null, n: 1, balance: '60.05' },
        { kind: 'invoices due', key: 'infinity', name: null, n: 1, balance: '20.02' },
        { kind: 'vendor', key: 'Supply', name: 'Supply', n: 2, balance: '170.00' },
        { kind: 'vendor due', key: 'Supply 2026-12-01', name: null, n: 1, balance: '160.00' },
        { kind: 'vendor due', key: 'Supply infinity', name: null, n: 1, balance: '10.00' },
      ]);

      // From now on the triggers: the draft is sent, Ann is renamed, the part-paid invoice is paid in full, a
      // bill is paid in full.
      await db.execute(
        sql`update invoices set status = 'sent' where invoice_number = 'I4' and company_id = ${c}`,
      );
      await db.execute(sql`update customers set first_name = 'Anna' where id = ${ann}`);
      await db.execute(
        sql`update invoices set amount_paid = amount where invoice_number = 'I1' and company_id = ${c}`,
      );
      await db.execute(
        sql`update vendor_bills set amount_paid = total where number = 'B2' and company_id = ${c}`,
      );
      expect(await kept()).toEqual([
        { kind: 'bills due', key: '2026-12-01', name: null, n: 1, balance: '160.00' },
        { kind: 'customer', key: '0', name: null, n: 1, balance: '20.02' },
        { kind: 'customer', key: String(ann), name: 'Anna Lee', n: 1, balance: '70.00' },
        { kind: 'customer due', key: '0 infinity', name: null, n: 1, balance: '20.02' },
        { kind: 'customer due', key: `${ann} 2026-10-31`, name: null, n: 1, balance: '70.00' },
        { kind: 'invoices due', key: '2026-10-31', name: null, n: 1, balance: '70.00' },
        { kind: 'invoices due', key: 'infinity', name: null, n: 1, balance: '20.02' },
        { kind: 'vendor', key: 'Supply', name: 'Supply', n: 1, balance: '160.00' },
        { kind: 'vendor due', key: 'Supply 2026-12-01', name: null, n: 1, balance: '160.00' },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
