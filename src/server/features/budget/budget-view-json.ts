import { sql } from 'drizzle-orm';
import { type BudgetView, budgetViewAnswer } from '#domain/contracts/budget';
import { milestonePayments } from '#domain/milestones';
import { fromUnits, marginPercent, markupPercent, toUnits } from '#domain/pricing';
import { preparedOnce } from '../../db/prepared';
import { projects } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { notFound } from '../../http/errors';
import { soldPriceSql } from '../projects/sold-price';
import { getBudgetView } from './budget-items.read';
import { budgetTree } from './budget-tree';

/** 'YYYY-MM-DDTHH:mm:ss.sssZ', as a Date turns into JSON (both drop the microseconds). */
const isoInstant = (column: string) =>
  sql.raw(`to_char(b.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Markup or margin of a group in percent to 2 decimals, as pricing.ts computes it: basis points by an exact
 * integer division rounding halves away from zero, then x 0.01 (exact; a numeric division would keep only
 * 16 significant digits).
 */
const groupPercent = (base: 'cost' | 'price') =>
  sql.raw(`case when coalesce(r.${base}, 0) = 0 then '0.00' else (
    sign(r.price - r.cost) * sign(r.${base})
      * div(2 * abs(r.price - r.cost) * 1000000 + abs(r.${base} * 100), 2 * abs(r.${base} * 100)) * 0.01)::text end`);

const p = sql.placeholder;
const projectId = p('projectId');
const companyId = p('companyId');

/** The budget as one prepared statement: the walk, the sums, the JSON, the sold price and whether the project exists. */
const budgetStatement = preparedOnce((db) =>
  db
    .select({
      found: sql<boolean>`v.found`,
      soldPrice: sql<string | null>`v."soldPrice"`,
      total: sql<number>`v.total`,
      reached: sql<number>`v.reached`,
      items: sql<string>`v.items`,
      cost: sql<string>`v.cost`,
      price: sql<string>`v.price`,
      milestones: sql<string>`v.milestones`,
    })
    .from(sql`(
    with recursive ${budgetTree(companyId, projectId)}, rollup as (
      select a.id, sum(round(b.quantity * b.unit_cost, 2)) as cost, sum(round(b.quantity * b.unit_price, 2)) as price
      from tree t
      join budget_items b on b.id = t.id and b.type = 'product'
      cross join unnest(t.ancestors) as a(id)
      group by a.id
    ), kids as (
      select t.ancestors[t.depth] as id, count(*)::int as n from tree t where t.depth > 0 group by 1
    )
    select
      exists (select 1 from ${projects} where id = ${projectId} and company_id = ${companyId}) as "found",
      ${soldPriceSql(projectId, companyId)} as "soldPrice",
      (select count(*)::int from budget_items where project_id = ${projectId} and company_id = ${companyId})
        as "total",
      count(*)::int as "reached",
      coalesce(json_agg(x order by t.path), '[]')::text as "items",
      round(coalesce(sum(r.cost) filter (where t.depth = 0), 0), 2)::text as "cost",
      round(coalesce(sum(r.price) filter (where t.depth = 0), 0), 2)::text as "price",
      coalesce(json_agg(json_build_object('type', b.type, 'id', b.id, 'name', b.name) order by t.path)
        filter (where b.type = 'group' and strpos(b.name, 'Milestone') > 0), '[]')::text as "milestones"
    from tree t
    join budget_items b on b.id = t.id
    left join rollup r on r.id = t.id
    left join kids k on k.id = t.id
    cross join lateral (
      select b.id, b.project_id as "projectId", b.parent_id as "parentId",
        b.type, b.name, b.description, b.product_id as "productId", b.quantity::text as "quantity",
        b.unit_cost::text as "unitCost", b.unit_price::text as "unitPrice",
        case when b.type = 'group' then ${groupPercent('cost')} else b.markup::text end as "markup",
        case when b.type = 'group' then ${groupPercent('price')} else b.margin::text end as "margin",
        b.trade_id as "tradeId", b."order", b.is_expanded as "isExpanded", b.is_allowance as "isAllowance",
        ${isoInstant('created_at')} as "createdAt", ${isoInstant('updated_at')} as "updatedAt",
        b.xmin::text as "version",
        t.depth, coalesce(k.n, 0) as "childCount",
        round(coalesce(r.cost, 0), 2)::text as "totalCost", round(coalesce(r.price, 0), 2)::text as "totalPrice"
    ) as x
  ) as v`)
    .prepare('budget_view'),
);

/**
 * GET /api/projects/{id}/budget as JSON text, computed by the database: display order, depth, child counts,
 * line totals rounded per product and summed up the tree, and each group's markup and margin, built into JSON
 * by PostgreSQL. A 2,000-item budget then costs one statement instead of 2,000 rows decoded, walked and
 * serialised in JavaScript (bench/reports/budget-scale.md). It answers exactly what `getBudgetView` (the
 * domain's budget-tree rules) answers through the contract, budgetViewAnswer (the properties it names: no
 * companyId); a test compares the two on random trees. Rows the walk from the top cannot reach (a parent
 * cycle, impossible through the API) are left to `getBudgetView`, which places them.
 *
 * PostgreSQL cannot estimate a recursive walk and guesses a million rows, which would switch on JIT
 * compilation (30-900 ms compiling a statement that runs in a few milliseconds): the app's connections run
 * with JIT off (db/open.ts).
 */
export async function budgetViewJson(db: Db, companyId: number, projectId: number): Promise<string> {
  const [row] = await budgetStatement(db).execute({ companyId, projectId });
  if (!row?.found) throw notFound('project');
  const soldPrice = row.soldPrice;
  if (row.reached !== row.total) {
    // This string is sent as it is: only the contract's properties go into it.
    return JSON.stringify(budgetViewAnswer.parse(await getBudgetView(db, companyId, projectId)));
  }

  const totals: BudgetView['totals'] = {
    soldPrice: fromUnits(toUnits(soldPrice ?? '0')),
    budgetedCost: row.cost,
    totalPrice: row.price,
    markup: markupPercent(row.cost, row.price),
    margin: marginPercent(row.cost, row.price),
  };
  const milestones = JSON.parse(row.milestones) as { type: string; id: number; name: string }[];
  const payments: BudgetView['milestonePayments'] = milestonePayments(milestones, row.price).map(
    ({ item, amount }) => ({ id: item.id, name: item.name, amount }),
  );
  return `{"items":${row.items},"totals":${JSON.stringify(totals)},"milestonePayments":${JSON.stringify(payments)}}`;
}
