import { type SQL, sql } from 'drizzle-orm';
import type { ApAging, ArAging } from '#domain/contracts/reports';
import type { DbOrTx } from '../../db/types';
import { type RowPage, rowsOf } from './report-rows';

/**
 * The receivables and payables agings as of the end of a day (decisions 0272, 0278). Both read today's open items
 * from the sums the database keeps (migration 0033: per customer or vendor name, per name and due date, per due
 * date) and correct them, item by item, with what happened after the day asked for:
 * - an item's balance as of a day is its total less its payments dated on or before that day, and only the items
 *   issued by then count;
 * - so an item whose figure as of the day differs from the kept one has a payment dated later, or is open and
 *   issued later: such an item is "touched"; its kept share (if open now) is taken off and its share as of the
 *   day (if it counts then) is put on, under its name and due date;
 * - every other item counts as it is kept.
 * As of today nothing is touched but what is dated in the future: the report reads a page of names, their due
 * dates and the company's due dates, whatever the number of open items. As of a past day it also reads what is
 * dated since.
 */
type AgingSource = {
  /** `later (item_id, amount)`: each item's payments dated after the day. */
  later: SQL;
  /**
   * The touched items (may use `later`): key, due ('infinity' for none), ref (a vendor id), now_balance (null
   * unless open now), then_balance (null unless it counts as of the day).
   */
  touched: SQL;
  /** `(company_id, key, name, open_count)`: the kept sums per key. */
  keptKeys: SQL;
  /** `(company_id, key, due_on, open_count, balance)`: the kept sums per key and due date. */
  keptKeyDues: SQL;
  /** `(company_id, due_on, open_count, balance)`: the kept sums per due date. */
  keptDays: SQL;
  /** The name of a key that is not kept (open then, not now). */
  nameOf: (key: SQL) => SQL;
  /** A page row's id from its key: the customer id, or a vendor id. */
  rowId: (key: SQL) => SQL;
};

type AgingRow = ArAging['totals'] & {
  key: number | null;
  name: string | null;
  count: number;
  whole: boolean;
  /** On the totals line: how many rows the report has. */
  rows: number;
};

/**
 * The five buckets of `(days, n, balance)` rows: days past due 0 or less (no due date: 'infinity') is current;
 * `count` adds n, the number of open items (negative for the kept ones taken back).
 */
const bucketSums = (asOf: string) => {
  const days = sql`(case when due = 'infinity' then 0 else ${asOf}::date - due end)`;
  const bucket = (where: SQL) => sql`coalesce(sum(balance) filter (where ${where}), 0)::numeric(14,2)::text`;
  return sql`coalesce(sum(n), 0)::int as count,
    ${bucket(sql`${days} <= 0`)} as current,
    ${bucket(sql`${days} between 1 and 30`)} as "days1to30",
    ${bucket(sql`${days} between 31 and 60`)} as "days31to60",
    ${bucket(sql`${days} between 61 and 90`)} as "days61to90",
    ${bucket(sql`${days} > 90`)} as over90,
    coalesce(sum(balance), 0)::numeric(14,2)::text as total`;
};

async function aging(db: DbOrTx, companyId: number, asOf: string, page: RowPage, source: AgingSource) {
  const sums = bucketSums(asOf);
  const rows = await rowsOf<AgingRow>(
    db,
    sql`
    with later as (${source.later}),
    touched as materialized (${source.touched}),
    delta as (
      select key, due, -1 as n, -now_balance as balance from touched where now_balance is not null
      union all
      select key, due, 1, then_balance from touched where then_balance is not null
    ), changed as materialized (
      -- The touched keys: what the day changes in their count, and their kept count (0: not kept).
      select d.key, d.n, coalesce(r.open_count, 0) as kept from (select key, sum(n) as n from delta group by key) d
      left join ${source.keptKeys} r on r.company_id = ${companyId} and r.key = d.key
    ), shown as (
      -- The kept keys in the report's order (an index), less those with nothing open on the day, and the keys
      -- open on the day and not now. Hashed, the first filter keeps the index's order: a page reads its rows.
      select r.key, r.name from ${source.keptKeys} r
      where r.company_id = ${companyId} and r.key not in (select key from changed where kept > 0 and kept + n <= 0)
      union all
      select ch.key, ${source.nameOf(sql`ch.key`)} from changed ch where ch.kept = 0 and ch.n > 0
    ), paged as (
      select key, name, row_number() over (order by name, key) as place from (
        select * from shown order by name, key
        offset ${page.offset ?? 0} limit ${page.limit ?? null}
      ) p
    ), page_dues as (
      select p.key, p.name, p.place, k.due_on as due, k.open_count as n, k.balance
      from paged p join ${source.keptKeyDues} k on k.company_id = ${companyId} and k.key = p.key
      union all
      select p.key, p.name, p.place, d.due, d.n, d.balance from paged p join delta d on d.key = p.key
    ), days as (
      select due_on as due, open_count as n, balance from ${source.keptDays} d where d.company_id = ${companyId}
      union all
      select due, n, balance from delta
    )
    select * from (
      select false as whole, ${source.rowId(sql`page_dues.key`)} as key, name, place, ${sums}, 0 as rows
      from page_dues group by key, name, place
      union all
      select true, null, null, null, ${sums},
        (select count(*)::int from ${source.keptKeys} r where r.company_id = ${companyId})
          - (select count(*)::int from changed where kept > 0 and kept + n <= 0)
          + (select count(*)::int from changed where kept = 0 and n > 0)
      from days
    ) r
    order by whole, place`,
  );
  const whole = rows.find((r) => r.whole);
  const figures = ({ current, days1to30, days31to60, days61to90, over90, total }: AgingRow) => ({
    current,
    days1to30,
    days31to60,
    days61to90,
    over90,
    total,
  });
  const zero = { current: '0.00', days1to30: '0.00', days31to60: '0.00', days61to90: '0.00', over90: '0.00' };
  return {
    parts: rows.filter((r) => !r.whole),
    totals: whole ? figures(whole) : { ...zero, total: zero.current },
    rowCount: whole?.rows ?? 0,
    figures,
  };
}

