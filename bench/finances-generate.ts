import { and, asc, eq, sql } from 'drizzle-orm';
import { budgetItems, projects } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { createBenchCompany } from './generate';

export type FinanceScale = {
  customers: number;
  projects: number;
  vendors: number;
  invoices: number;
  expenses: number;
};

/** Per company: 20 invoices and 50 expenses a project, so one project's lists keep their size at every scale. */
export const FINANCE_FULL_SCALE: FinanceScale = {
  customers: 2_000,
  projects: 1_000,
  vendors: 200,
  invoices: 20_000,
  expenses: 50_000,
};

/** Titles of invoices: 'Progress billing 1231' is the 1,231st invoice (g % 5 = 1). */
const INVOICE_KINDS = ['Deposit', 'Progress billing', 'Change order', 'Final payment', 'Materials'];
/** What an expense was, with its category: 'Lumber delivery 1233' is the 1,233rd expense (g % 9 = 0). */
const EXPENSE_KINDS: [string, string][] = [
  ['Lumber delivery', 'materials'],
  ['Framing crew', 'labor'],
  ['Excavator rental', 'equipment'],
  ['Building permit fee', 'permits'],
  ['Electrical subcontract', 'subcontractor'],
  ['Fuel and mileage', 'transport'],
  ['Site office supplies', 'office'],
  ['Temporary power', 'utilities'],
  ['Dumpster rental', 'other'],
];
const textArray = (xs: string[]) =>
  sql.raw(`array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`);

/**
 * Two companies of the same size, their rows interleaved in every table as a shared database holds them, so that
 * every query must find its own company's rows among the other's. Each has `scale` customers, projects (each with
 * a budget of one group and six products), vendors, invoices and expenses, generated inside the database
 * (generate_series), so the full size takes seconds. Invoices: over three years, a fifth with three lines summing
 * to their amount; those of the last 30 days are drafts or sent (due in 30 days), older ones mostly paid (with the
 * day paid), a twentieth each overdue, cancelled and stale drafts. Expenses: nine kinds and categories, nine in
 * ten on a project, six in ten on one of its budget lines, four in five from a vendor of the company.
 * Returns the first company's sign-in and a project and budget line of it to read.
 */
