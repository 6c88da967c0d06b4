import { type SQL, sql } from 'drizzle-orm';
import type { CashFlow, ProfitByProject, Wip } from '#domain/contracts/reports';
import type { DbOrTx } from '../../db/types';
import { customerDisplayName } from '../customers/customer-name';
import { projectCostTotalsSql } from '../job-costing/job-cost';
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

/** `(project_id, billed, collected, cost, recent)` of one project's money, for the figures below. */
type Figures = SQL;

/**
 * Each project's money up to the end of `to` (every day without it): the kept sums over all time
 * (project_money, decision 0279) less what is dated after `to`, which only that is read. `recent` is 0.
 */
function figuresToDate(companyId: number, to: string | undefined): Figures {
  const after = (column: string | SQL) => {
    const c = typeof column === 'string' ? sql.raw(column) : column;
    return to ? sql`${c} > ${to}::date` : sql`false`;
  };
  // An invoice's day after `to`, from the issue date's index (or the day it was made's, without one).
  const invoiceAfter = to
    ? sql`(i.issue_date > ${to}::date
        or (i.issue_date is null and i.created_at >= (${to}::date + 1)::timestamp at time zone 'UTC'))`
    : sql`false`;
  return sql`(
    select m.project_id, m.billed - coalesce(l.billed, 0) as billed, m.collected - coalesce(l.collected, 0) as collected,
      m.cost - coalesce(l.cost, 0) as cost, 0 as recent
    from project_money m
    left join (
      select project_id, sum(billed) as billed, sum(collected) as collected, sum(cost) as cost from (
        select i.project_id, i.amount as billed, 0 as collected, 0 as cost from invoices i
        where i.company_id = ${companyId} and i.status not in ('draft', 'cancelled') and i.project_id is not null
          and ${invoiceAfter}
        union all
        select p.project_id, 0, p.amount, 0 from payments p
        where p.company_id = ${companyId} and p.project_id is not null and ${after('p.date')}
        union all
        select e.project_id, 0, 0, e.amount from expenses e
        where e.company_id = ${companyId} and e.project_id is not null and ${after('e.date')}
        union all
        select b.project_id, 0, 0, b.total from vendor_bills b
        where b.company_id = ${companyId} and b.project_id is not null and ${after('b.bill_date')}
      ) x group by project_id
    ) l on l.project_id = m.project_id
    where m.company_id = ${companyId}
  )`;
}

/**
 * Each project's money dated within the period (from and to included): what its invoices, payments, expenses and
 * bills of those days add up to, read from the rows of the period. `recent` counts its invoices and costs (not its
 * payments).
 */
