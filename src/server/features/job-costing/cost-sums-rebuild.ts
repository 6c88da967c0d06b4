import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';

/**
 * Builds budget_line_cost_sums and project_cost_totals (migration 0031, decision 0275) again from the rows they
 * sum: every budget line's expenses, bill lines and committed cost (each sent or partially billed order's lines on
 * the line, less what bills against that order put on it, never below zero), then each project's actual and
 * forecast from its lines and the costs on no line. The triggers keep both tables from then on.
 *
 * A restore copies rows with the triggers off (backup-restore.ts), and a backup made before migration 0031 has no
 * rows for these tables: without this, its job costing, budget and reports would read every cost as zero. Built
 * from the records on every restore, the figures are right whatever the backup held.
 */
export async function rebuildCostSums(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from project_cost_totals`);
  await tx.execute(sql`delete from budget_line_cost_sums`);
  await tx.execute(sql`
    with ordered as (
      select l.company_id, l.budget_item_id, l.purchase_order_id, sum(round(l.quantity * l.unit_cost, 2)) as amount
      from purchase_order_lines l
      join purchase_orders o on o.id = l.purchase_order_id and o.company_id = l.company_id
      where o.status in ('sent', 'partially_billed') and l.budget_item_id is not null
      group by 1, 2, 3
    ), billed_on_order as (
      select bl.budget_item_id, b.purchase_order_id, sum(bl.amount) as amount
      from vendor_bill_lines bl
      join vendor_bills b on b.id = bl.bill_id and b.company_id = bl.company_id
      where b.purchase_order_id is not null and bl.budget_item_id is not null
      group by 1, 2
    ), committed as (
      select o.budget_item_id, sum(greatest(o.amount - coalesce(b.amount, 0), 0)) as amount
      from ordered o
      left join billed_on_order b
        on b.budget_item_id = o.budget_item_id and b.purchase_order_id = o.purchase_order_id
      group by 1
    ), expensed as (
      select budget_item_id, sum(amount) as amount from expenses where budget_item_id is not null group by 1
    ), billed as (
      select budget_item_id, sum(amount) as amount from vendor_bill_lines where budget_item_id is not null group by 1
    )
    insert into budget_line_cost_sums (budget_item_id, company_id, project_id, budgeted, expenses, bills, committed)
    select i.id, i.company_id, i.project_id,
      case when i.type = 'product' then round(i.quantity * i.unit_cost, 2) else 0 end,
      coalesce(e.amount, 0), coalesce(b.amount, 0), coalesce(c.amount, 0)
    from budget_items i
    left join expensed e on e.budget_item_id = i.id
    left join billed b on b.budget_item_id = i.id
    left join committed c on c.budget_item_id = i.id`);
  await tx.execute(sql`
    insert into project_cost_totals (project_id, company_id, actual, forecast)
    select project_id, company_id, sum(actual), sum(forecast) from (
      select project_id, company_id, expenses + bills as actual,
        greatest(budgeted, committed + expenses + bills) as forecast
      from budget_line_cost_sums
      union all
      select project_id, company_id, amount, amount from expenses
      where budget_item_id is null and project_id is not null
      union all
      select b.project_id, b.company_id, l.amount, l.amount from vendor_bill_lines l
      join vendor_bills b on b.id = l.bill_id and b.company_id = l.company_id
      where l.budget_item_id is null and b.project_id is not null
    ) x group by project_id, company_id`);
}