export async function generateFinanceCompanies(db: Db, scale: FinanceScale) {
  const measured = await createBenchCompany(db);
  const other = await createBenchCompany(db);
  const both = sql.raw(`(values (${measured.companyId}), (${other.companyId})) as co(company_id)`);
  const inBoth = sql.raw(`company_id in (${measured.companyId}, ${other.companyId})`);

  await db.execute(sql`
    insert into customers (company_id, first_name, last_name, email, phone, created_at)
    select co.company_id, 'First' || g,
      (array['Smith','Garcia','Nguyen','Patel','Kowalski','Okafor'])[1 + g % 6] || g,
      'customer' || g || '@example.com', '555-' || lpad((g % 10000)::text, 4, '0'),
      now() - (g || ' minutes')::interval
    from generate_series(1, ${scale.customers}) g cross join ${both}`);
  await db.execute(sql`
    insert into projects (company_id, customer_id, name, description, type, stage, progress, budget,
      target_completion_date, created_at)
    select c.company_id, c.ids[1 + g % array_length(c.ids, 1)],
      (array['Kitchen remodel','Basement finish','Bathroom refresh','Deck build','Whole house'])[1 + g % 5] || ' ' || g,
      'Scope of work number ' || g,
      (array['kitchen','basement','bathroom','outdoor','whole_house','other'])[1 + g % 6]::project_type,
      (array['pre-production','in-production','warranty','fully_complete'])[1 + g % 4]::project_stage,
      g % 101, (10000 + g * 10)::numeric(12,2), current_date + (g % 365), now() - (g || ' hours')::interval
    from generate_series(1, ${scale.projects}) g
    cross join (select company_id, array_agg(id order by id) ids from customers where ${inBoth} group by company_id) c`);
  await db.execute(sql`
    insert into budget_items (company_id, project_id, parent_id, type, name, "order")
    select company_id, id, null, 'group', 'Construction', 0 from projects where ${inBoth}`);
  await db.execute(sql`
    insert into budget_items (company_id, project_id, parent_id, type, name, quantity, unit_cost, unit_price,
      markup, margin, "order")
    select b.company_id, b.project_id, b.id, 'product', 'Line item ' || (k + 1), 1 + k, 100 + k * 25,
      (100 + k * 25) * 1.25, 25, 20, k
    from budget_items b cross join generate_series(0, 5) k
    where b.${inBoth} and b.type = 'group'`);
  await db.execute(sql`
    insert into vendors (company_id, name, contact_person, email, phone, address)
    select co.company_id,
      (array['Alpine','Summit','Cedar','Granite','Harbor'])[1 + g % 5] || ' '
        || (array['Lumber','Electric','Plumbing','Tile','Roofing','Concrete'])[1 + g % 6] || ' ' || g,
      'Contact ' || g, 'sales' || g || '@vendor.example', '555-' || lpad((g % 10000)::text, 4, '0'),
      g || ' Industrial Way'
    from generate_series(1, ${scale.vendors}) g cross join ${both}`);

  await db.execute(sql`
    insert into invoices (company_id, project_id, customer_id, invoice_number, title, description, amount, status,
      is_paid, issue_date, due_date, sent_at, paid_at, paid_date, created_by, created_at)
    select x.company_id, x.pid, x.cid, 'INV-' || lpad(x.g::text, 5, '0'), x.kind || ' ' || x.g,
      x.kind || ' for the work completed to date, invoice ' || x.g, x.amount, x.status::invoice_status,
      x.status = 'paid', x.issue, x.issue + 30,
      case when x.status <> 'draft' then x.issue + time '09:00' end,
      case when x.status = 'paid' then x.issue + (x.g % 30) + time '15:00' end,
      case when x.status = 'paid' then x.issue + (x.g % 30) end,
      x.user_id, x.issue + time '08:00'
    from (
      select p.company_id, g, p.pids[1 + g % array_length(p.pids, 1)] pid,
        p.cids[1 + g % array_length(p.pids, 1)] cid, p.user_id,
        (${textArray(INVOICE_KINDS)})[1 + g % 5] kind,
        current_date - (g * 37) % 1095 issue,
        (case when g % 5 = 0 then (1 + g % 7) * 100 + (50 + g % 500) + 100 else 100 + g % 5000 end)::numeric(12,2)
          amount,
        case when (g * 37) % 1095 < 30 then (case when g % 4 = 0 then 'draft' else 'sent' end)
          when g % 20 = 1 then 'sent' when g % 20 = 2 then 'cancelled' when g % 20 = 3 then 'draft'
          else 'paid' end status
      from generate_series(1, ${scale.invoices}) g
      cross join (
        select pr.company_id, array_agg(pr.id order by pr.id) pids, array_agg(pr.customer_id order by pr.id) cids,
          (select min(u.id) from users u where u.company_id = pr.company_id) user_id
        from projects pr where pr.${inBoth} group by pr.company_id) p
    ) x`);
  // Three lines summing to the invoice's amount on every fifth invoice (the amount above).
  await db.execute(sql`
    insert into invoice_lines (company_id, invoice_id, position, description, quantity, unit_price, amount)
    select i.company_id, i.id, l.pos, l.description, l.quantity, l.unit_price, l.quantity * l.unit_price
    from invoices i
    cross join lateral (select substring(i.invoice_number from 5)::int n) g
    cross join lateral (values
      (1, 'Labor', (1 + g.n % 7)::numeric, 100::numeric),
      (2, 'Materials', 1, (50 + g.n % 500)::numeric),
      (3, 'Disposal and cleanup', 2.5, 40)) l(pos, description, quantity, unit_price)
    where i.${inBoth} and g.n % 5 = 0`);

  const kinds = textArray(EXPENSE_KINDS.map(([k]) => k));
  const categories = textArray(EXPENSE_KINDS.map(([, c]) => c));
  await db.execute(sql`
    insert into expenses (company_id, project_id, budget_item_id, vendor_id, vendor, description, amount, date,
      category, created_by, created_at)
    select x.company_id, x.pid, bi.id, x.vid, x.vname, x.description, x.amount, x.spent_on, x.category::expense_category,
      x.user_id, x.spent_on + time '12:00'
    from (
      select p.company_id, g,
        case when g % 10 < 9 then p.pids[1 + g % array_length(p.pids, 1)] end pid,
        case when g % 5 < 4 then v.vids[1 + g % array_length(v.vids, 1)] end vid,
        case when g % 5 < 4 then v.vnames[1 + g % array_length(v.vids, 1)] end vname,
        (${kinds})[1 + g % 9] || ' ' || g description, (${categories})[1 + g % 9] category,
        (5 + (g * 7) % 2000)::numeric(12,2) amount, current_date - (g * 13) % 1095 spent_on, p.user_id
      from generate_series(1, ${scale.expenses}) g
      cross join (
        select pr.company_id, array_agg(pr.id order by pr.id) pids,
          (select min(u.id) from users u where u.company_id = pr.company_id) user_id
        from projects pr where pr.${inBoth} group by pr.company_id) p
      join (
        select company_id, array_agg(id order by id) vids, array_agg(name order by id) vnames
        from vendors where ${inBoth} group by company_id) v on v.company_id = p.company_id
    ) x
    left join lateral (
      select b.id from budget_items b
      where b.project_id = x.pid and b.type = 'product' and x.g % 10 < 6
      order by b.id offset x.g % 6 limit 1) bi on true`);
  await db.execute(sql`vacuum analyze`);

  // A project in the middle of the measured company's, and the first of its budget lines that has expenses.
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.companyId, measured.companyId))
    .orderBy(asc(projects.id))
    .offset(Math.floor(scale.projects / 2))
    .limit(1);
  const projectId = project!.id;
  const [line] = await db
    .select({ id: budgetItems.id })
    .from(budgetItems)
    .where(
      and(
        eq(budgetItems.projectId, projectId),
        eq(budgetItems.type, 'product'),
        sql`exists (select 1 from expenses e where e.budget_item_id = ${budgetItems.id})`,
      ),
    )
    .orderBy(asc(budgetItems.id))
    .limit(1);
  return { ...measured, otherCompanyId: other.companyId, projectId, budgetItemId: line!.id };
}
