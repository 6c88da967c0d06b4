import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './open';
import { dumpMigratedDatabase } from './snapshot';

/**
 * Migration 0032 (decision 0277) on a database that already holds expenses and bill payments: the day sums gain
 * the expenses alone and the bill payments, to the cent, and the triggers keep them from then on.
 */

const TAG = '0032_cash_flow_day_sums';

/** A copy of the migrations folder whose journal stops before 0032. */
function migrationsBefore0032(dir: string): string {
  const folder = path.join(dir, 'migrations');
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(file, JSON.stringify(journal));
  return folder;
}

type Rows<T> = { rows: T[] };

describe('migration 0032: cash flow day sums', () => {
  let dir: string;
  let snapshot: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buildline-cash-days-'));
    snapshot = path.join(dir, 'before.tar.gz');
    fs.writeFileSync(snapshot, await dumpMigratedDatabase('gzip', migrationsBefore0032(dir)));
  }, 120_000);

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fills the expenses and bill payments of the existing days, and keeps them after', async () => {
    const database = await openDatabase({ dataDir: path.join(dir, 'data'), snapshot });
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
