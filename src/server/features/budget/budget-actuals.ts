import { sql } from 'drizzle-orm';
import type { BudgetActuals } from '#domain/contracts/expenses';
import type { DbOrTx } from '../../db/types';

type Row = { kind: 'line' | 'total' | 'unassigned'; id: number | null; actualCost: string };

/**
 * Spent against a project's budget, by the database in one statement: each line's expenses, rolled up the tree
 * so that a group carries the sum of its descendants (the same walk as the budget view, which ignores a parent
 * cycle). Lines without expenses are left out (zero).
 * The caller has checked the project belongs to the company.
 */
export async function budgetActuals(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<BudgetActuals> {
  const result = (await db.execute(sql`
    with recursive tree as (
      select i.id, array[i.id] as ancestors
      from budget_items i
      where i.project_id = ${projectId} and i.company_id = ${companyId}
        and (i.parent_id is null or not exists (
          select 1 from budget_items p
          where p.id = i.parent_id and p.project_id = ${projectId} and p.company_id = ${companyId}))
      union all
      select c.id, t.ancestors || c.id
      from tree t
      join budget_items c on c.parent_id = t.id and c.project_id = ${projectId} and c.company_id = ${companyId}
      where not c.id = any(t.ancestors)
    ), spent as (
      select e.budget_item_id as id, sum(e.amount) as amount
      from expenses e
      where e.project_id = ${projectId} and e.company_id = ${companyId} and e.budget_item_id is not null
      group by e.budget_item_id
    )
    select 'line' as kind, a.id, sum(s.amount)::numeric(14,2)::text as "actualCost"
    from tree t
    join spent s on s.id = t.id
    cross join unnest(t.ancestors) as a(id)
    group by a.id
    union all
    select 'total', null, coalesce(sum(e.amount), 0)::numeric(14,2)::text
    from expenses e
    where e.project_id = ${projectId} and e.company_id = ${companyId}
    union all
    select 'unassigned', null, coalesce(sum(e.amount), 0)::numeric(14,2)::text
    from expenses e
    where e.project_id = ${projectId} and e.company_id = ${companyId} and e.budget_item_id is null
  `)) as unknown as { rows: Row[] };
  const items: BudgetActuals['items'] = [];
  let totalExpenses = '0.00';
  let unassigned = '0.00';
  for (const row of result.rows) {
    if (row.kind === 'total') totalExpenses = row.actualCost;
    else if (row.kind === 'unassigned') unassigned = row.actualCost;
    else if (row.id !== null) items.push({ id: row.id, actualCost: row.actualCost });
  }
  return { items, totalExpenses, unassigned };
}
