import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * The walk of a project's budget tree, one CTE for every statement that reads the tree (the budget view, its
 * actuals, job costing), so that they agree on what a node's ancestors are. Written after `with recursive`:
 * `tree(id, depth, path, ancestors)`. A root is a node without a parent in the project (none, itself, or one gone);
 * a parent cycle is not followed twice. `path` sorts the nodes in display order. The ids may be a prepared
 * statement's placeholders.
 */
export function budgetTree(companyId: number | Placeholder, projectId: number | Placeholder): SQL {
  return sql`tree as (
      select i.id, 0 as depth, array[i."order", i.id] as path, array[i.id] as ancestors
      from budget_items i
      where i.project_id = ${projectId} and i.company_id = ${companyId}
        and (i.parent_id is null or i.parent_id = i.id or not exists (
          select 1 from budget_items p
          where p.id = i.parent_id and p.project_id = ${projectId} and p.company_id = ${companyId}))
      union all
      select c.id, t.depth + 1, t.path || array[c."order", c.id], t.ancestors || c.id
      from tree t
      join budget_items c on c.parent_id = t.id and c.id <> t.id
        and c.project_id = ${projectId} and c.company_id = ${companyId}
      where not c.id = any(t.ancestors)
    )`;
}
