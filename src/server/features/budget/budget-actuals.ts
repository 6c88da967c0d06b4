import { sql } from 'drizzle-orm';
import type { BudgetActuals } from '#domain/contracts/expenses';
import type { DbOrTx } from '../../db/types';
import { budgetTree } from './budget-tree';

type Row = {
  kind: 'line' | 'total' | 'unassigned' | 'bills' | 'actual' | 'committed';
  id: number | null;
  actualCost: string;
  committedCost: string;
};

/**
 * Spent and committed against a project's budget, by the database in one statement: each line's figures from its
 * kept sums (expenses plus vendor bills; open purchase orders' unbilled part: budget_line_cost_sums, migration
 * 0031, the table behind the budget_line_costs view of 0025), read by the project's index, rolled up the
 * tree so that a group carries the sum of its descendants (the same walk as the budget view, which ignores a parent
 * cycle). Lines with neither are left out (zero).
 * The caller has checked the project belongs to the company.
 */
export async function budgetActuals(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<BudgetActuals> {
  const result = (await db.execute(sql`
    with recursive ${budgetTree(companyId, projectId)}, costs as (
      select c.budget_item_id as id, c.expenses + c.bills as actual_cost, c.committed as committed_cost
      from budget_line_cost_sums c
      where c.project_id = ${projectId} and c.company_id = ${companyId}
        and (c.expenses + c.bills <> 0 or c.committed <> 0)
    )
    select 'line' as kind, a.id, sum(s.actual_cost)::numeric(14,2)::text as "actualCost",
      sum(s.committed_cost)::numeric(14,2)::text as "committedCost"
    from tree t
    join costs s on s.id = t.id
    cross join unnest(t.ancestors) as a(id)
    group by a.id
    union all
    select 'total', null, coalesce(sum(e.amount), 0)::numeric(14,2)::text, '0'
    from expenses e
    where e.project_id = ${projectId} and e.company_id = ${companyId}
    union all
    select 'unassigned', null, coalesce(sum(e.amount), 0)::numeric(14,2)::text, '0'
    from expenses e
    where e.project_id = ${projectId} and e.company_id = ${companyId} and e.budget_item_id is null
    union all
    select 'bills', null, coalesce(sum(b.total), 0)::numeric(14,2)::text, '0'
    from vendor_bills b
    where b.project_id = ${projectId} and b.company_id = ${companyId}
    union all
    select 'actual', null, ((select coalesce(sum(e.amount), 0) from expenses e
        where e.project_id = ${projectId} and e.company_id = ${companyId})
      + (select coalesce(sum(b.total), 0) from vendor_bills b
        where b.project_id = ${projectId} and b.company_id = ${companyId}))::numeric(14,2)::text, '0'
    union all
    select 'committed', null, '0', coalesce(sum(c.committed), 0)::numeric(14,2)::text
    from budget_line_cost_sums c
    where c.project_id = ${projectId} and c.company_id = ${companyId}
  `)) as unknown as { rows: Row[] };
  const answer: BudgetActuals = {
    items: [],
    totalExpenses: '0.00',
    unassigned: '0.00',
    totalBills: '0.00',
    totalActual: '0.00',
    totalCommitted: '0.00',
  };
  for (const row of result.rows) {
    if (row.kind === 'total') answer.totalExpenses = row.actualCost;
    else if (row.kind === 'unassigned') answer.unassigned = row.actualCost;
    else if (row.kind === 'bills') answer.totalBills = row.actualCost;
    else if (row.kind === 'actual') answer.totalActual = row.actualCost;
    else if (row.kind === 'committed') answer.totalCommitted = row.committedCost;
    else if (row.id !== null)
      answer.items.push({ id: row.id, actualCost: row.actualCost, committedCost: row.committedCost });
  }
  return answer;
}
