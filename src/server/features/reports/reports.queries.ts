import { type SQL, sql } from 'drizzle-orm';
import type { CashFlow, ProfitByProject, Wip } from '#domain/contracts/reports';
import type { DbOrTx } from '../../db/types';
import { customerDisplayName } from '../customers/customer-name';
import { onPage, type RowPage, rowsOf } from './report-rows';

export type Period = { from?: string | undefined; to?: string | undefined };

const summed = (expression: string) => `coalesce(${expression}, 0)::numeric(14,2)::text`;

/** `column` of a dated row within the period (from and to included, either open). */
const within = (column: string | SQL, period: Period): SQL => {
  const c = typeof column === 'string' ? sql.raw(column) : column;
  return sql`${period.from ? sql`${c} >= ${period.from}::date` : sql`true`}
    and ${period.to ? sql`${c} <= ${period.to}::date` : sql`true`}`;
};

/** An invoice's day: its issue date, else the day it was made (as the Finances cards count it). */
const invoiceDay = sql.raw(`coalesce(i.issue_date, (i.created_at at time zone 'UTC')::date)`);

/**
 * The money dated after the end of `to` (nothing without it), as rows `(project_id, billed, collected, cost)`:
 * invoices sent (not cancelled) by their day, payments, expenses, and bills by their bill date. The company's,
 * found by their date indexes; or one project's (`project`), by their project indexes. (Its aliases are not `p`,
 * the walk's projects.)
 */
function moneyAfter(companyId: number, to: string | undefined, project?: SQL): SQL {
  if (!to)
    return sql`select null::int as project_id, 0::numeric as billed, 0::numeric as collected, 0::numeric as cost
      where false`;
  const of = (column: string) => (project ? sql`and ${sql.raw(column)} = ${project}` : sql``);
  return sql`
    select i.project_id, i.amount as billed, 0 as collected, 0 as cost from invoices i
    where i.company_id = ${companyId} and i.status not in ('draft', 'cancelled') and i.project_id is not null
      ${of('i.project_id')} and (i.issue_date > ${to}::date
        or (i.issue_date is null and i.created_at >= (${to}::date + 1)::timestamp at time zone 'UTC'))
    union all
    select pm.project_id, 0, pm.amount, 0 from payments pm
    where pm.company_id = ${companyId} and pm.project_id is not null ${of('pm.project_id')} and pm.date > ${to}::date
    union all
    select e.project_id, 0, 0, e.amount from expenses e
    where e.company_id = ${companyId} and e.project_id is not null ${of('e.project_id')} and e.date > ${to}::date
    union all
    select b.project_id, 0, 0, b.total from vendor_bills b
    where b.company_id = ${companyId} and b.project_id is not null ${of('b.project_id')}
      and b.bill_date > ${to}::date`;
}

/**
 * Each project's money up to the end of `to` (all of it without `to`): the kept row (project_money, decision
 * 0279) less what is dated after `to`. Columns as project_money's.
 */
function moneyToDate(companyId: number, to: string | undefined): SQL {
  return sql`(
    select m.project_id, m.estimate_total, m.change_orders, m.forecast, m.billed - coalesce(l.billed, 0) as billed,
      m.collected - coalesce(l.collected, 0) as collected, m.cost - coalesce(l.cost, 0) as cost
    from project_money m
    left join (
      select project_id, sum(billed) as billed, sum(collected) as collected, sum(cost) as cost
      from (${moneyAfter(companyId, to)}) x group by project_id
    ) l on l.project_id = m.project_id
    where m.company_id = ${companyId}
  )`;
}

/**
 * Each project's money dated within the period (from and to included): what its invoices, payments, expenses and
 * bills of those days add up to, read from the rows of the period. `recent` counts its invoices and costs (not
 * its payments).
 */
function moneyWithin(companyId: number, period: Period): SQL {
  return sql`(
    select project_id, sum(billed) as billed, sum(collected) as collected, sum(cost) as cost, sum(n) as recent
    from (
      select i.project_id, i.amount as billed, 0 as collected, 0 as cost, 1 as n from invoices i
      where i.company_id = ${companyId} and i.status not in ('draft', 'cancelled') and i.project_id is not null
        and ${within(invoiceDay, period)}
      union all
      select p.project_id, 0, p.amount, 0, 0 from payments p
      where p.company_id = ${companyId} and p.project_id is not null and ${within('p.date', period)}
      union all
      select e.project_id, 0, 0, e.amount, 1 from expenses e
      where e.company_id = ${companyId} and e.project_id is not null and ${within('e.date', period)}
      union all
      select b.project_id, 0, 0, b.total, 1 from vendor_bills b
      where b.company_id = ${companyId} and b.project_id is not null and ${within('b.bill_date', period)}
    ) x group by project_id
  )`;
}

