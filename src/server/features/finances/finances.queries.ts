import { sql } from 'drizzle-orm';
import { expenses, invoices } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

export type DateRange = { from?: string | undefined; to?: string | undefined };

/**
 * `day` within the range (both ends included); no bound, no condition, so that without a range the statement
 * names only the columns of the covering indexes of migration 0010 and PostgreSQL reads those alone.
 */
const within = (day: ReturnType<typeof sql>, range: DateRange) =>
  sql.join(
    [
      sql`true`,
      range.from ? sql`${day} >= ${range.from}::date` : undefined,
      range.to ? sql`${day} <= ${range.to}::date` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );

/**
 * The Finances cards in one statement (RULINGS): Total Outstanding = unpaid, not cancelled invoices; Total
 * Collected = paid invoices; Total Expenses; Net Profit = Collected - Expenses. Within a range an invoice counts by
 * its issue date (the day it was made when it has none), a payment by the day it was paid, an expense by its date.
 */
export async function financeSummary(db: DbOrTx, companyId: number, range: DateRange) {
  const issued = sql`coalesce(${invoices.issueDate}, (${invoices.createdAt} at time zone 'UTC')::date)`;
  const paidOn = sql`coalesce(${invoices.paidDate}, (${invoices.paidAt} at time zone 'UTC')::date, ${issued})`;
  const result = (await db.execute(sql`
    with i as (
      select
        coalesce(sum(${invoices.amount}) filter (
          where not ${invoices.isPaid} and ${invoices.status} <> 'cancelled' and ${within(issued, range)}), 0) as outstanding,
        coalesce(sum(${invoices.amount}) filter (where ${invoices.isPaid} and ${within(paidOn, range)}), 0) as collected
      from ${invoices} where ${invoices.companyId} = ${companyId}
    ), e as (
      select coalesce(sum(${expenses.amount}), 0) as spent
      from ${expenses} where ${expenses.companyId} = ${companyId} and ${within(sql`${expenses.date}`, range)}
    )
    select i.outstanding::numeric(14,2)::text as "totalOutstanding",
      i.collected::numeric(14,2)::text as "totalCollected",
      e.spent::numeric(14,2)::text as "totalExpenses",
      (i.collected - e.spent)::numeric(14,2)::text as "netProfit"
    from i, e`)) as unknown as {
    rows: { totalOutstanding: string; totalCollected: string; totalExpenses: string; netProfit: string }[];
  };
  return result.rows[0]!;
}
