import { type SQL, sql } from 'drizzle-orm';
import type { JobCost, JobCostFigures } from '#domain/contracts/job-costing';
import type { DbOrTx } from '../../db/types';
import { budgetTree } from '../budget/budget-tree';
import { soldPriceSql } from '../projects/sold-price';

/** A budget node's budgeted cost (`b`, budget_items alias): quantity × unit cost of a product line, per line. */
const nodeBudgeted = sql.raw(
  `case when b.type = 'product' then round(b.quantity * b.unit_cost, 2) else 0 end`,
);
/**
 * A budget line's committed and actual cost from its kept sums (`k`, budget_line_cost_sums, migration 0031): the
 * figures of the budget_line_costs view, read from the table itself so that one project's lines are found by
 * its (company_id, project_id) index.
 */
const lineCommitted = sql.raw('coalesce(k.committed, 0)');
const lineActual = sql.raw('coalesce(k.expenses, 0) + coalesce(k.bills, 0)');
/** A node's forecast at completion from its own b, c (committed) and a (actual). */
const nodeForecast = sql.raw('greatest(n.b, n.c + n.a)');

/** Costs of the company's projects on no budget line: expenses without one and vendor bill lines without one. */
function unassignedCosts(companyId: number): SQL {
  return sql`(
    select e.project_id, e.amount from expenses e
    where e.company_id = ${companyId} and e.budget_item_id is null
    union all
    select v.project_id, l.amount from vendor_bill_lines l
    join vendor_bills v on v.id = l.bill_id and v.company_id = l.company_id
    where v.company_id = ${companyId} and l.budget_item_id is null
  )`;
}

type Row = {
  kind: 'line' | 'trade' | 'unassigned' | 'totals';
  id: number | null;
  parentId: number | null;
  type: 'group' | 'product' | null;
  name: string | null;
  depth: number | null;
  tradeId: number | null;
  budgeted: string;
  committed: string;
  actual: string;
  forecast: string;
  variance: string;
  percentUsed: string | null;
  contract: string | null;
  projectedProfit: string | null;
};

/** The derived columns of a row whose sums are b (budgeted), a (actual) and f (forecast): text, to the cent. */
const derived = sql.raw(`
  b::numeric(14,2)::text as budgeted, c::numeric(14,2)::text as committed, a::numeric(14,2)::text as actual,
  f::numeric(14,2)::text as forecast, (b - f)::numeric(14,2)::text as variance,
  case when b = 0 then null else round(a * 100 / b, 2)::text end as "percentUsed"`);

/**
 * A project's job cost (decision 0270) in one statement: each budget line's budgeted cost (quantity × unit cost,
 * rounded per line, as the budget page) and its committed and actual cost from the line's kept sums (what the
 * budget_line_costs view the budget page reads answers, decisions 0268 and 0275); each node's forecast is the larger of its budgeted and committed + actual.
 * Every figure is then summed: up the tree for groups (the budget page's walk), by each line's own trade, and for
 * the totals (the lines plus the costs on no line). So every sum is its parts' sum, to the cent.
 * The caller has checked the project belongs to the company.
 */
export async function jobCost(db: DbOrTx, companyId: number, projectId: number): Promise<JobCost> {
  const result = (await db.execute(sql`
    with recursive ${budgetTree(companyId, projectId)}, node as (
      select t.id, t.ancestors, b.trade_id, ${nodeBudgeted} as b, ${lineCommitted} as c, ${lineActual} as a
      from tree t
      -- By the project too, so that its index finds them rather than a pass over the company's lines.
      join budget_items b on b.id = t.id and b.project_id = ${projectId} and b.company_id = ${companyId}
      left join budget_line_cost_sums k on k.budget_item_id = t.id and k.company_id = ${companyId}
        and k.project_id = ${projectId}
    ), figures as (
      select n.*, ${nodeForecast} as f from node n
    ), rolled as (
      select a.id, sum(f.b) as b, sum(f.c) as c, sum(f.a) as a, sum(f.f) as f
      from figures f
      cross join unnest(f.ancestors) as a(id)
      group by a.id
    ), unassigned as (
      select 0::numeric as b, 0::numeric as c, coalesce((
        select sum(u.amount) from ${unassignedCosts(companyId)} u where u.project_id = ${projectId}), 0) as a
    ), whole as (
      select sum(b) as b, sum(c) as c, sum(a) as a, sum(f) as f from (
        select b, c, a, f from figures
        union all
        select b, c, a, greatest(b, c + a) from unassigned
      ) x
    ), contract as (
      select ${soldPriceSql(projectId, companyId)}::numeric as amount
    )
    select * from (
      select 'line' as kind, t.id, i.parent_id as "parentId", i.type::text as type, i.name, t.depth,
        i.trade_id as "tradeId", ${derived}, null::text as contract, null::text as "projectedProfit",
        1 as part, t.path, null::text as sort_name
      from tree t
      join budget_items i on i.id = t.id
      join rolled s on s.id = t.id
      union all
      select 'trade', null, null, null, tr.name, null, s.trade_id, ${derived}, null, null,
        2, null, tr.name
      from (
        select trade_id, sum(b) as b, sum(c) as c, sum(a) as a, sum(f) as f from figures group by trade_id
      ) s
      left join trades tr on tr.id = s.trade_id and tr.company_id = ${companyId}
      union all
      select 'unassigned', null, null, null, null, null, null, ${derived}, null, null, 3, null, null
      from (select b, c, a, greatest(b, c + a) as f from unassigned) s
      union all
      select 'totals', null, null, null, null, null, null, ${derived},
        k.amount::numeric(14,2)::text, (k.amount - s.f)::numeric(14,2)::text, 4, null, null
      from (select coalesce(b, 0) as b, coalesce(c, 0) as c, coalesce(a, 0) as a, coalesce(f, 0) as f from whole) s
      cross join contract k
    ) rows
    order by part, path, sort_name nulls last, "tradeId" nulls last
  `)) as unknown as { rows: Row[] };

  const figures = (row: Row): JobCostFigures => ({
    budgeted: row.budgeted,
    committed: row.committed,
    actual: row.actual,
    forecast: row.forecast,
    variance: row.variance,
    percentUsed: row.percentUsed,
    overBudget: row.variance.startsWith('-'),
  });
  const answer: JobCost = {
    lines: [],
    trades: [],
    unassigned: emptyFigures,
    totals: emptyFigures,
    contract: null,
    projectedProfit: null,
  };
  for (const row of result.rows) {
    if (row.kind === 'line' && row.id !== null && row.type !== null) {
      answer.lines.push({
        id: row.id,
        parentId: row.parentId,
        type: row.type,
        name: row.name ?? '',
        depth: row.depth ?? 0,
        tradeId: row.tradeId,
        ...figures(row),
      });
    } else if (row.kind === 'trade') {
      answer.trades.push({ tradeId: row.tradeId, name: row.name, ...figures(row) });
    } else if (row.kind === 'unassigned') answer.unassigned = figures(row);
    else if (row.kind === 'totals') {
      answer.totals = figures(row);
      answer.contract = row.contract;
      answer.projectedProfit = row.projectedProfit;
    }
  }
  return answer;
}

const emptyFigures: JobCostFigures = {
  budgeted: '0.00',
  committed: '0.00',
  actual: '0.00',
  forecast: '0.00',
  variance: '0.00',
  percentUsed: null,
  overBudget: false,
};