/** project_report_figures (migration 0035) of a row with project_money's columns, named `alias`. */
const figuresOf = (alias: string) =>
  sql.raw(`project_report_figures(${alias}.estimate_total, ${alias}.change_orders, ${alias}.billed,
    ${alias}.collected, ${alias}.cost, ${alias}.forecast)`);

/**
 * The walk of the company's projects in name order, each with its money up to `to` (`d`: the kept row less its
 * project's money dated later, read by the project's indexes) and its figures (`f`). With a limit the walk stops
 * at the page: the name index, one kept row and four index probes per project passed.
 */
const projectsToDate = (companyId: number, to: string | undefined) => sql`
  projects p
  join project_money m on m.project_id = p.id and m.company_id = p.company_id
  cross join lateral (
    select m.estimate_total, m.change_orders, m.forecast, m.billed - coalesce(sum(y.billed), 0) as billed,
      m.collected - coalesce(sum(y.collected), 0) as collected, m.cost - coalesce(sum(y.cost), 0) as cost
    from (${moneyAfter(companyId, to, sql`p.id`)}) y
  ) d
  cross join lateral ${figuresOf('d')} f`;

/**
 * What the company's kept totals (company_project_sums, in stripes) need taken off and put on for a day: each
 * project with money dated after `to` leaves them as kept (g = -1) and enters them as it was that day (g = 1),
 * with its figures (`f` columns). Empty without `to`.
 */
const totalsCorrection = (companyId: number, to: string | undefined) => sql`
  touched as materialized (
    select m.*, l.billed as later_billed, l.collected as later_collected, l.cost as later_cost
    from (
      select project_id, sum(billed) as billed, sum(collected) as collected, sum(cost) as cost
      from (${moneyAfter(companyId, to)}) x group by project_id
    ) l
    join project_money m on m.project_id = l.project_id and m.company_id = ${companyId}
  ), sides as (
    select -1 as g, t.estimate_total, t.change_orders, t.billed, t.collected, t.cost, t.forecast from touched t
    union all
    select 1, t.estimate_total, t.change_orders, t.billed - t.later_billed, t.collected - t.later_collected,
      t.cost - t.later_cost, t.forecast
    from touched t
  ), delta as (
    select s.*, f.* from sides s cross join lateral ${figuresOf('s')} f
  )`;

/**
 * Profit by project: per project, billed (invoices sent, not cancelled, by their day), collected (payments, deposits
 * included, by their date) and cost (expenses by date, vendor bills by bill date) within the period; contract (the
 * Sold Price) and projected profit (contract − forecast at completion) as job costing answers them today. A
 * project shows when it has a contract or any figure in the period (project_report_figures).
 * - Without a start date (decision 0280): the page walks the projects in name order with their money up to the
 *   end date, and the totals are the company's kept ones corrected for the money dated after it; neither reads
 *   the company's other projects.
 * - With one: every project's money of the period, from the period's rows, and the totals over them.
 */