function figuresWithin(companyId: number, period: Period): Figures {
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

/** A project's Sold Price from its kept sums (soldPriceSql's figure): null while no estimate is approved. */
const contract = sql.raw('(m.estimate_total + m.change_orders)::numeric(14, 2)');

/**
 * Profit by project: per project, billed (invoices sent, not cancelled, by their day), collected (payments, deposits
 * included, by their date) and cost (expenses by date, vendor bills by bill date) within the period; contract (the
 * Sold Price) and projected profit (contract − forecast at completion) as job costing answers them today. A
 * project shows when it has a contract or any figure in the period. Without a start date the figures are the kept
 * ones up to the end date (figuresToDate); with one, the period's rows (figuresWithin).
 */
export async function profitByProject(
  db: DbOrTx,
  companyId: number,
  period: Period,
  page: RowPage = {},
): Promise<ProfitByProject> {
  type Row = ProfitByProject['rows'][number] & { whole: boolean; rows: number; n: unknown };
  const rows = await rowsOf<Row>(
    db,
    sql`
    with costs as ${projectCostTotalsSql(companyId)},
    money as ${period.from ? figuresWithin(companyId, period) : figuresToDate(companyId, period.to)},
    figures as materialized (
      select p.id, p.name, ${customerDisplayName} as customer_name, ${contract} as contract,
        coalesce(f.billed, 0) as billed, coalesce(f.collected, 0) as collected, coalesce(f.cost, 0) as cost,
        coalesce(k.forecast, 0) as forecast
      from projects p
      left join customers on customers.id = p.customer_id and customers.company_id = p.company_id
      left join money f on f.project_id = p.id
      left join costs k on k.project_id = p.id
      left join project_money m on m.project_id = p.id and m.company_id = p.company_id
      where p.company_id = ${companyId}
    ), shown as (
      select *, contract - forecast as profit from figures
      where contract is not null or billed <> 0 or collected <> 0 or cost <> 0
    ), numbered as (
      select *, row_number() over (order by name, id) as n from shown
    )
    select * from (
      select false as whole, id as "projectId", name, customer_name as "customerName",
        contract::numeric(14,2)::text as contract, billed::numeric(14,2)::text as billed,
        collected::numeric(14,2)::text as collected, cost::numeric(14,2)::text as cost,
        profit::numeric(14,2)::text as "projectedProfit", 0 as rows, n
      from numbered where ${onPage(page)}
      union all
      select true, null, null, null, ${sql.raw(summed('sum(contract)'))}, ${sql.raw(summed('sum(billed)'))},
        ${sql.raw(summed('sum(collected)'))}, ${sql.raw(summed('sum(cost)'))}, ${sql.raw(summed('sum(profit)'))},
        count(*)::int, null
      from shown
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
 * under-billing when below. With `from`, only the projects with a cost or an invoice dated in the period. Cost and
 * billed to date are the kept ones less what is dated after `to` (figuresToDate).
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
  const since = period.from ?? null;
  const rows = await rowsOf<Row>(
    db,
    sql`
    with costs as ${projectCostTotalsSql(companyId)},
    to_date as ${figuresToDate(companyId, asOf)},
    ${period.from ? sql`recent as ${figuresWithin(companyId, { from: period.from, to: asOf })},` : sql``}
    figures as materialized (
      select p.id, p.name, ${contract} as contract, k.forecast, coalesce(f.cost, 0) as cost,
        coalesce(f.billed, 0) as billed, ${period.from ? sql`coalesce(r.recent, 0)` : sql`0`} as recent
      from projects p
      join costs k on k.project_id = p.id and k.forecast > 0
      left join to_date f on f.project_id = p.id
      left join project_money m on m.project_id = p.id and m.company_id = p.company_id
      ${period.from ? sql`left join recent r on r.project_id = p.id` : sql``}
      where p.company_id = ${companyId}
    ), shown as (
      select f.*, round(f.contract * f.cost / f.forecast, 2) as earned
      from figures f
      where f.contract is not null and (${since}::date is null or f.recent > 0)
    ), lined as (
      select *, greatest(billed - earned, 0) as over, greatest(earned - billed, 0) as under from shown
    ), numbered as (
      select *, row_number() over (order by name, id) as n from lined
    )
    select * from (
      select false as whole, id as "projectId", name, contract::numeric(14,2)::text as contract,
        forecast::numeric(14,2)::text as "forecastCost", cost::numeric(14,2)::text as "costToDate",
        round(cost * 100 / forecast, 2)::text as "percentComplete", earned::numeric(14,2)::text as earned,
        billed::numeric(14,2)::text as billed, over::numeric(14,2)::text as "overBilled",
        under::numeric(14,2)::text as "underBilled", 0 as rows, n
      from numbered where ${onPage(page)}
      union all
      select true, null, null, ${sql.raw(summed('sum(contract)'))}, ${sql.raw(summed('sum(forecast)'))},
        ${sql.raw(summed('sum(cost)'))}, null, ${sql.raw(summed('sum(earned)'))}, ${sql.raw(summed('sum(billed)'))},
        ${sql.raw(summed('sum(over)'))}, ${sql.raw(summed('sum(under)'))}, count(*)::int, null
      from lined
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