/** An invoice's day: its issue date, else the day it was made (as the Finances cards count it). */
const issuedBy = (asOf: string) =>
  sql`coalesce(i.issue_date, (i.created_at at time zone 'UTC')::date) <= ${asOf}::date`;

/**
 * Accounts receivable aging at the end of `asOf`: every invoice sent (not a draft, not cancelled) and issued by
 * then, its balance = amount − its payments dated on or before `asOf`, bucketed by days past its due date, per
 * customer (0: no customer), in the order of the customers' names.
 */
export async function arAging(
  db: DbOrTx,
  companyId: number,
  asOf: string,
  page: RowPage = {},
): Promise<ArAging> {
  const sent = sql`i.company_id = ${companyId} and i.status not in ('draft', 'cancelled')`;
  const thenBalance = sql`i.amount - i.amount_paid + coalesce(l.amount, 0)`;
  const { parts, totals, rowCount, figures } = await aging(db, companyId, asOf, page, {
    later: sql`select p.invoice_id as item_id, sum(p.amount) as amount from payments p
      where p.company_id = ${companyId} and p.date > ${asOf}::date and p.invoice_id is not null
      group by p.invoice_id`,
    touched: sql`
      select coalesce(i.customer_id, 0) as key, coalesce(i.due_date, 'infinity') as due, null::int as ref,
        case when i.amount_paid < i.amount then i.amount - i.amount_paid end as now_balance,
        case when ${issuedBy(asOf)} and ${thenBalance} > 0 then ${thenBalance} end as then_balance
      from (
        select item_id as id from later
        union
        select i.id from invoices i
        where ${sent} and i.amount_paid < i.amount and (i.issue_date > ${asOf}::date
          or (i.issue_date is null and i.created_at >= (${asOf}::date + 1)::timestamp at time zone 'UTC'))
      ) t
      join invoices i on i.id = t.id
      left join later l on l.item_id = i.id
      where ${sent}`,
    keptKeys: sql`(select company_id, customer_id as key, name, open_count from receivable_customers)`,
    keptKeyDues: sql`(select company_id, customer_id as key, due_on, open_count, balance
      from receivable_customer_dues)`,
    keptDays: sql`receivable_due_days`,
    nameOf: (key) => sql`(select nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') from customers c
      where c.id = ${key} and c.company_id = ${companyId})`,
    rowId: (key) => sql`nullif(${key}, 0)`,
  });
  return {
    asOf,
    rows: parts.map((r) => ({ customerId: r.key, name: r.name, count: r.count, ...figures(r) })),
    totals,
    rowCount,
  };
}

/**
 * Accounts payable aging at the end of `asOf`: every vendor bill dated by then, its balance = total − its bill
 * payments dated on or before `asOf` (amount_paid is their sum, vendor-bills.service.ts), bucketed by days past
 * its due date, per vendor by the name on the bill (which a deleted vendor leaves behind).
 */
export async function apAging(
  db: DbOrTx,
  companyId: number,
  asOf: string,
  page: RowPage = {},
): Promise<ApAging> {
  const thenBalance = sql`b.total - b.amount_paid + coalesce(l.amount, 0)`;
  const { parts, totals, rowCount, figures } = await aging(db, companyId, asOf, page, {
    later: sql`select p.bill_id as item_id, sum(p.amount) as amount from vendor_bill_payments p
      where p.company_id = ${companyId} and p.paid_on > ${asOf}::date
      group by p.bill_id`,
    touched: sql`
      select b.vendor_name as key, coalesce(b.due_date, 'infinity') as due, b.vendor_id as ref,
        case when b.amount_paid < b.total then b.total - b.amount_paid end as now_balance,
        case when b.bill_date <= ${asOf}::date and ${thenBalance} > 0 then ${thenBalance} end as then_balance
      from (
        select item_id as id from later
        union
        select b.id from vendor_bills b
        where b.company_id = ${companyId} and b.amount_paid < b.total and b.bill_date > ${asOf}::date
      ) t
      join vendor_bills b on b.id = t.id and b.company_id = ${companyId}
      left join later l on l.item_id = b.id`,
    keptKeys: sql`(select company_id, vendor_name as key, vendor_name as name, open_count from payable_vendors)`,
    keptKeyDues: sql`(select company_id, vendor_name as key, due_on, open_count, balance from payable_vendor_dues)`,
    keptDays: sql`payable_due_days`,
    nameOf: (key) => key,
    // The vendor of the name's open bills, or of its bills counted then (the newest record when a name was
    // used by more than one vendor): the open ones from an index, whatever their number.
    rowId: (key) => sql`greatest(
      (select max(b.vendor_id) from vendor_bills b
        where b.company_id = ${companyId} and b.vendor_name = ${key} and b.amount_paid < b.total),
      (select max(t.ref) from touched t where t.key = ${key} and t.then_balance is not null))`,
  });
  return {
    asOf,
    rows: parts.map((r) => ({ vendorId: r.key, name: r.name ?? '', count: r.count, ...figures(r) })),
    totals,
    rowCount,
  };
}