export async function profitByProject(
  db: DbOrTx,
  companyId: number,
  period: Period,
  page: RowPage = {},
): Promise<ProfitByProject> {
  type Row = ProfitByProject['rows'][number] & { whole: boolean; rows: number; n: unknown };
  const row = sql`false as whole, id as "projectId", name, customer_name as "customerName",
    contract::numeric(14,2)::text as contract, billed::numeric(14,2)::text as billed,
    collected::numeric(14,2)::text as collected, cost::numeric(14,2)::text as cost,
    profit::numeric(14,2)::text as "projectedProfit", 0 as rows, n`;
  const totals = sql`true, null, null, null, ${sql.raw(summed('sum(contract)'))}, ${sql.raw(summed('sum(billed)'))},
    ${sql.raw(summed('sum(collected)'))}, ${sql.raw(summed('sum(cost)'))}, ${sql.raw(summed('sum(profit)'))},
    coalesce(sum(n), 0)::int, null`;
  const rows = await rowsOf<Row>(
    db,
    period.from
      ? sql`
    with money as ${moneyWithin(companyId, period)},
    shown as (
      select p.id, p.name, ${customerDisplayName} as customer_name, f.contract, d.billed, d.collected, d.cost,
        f.profit
      from projects p
      left join customers on customers.id = p.customer_id and customers.company_id = p.company_id
      left join money w on w.project_id = p.id
      left join project_money m on m.project_id = p.id and m.company_id = p.company_id
      cross join lateral (
        select m.estimate_total, coalesce(m.change_orders, 0) as change_orders, coalesce(w.billed, 0) as billed,
          coalesce(w.collected, 0) as collected, coalesce(w.cost, 0) as cost, coalesce(m.forecast, 0) as forecast
      ) d
      cross join lateral ${figuresOf('d')} f
      where p.company_id = ${companyId} and f.in_profit = 1
    ), numbered as (
      select *, row_number() over (order by name, id) as n from shown
    )
    select * from (
      select ${row} from numbered where ${onPage(page)}
      union all
      select ${totals} from (select contract, billed, collected, cost, profit, 1 as n from shown) t
    ) r
    order by whole, n`
      : sql`
    with ${totalsCorrection(companyId, period.to)},
    paged as (
      select *, row_number() over (order by name, id) as n from (
        select p.id, p.name, ${customerDisplayName} as customer_name, f.contract, d.billed, d.collected, d.cost,
          f.profit
        from ${projectsToDate(companyId, period.to)}
        left join customers on customers.id = p.customer_id and customers.company_id = p.company_id
        where p.company_id = ${companyId} and f.in_profit = 1
        order by p.name, p.id
        offset ${page.offset ?? 0} limit ${page.limit ?? null}
      ) q
    )
    select * from (
      select ${row} from paged
      union all
      select ${totals} from (
        select profit_rows as n, contract, billed, collected, cost, profit from company_project_sums
        where company_id = ${companyId}
        union all
        select g * in_profit, g * coalesce(contract, 0), g * billed, g * collected, g * cost, g * coalesce(profit, 0)
        from delta
      ) t
    ) r
    order by whole, n`,
  );
  const whole = rows.find((r) => r.whole);
  return {
    rowCount: whole?.rows ?? 0,
    rows: rows.filter((r) => !r.whole).map(({ whole: _, rows: __, n: ___, ...r }) => r),
    totals: {
      contract: whole?.contract ?? '0.00',
      billed: whole?.billed ?? '0.00',
      collected: whole?.collected ?? '0.00',
      cost: whole?.cost ?? '0.00',
      projectedProfit: whole?.projectedProfit ?? '0.00',
    },
  };
}

/**
 * Work in progress as of `to` (default: today): per project with a contract and a forecast cost, cost to date
 * (expenses and vendor bills dated by then), % complete = cost to date ÷ forecast at completion (job costing's),
 * earned = contract × that ratio, billed = invoices sent by then; billed − earned is over-billing when above 0,
 * under-billing when below (project_report_figures). The money to date is the kept money less what is dated after
 * `to`. Without `from` the page walks the projects in name order and the totals are the company's kept ones
 * corrected for the money dated after `to` (decision 0280); with `from`, only the projects with a cost or an
 * invoice dated in the period show, so every project is read.
 */
