import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';

/**
 * Builds company_finance_days again from the rows it sums, with the triggers' definitions (migrations 0011, 0024,
 * 0028, 0032): outstanding = each not cancelled invoice's balance due on its issue day (the day it was made without
 * one), collected = payments by date, spent = expenses by date and vendor bills by bill date, the expenses alone and
 * their count by date, and bill payments by the day paid.
 *
 * A restore copies rows with the triggers off (backup-restore.ts): a backup made before migration 0032 has day rows
 * without the expenses and bill payments, which the cash flow report would read as zero. Built from the records,
 * the cards and the report are right whatever the backup held.
 */
export async function rebuildFinanceDays(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from company_finance_days`);
  await tx.execute(sql`
    insert into company_finance_days
      (company_id, day, outstanding, collected, spent, expense_count, expenses, bills_paid)
    select company_id, day, sum(outstanding), sum(collected), sum(spent), sum(expense_count), sum(expenses),
      sum(bills_paid)
    from (
      select company_id, coalesce(issue_date, (created_at at time zone 'UTC')::date) as day,
        amount - amount_paid as outstanding, 0 as collected, 0 as spent, 0 as expense_count, 0 as expenses,
        0 as bills_paid
      from invoices where status <> 'cancelled'
      union all
      select company_id, date, 0, amount, 0, 0, 0, 0 from payments
      union all
      select company_id, date, 0, 0, amount, 1, amount, 0 from expenses
      union all
      select company_id, bill_date, 0, 0, total, 0, 0, 0 from vendor_bills
      union all
      select company_id, paid_on, 0, 0, 0, 0, 0, amount from vendor_bill_payments
    ) shares
    group by company_id, day`);
}
