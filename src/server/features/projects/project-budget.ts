import { sql } from 'drizzle-orm';
import type { BudgetSource } from '#domain/contracts/projects';
import { budgetItems, projects } from '../../db/schema/index';
import { soldPriceSql } from './sold-price';

/**
 * The project's budget figure, the one amount every screen shows as a project's budget (docs/decisions/README.md, "The
 * project's budget figure"): the Sold Price (the approved estimate's total plus approved change orders, sold-price.ts)
 * when there is one, else the budget's total price when it prices something (its product lines, each rounded to
 * the cent, as the budget page shows them), else the Budget typed in Edit Project, else nothing ('Not set').
 *
 * A lateral join on the `projects` row in scope, so a list pays one unique-key lookup of the estimate and one
 * aggregate over the project's budget items per row, never the budget view's recursive walk. Join it with
 * `.leftJoin(projectBudgetJoin, sql\`true\`)` (or `left join ... on true`) and read `projectBudgetColumns`.
 */
export const projectBudgetJoin = sql`lateral (select
    case when f.approved is not null then 'estimate' when f.priced > 0 then 'budget'
      when ${projects.budget} is not null then 'project' end as source,
    coalesce(f.approved, case when f.priced > 0 then f.priced end, ${projects.budget})::numeric(14, 2) as amount
  from (select
    ${soldPriceSql(sql`${projects.id}`, sql`${projects.companyId}`)}::numeric as approved,
    (select sum(round(b.quantity * b.unit_price, 2)) from ${budgetItems} b
      where b.project_id = ${projects.id} and b.company_id = ${projects.companyId} and b.type = 'product') as priced
    -- offset 0 keeps f a subquery: flattened, each use of f.priced would run its own aggregate.
    offset 0) f) as project_budget`;

/** The figure as a decimal string and where it comes from; both null when nothing sets it. */
export const projectBudgetColumns = {
  budgetFigure: sql<string | null>`project_budget.amount::text`,
  budgetSource: sql<BudgetSource | null>`project_budget.source`,
};

/** The figure as numeric, for sums (a customer's total budget). */
export const projectBudgetAmount = sql`project_budget.amount`;