export async function wip(
  db: DbOrTx,
  companyId: number,
  period: Period,
  today: string,
  page: RowPage = {},
): Promise<Wip> {
  const asOf = period.to ?? today;
  type Row = Wip['rows'][number] & { whole: boolean; rows: number; n: unknown };
  const row = sql`false as whole, id as "projectId", name, contract::numeric(14,2)::text as contract,
    forecast::numeric(14,2)::text as "forecastCost", cost::numeric(14,2)::text as "costToDate",
    round(cost * 100 / forecast, 2)::text as "percentComplete", earned::numeric(14,2)::text as earned,
    billed::numeric(14,2)::text as billed, over::numeric(14,2)::text as "overBilled",
    under::numeric(14,2)::text as "underBilled", 0 as rows, n`;
  const totals = sql`true, null, null, ${sql.raw(summed('sum(contract)'))}, ${sql.raw(summed('sum(forecast)'))},
    ${sql.raw(summed('sum(cost)'))}, null, ${sql.raw(summed('sum(earned)'))}, ${sql.raw(summed('sum(billed)'))},
    ${sql.raw(summed('sum(over)'))}, ${sql.raw(summed('sum(under)'))}, coalesce(sum(n), 0)::int, null`;
  const columns = sql`p.id, p.name, f.contract, d.forecast, d.cost, d.billed, f.earned, f.over_billed as over,
    f.under_billed as under`;
  const rows = await rowsOf<Row>(
    db,
    period.from
      ? sql`
    with recent as ${moneyWithin(companyId, { from: period.from, to: asOf })},
    shown as (
      select ${columns}
      from ${moneyToDate(companyId, asOf)} d
      join projects p on p.id = d.project_id and p.company_id = ${companyId}
      join recent r on r.project_id = p.id and r.recent > 0
      cross join lateral ${figuresOf('d')} f
      where f.in_wip = 1
    ), numbered as (
      select *, row_number() over (order by name, id) as n from shown
    )
    select * from (
      select ${row} from numbered where ${onPage(page)}
      union all
      select ${totals} from (select contract, forecast, cost, earned, billed, over, under, 1 as n from shown) t
    ) r
    order by whole, n`
      : sql`
    with ${totalsCorrection(companyId, asOf)},
    paged as (
      select *, row_number() over (order by name, id) as n from (
        select ${columns} from ${projectsToDate(companyId, asOf)}
        where p.company_id = ${companyId} and f.in_wip = 1
        order by p.name, p.id
        offset ${page.offset ?? 0} limit ${page.limit ?? null}
      ) q
    )
    select * from (
      select ${row} from paged
      union all
      select ${totals} from (
        select wip_rows as n, wip_contract as contract, wip_forecast as forecast, wip_cost as cost,
          wip_earned as earned, wip_billed as billed, wip_over as over, wip_under as under
        from company_project_sums where company_id = ${companyId}
        union all
        select g * in_wip, g * in_wip * coalesce(contract, 0), g * in_wip * forecast, g * in_wip * cost,
          g * coalesce(earned, 0), g * in_wip * billed, g * coalesce(over_billed, 0), g * coalesce(under_billed, 0)
        from delta
      ) t
    ) r
    order by whole, n`,
  );
  const whole = rows.find((r) => r.whole);
  const zero = '0.00';
  return {
    rowCount: whole?.rows ?? 0,
    rows: rows.filter((r) => !r.whole).map(({ whole: _, rows: __, n: ___, ...r }) => r),
    totals: {
      contract: whole?.contract ?? zero,
      forecastCost: whole?.forecastCost ?? zero,
      costToDate: whole?.costToDate ?? zero,
      earned: whole?.earned ?? zero,
      billed: whole?.billed ?? zero,
      overBilled: whole?.overBilled ?? zero,
      underBilled: whole?.underBilled ?? zero,
    },
  };
}

/**
 * Cash flow by month within the period, from the company's day sums (company_finance_days): collected = payments
 * received by their date, paid out = bill payments by the day paid + expenses by their date (`expenses`, not
 * `spent`, which also holds the bills by their bill date: decision 0274). Every month from the first to the last
 * with money in or out shows, empty months as 0. Adding days, it reads as many rows for a company of 500,000
 * payments as for one of 5,000 over the same months (decision 0277).
 */
export async function cashFlow(db: DbOrTx, companyId: number, period: Period): Promise<CashFlow> {
  type Row = CashFlow['rows'][number] & { whole: boolean };
  const rows = await rowsOf<Row>(
    db,
    sql`
    with months as (
      select date_trunc('month', d.day)::date as month, sum(d.collected) as collected, sum(d.bills_paid) as bills,
        sum(d.expenses) as expenses
      from company_finance_days d
      where d.company_id = ${companyId} and ${within('d.day', period)}
        and (d.collected <> 0 or d.bills_paid <> 0 or d.expense_count > 0)
      group by 1
    ), span as (
      select generate_series(min(month), max(month), interval '1 month')::date as month from months
    ), lined as (
      select s.month, coalesce(m.collected, 0) as collected, coalesce(m.bills, 0) as bills,
        coalesce(m.expenses, 0) as expenses
      from span s left join months m on m.month = s.month
    )
    select * from (
      select false as whole, to_char(month, 'YYYY-MM') as month, collected::numeric(14,2)::text as collected,
        (bills + expenses)::numeric(14,2)::text as "paidOut", bills::numeric(14,2)::text as bills,
        expenses::numeric(14,2)::text as expenses, (collected - bills - expenses)::numeric(14,2)::text as net
      from lined
      union all
      select true, null, ${sql.raw(summed('sum(collected)'))}, ${sql.raw(summed('sum(bills + expenses)'))},
        ${sql.raw(summed('sum(bills)'))}, ${sql.raw(summed('sum(expenses)'))},
        ${sql.raw(summed('sum(collected - bills - expenses)'))}
      from lined
    ) r
    order by whole, month`,
  );
  const whole = rows.find((r) => r.whole);
  return {
    rows: rows.filter((r) => !r.whole).map(({ whole: _, ...r }) => r),
    totals: {
      collected: whole?.collected ?? '0.00',
      paidOut: whole?.paidOut ?? '0.00',
      bills: whole?.bills ?? '0.00',
      expenses: whole?.expenses ?? '0.00',
      net: whole?.net ?? '0.00',
    },
  };
}
