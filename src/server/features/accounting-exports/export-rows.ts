import { type SQL, sql } from 'drizzle-orm';
import type { ExportKind } from '#domain/contracts/accounting-exports';
import type { DbOrTx } from '../../db/types';

/**
 * The rows of each export, read in SQL in pages of `batch` by keyset (day, record id, line position), so a
 * company's 50,000 payments stream out a page at a time and never sit in memory together. Dates and money come
 * back as text ('2026-03-01', '1250.50'): exact to the cent, never a float or a shifted day.
 */
export type ExportRow = { day: string; id: number; pos: number } & Record<string, string | number | null>;

export type RangeFilter = { companyId: number; from: string; to: string };

type Cursor = { day: string; id: number; pos: number };

const afterCursor = (day: SQL, id: SQL, pos: SQL, cursor: Cursor | null): SQL =>
  cursor
    ? sql`(${day}, ${id}, ${pos}) > (${cursor.day}::date, ${cursor.id}::int, ${cursor.pos}::int)`
    : sql`true`;

/** An invoice counts on its issue date (the day it was made when it has none); drafts and cancelled never. */
const invoiceDay = sql`coalesce(i.issue_date, i.created_at::date)`;

function invoices(f: RangeFilter, lines: boolean, cursor: Cursor | null, limit: number): SQL {
  const pos = lines ? sql`coalesce(l.position, -1)` : sql`0`;
  const where = sql`i.company_id = ${f.companyId} and i.status not in ('draft', 'cancelled')
    and ${invoiceDay} between ${f.from}::date and ${f.to}::date
    and ${afterCursor(invoiceDay, sql`i.id`, pos, cursor)}`;
  return sql`
    select ${invoiceDay}::text as day, i.id, ${pos} as pos, i.invoice_number as number,
      nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') as customer, p.name as project,
      i.title, i.description, i.status::text as status, i.due_date::text as due_date,
      i.amount::text as amount, i.amount_paid::text as amount_paid, (i.amount - i.amount_paid)::text as balance
      ${
        lines
          ? sql`, l.description as line_description, l.quantity::text as quantity,
              l.unit_price::text as unit_price, l.amount::text as line_amount`
          : sql``
      }
    from invoices i
    left join customers c on c.id = i.customer_id and c.company_id = i.company_id
    left join projects p on p.id = i.project_id and p.company_id = i.company_id
    ${lines ? sql`left join invoice_lines l on l.invoice_id = i.id and l.company_id = i.company_id` : sql``}
    where ${where}
    order by 1, 2, 3
    limit ${limit}`;
}

function payments(f: RangeFilter, cursor: Cursor | null, limit: number): SQL {
  return sql`
    select pm.date::text as day, pm.id, 0 as pos, i.invoice_number,
      nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') as customer, p.name as project,
      pm.method::text as method, pm.reference, pm.note, pm.amount::text as amount
    from payments pm
    left join invoices i on i.id = pm.invoice_id and i.company_id = pm.company_id
    left join customers c on c.id = coalesce(pm.customer_id, i.customer_id) and c.company_id = pm.company_id
    left join projects p on p.id = pm.project_id and p.company_id = pm.company_id
    where pm.company_id = ${f.companyId} and pm.date between ${f.from}::date and ${f.to}::date
      and ${afterCursor(sql`pm.date`, sql`pm.id`, sql`0`, cursor)}
    order by pm.date, pm.id
    limit ${limit}`;
}

function expenses(f: RangeFilter, cursor: Cursor | null, limit: number): SQL {
  return sql`
    select e.date::text as day, e.id, 0 as pos, e.description, e.category::text as category,
      coalesce(v.name, e.vendor) as vendor, p.name as project, b.name as budget_line, e.amount::text as amount
    from expenses e
    left join vendors v on v.id = e.vendor_id and v.company_id = e.company_id
    left join projects p on p.id = e.project_id and p.company_id = e.company_id
    left join budget_items b on b.id = e.budget_item_id and b.company_id = e.company_id
    where e.company_id = ${f.companyId} and e.date between ${f.from}::date and ${f.to}::date
      and ${afterCursor(sql`e.date`, sql`e.id`, sql`0`, cursor)}
    order by e.date, e.id
    limit ${limit}`;
}

function bills(f: RangeFilter, lines: boolean, cursor: Cursor | null, limit: number): SQL {
  const pos = lines ? sql`l.position` : sql`0`;
  return sql`
    select vb.bill_date::text as day, vb.id, ${pos} as pos, vb.number, vb.vendor_name as vendor,
      p.name as project, vb.due_date::text as due_date, vb.total::text as total,
      vb.amount_paid::text as amount_paid, (vb.total - vb.amount_paid)::text as balance
      ${
        lines
          ? sql`, l.description as line_description, l.amount::text as line_amount, b.name as budget_line,
              b.trade_id, t.name as trade_name`
          : sql``
      }
    from vendor_bills vb
    left join projects p on p.id = vb.project_id and p.company_id = vb.company_id
    ${
      lines
        ? sql`join vendor_bill_lines l on l.bill_id = vb.id and l.company_id = vb.company_id
          left join budget_items b on b.id = l.budget_item_id and b.company_id = vb.company_id
          left join trades t on t.id = b.trade_id and t.company_id = vb.company_id`
        : sql``
    }
    where vb.company_id = ${f.companyId} and vb.bill_date between ${f.from}::date and ${f.to}::date
      and ${afterCursor(sql`vb.bill_date`, sql`vb.id`, pos, cursor)}
    order by 1, 2, 3
    limit ${limit}`;
}

function billPayments(f: RangeFilter, cursor: Cursor | null, limit: number): SQL {
  return sql`
    select bp.paid_on::text as day, bp.id, 0 as pos, vb.number as bill_number, vb.vendor_name as vendor,
      p.name as project, bp.method, bp.reference, bp.amount::text as amount
    from vendor_bill_payments bp
    join vendor_bills vb on vb.id = bp.bill_id and vb.company_id = bp.company_id
    left join projects p on p.id = vb.project_id and p.company_id = vb.company_id
    where bp.company_id = ${f.companyId} and bp.paid_on between ${f.from}::date and ${f.to}::date
      and ${afterCursor(sql`bp.paid_on`, sql`bp.id`, sql`0`, cursor)}
    order by bp.paid_on, bp.id
    limit ${limit}`;
}

/**
 * `select ... where <company and range> and (day, id, pos) > cursor order by day, id, pos limit n` of a kind: invoices
 * and bills line by line for the importers' layouts, else one row a record.
 */
function statementOf(
  kind: ExportKind,
  f: RangeFilter,
  lines: boolean,
  cursor: Cursor | null,
  limit: number,
): SQL {
  switch (kind) {
    case 'invoices':
      return invoices(f, lines, cursor, limit);
    case 'payments':
      return payments(f, cursor, limit);
    case 'expenses':
      return expenses(f, cursor, limit);
    case 'bills':
      return bills(f, lines, cursor, limit);
    case 'bill-payments':
      return billPayments(f, cursor, limit);
  }
}

/** The export's rows in order, a page at a time. */
export async function* exportRows(
  db: DbOrTx,
  kind: ExportKind,
  filter: RangeFilter,
  lines: boolean,
  batch = 1000,
): AsyncGenerator<ExportRow> {
  let cursor: Cursor | null = null;
  for (;;) {
    const statement = statementOf(kind, filter, lines, cursor, batch);
    const { rows } = (await db.execute(statement)) as unknown as { rows: ExportRow[] };
    yield* rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    cursor = { day: last.day, id: Number(last.id), pos: Number(last.pos) };
  }
}
