import { sql } from 'drizzle-orm';
import { companyFinanceDays } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

export type DateRange = { from?: string | undefined; to?: string | undefined };

/**
 * The Finances cards in one statement (docs/product.md#finances-overview): Total Outstanding = unpaid, not cancelled
 * invoices; Total Collected = paid invoices; Total Expenses (expenses and vendor bills, decision 0274); Net Profit =
 * Collected - Expenses. Within a range an invoice counts by its issue date (the day it was made when it has none), a
 * payment by the day it was paid, an expense by its date, a bill by its bill date. The database keeps these sums
 * per company and day (company_finance_days, migration 0011's triggers), so the cards add up days, not invoices
 * and expenses: the same cost for 100 rows or 100,000.
 */
export async function financeSummary(db: DbOrTx, companyId: number, range: DateRange) {
  const d = companyFinanceDays;
  const result = (await db.execute(sql`
    select coalesce(sum(${d.outstanding}), 0)::numeric(14,2)::text as "totalOutstanding",
      coalesce(sum(${d.collected}), 0)::numeric(14,2)::text as "totalCollected",
      coalesce(sum(${d.spent}), 0)::numeric(14,2)::text as "totalExpenses",
      coalesce(sum(${d.collected}) - sum(${d.spent}), 0)::numeric(14,2)::text as "netProfit"
    from ${d}
    where ${d.companyId} = ${companyId}
      ${range.from ? sql`and ${d.day} >= ${range.from}::date` : sql``}
      ${range.to ? sql`and ${d.day} <= ${range.to}::date` : sql``}`)) as unknown as {
    rows: { totalOutstanding: string; totalCollected: string; totalExpenses: string; netProfit: string }[];
  };
  return result.rows[0]!;
}
