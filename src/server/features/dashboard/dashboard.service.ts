import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DashboardCustomer } from '#domain/contracts/dashboard';
import { dateInZone, lastMonths, monthAfter } from '#domain/months';
import { preparedOnce, preparedSql } from '../../db/prepared';
import { companyPaidRevenueDays, companyStats, customers, invoices, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { customerDisplayName } from '../customers/customer-name';
import { projectBudgetAmount, projectBudgetColumns, projectBudgetJoin } from '../projects/project-budget';
import { activeCondition } from '../projects/projects.list';

const p = sql.placeholder;

/**
 * Revenue between two days ('YYYY-MM-DD' placeholders, the second excluded): the payments received on those days
 * (decision 0267), from the day totals a trigger keeps. A payment's date is a calendar day, so no time zone
 * splits a day.
 */
function paidRevenue(fromDay: string, toDay: string): SQL {
  return sql`(select coalesce(sum(r.amount), 0) from ${companyPaidRevenueDays} r
    where r.company_id = ${p('companyId')} and r.day >= ${p(fromDay)}::date
      and r.day < ${p(toDay)}::date)::numeric(14, 2)::text`;
}

const MONTHS = 6;
const stat = (column: SQL) =>
  sql<number>`coalesce((select ${column} from ${companyStats} s where s.company_id = ${p('companyId')}), 0)`;

/**
 * The dashboard's statements are large (the revenue of seven ranges) and the same on every call but for the
 * company, the time zone and the days: built once, prepared, and given those as parameters.
 */
const totalsQuery = preparedOnce((db) =>
  db
    .select({
      totalCustomers: stat(sql`s.customers`),
      activeProjects: stat(sql`s.active_projects`),
      pendingInvoices: stat(sql`s.pending_invoices`),
      revenueYtd: paidRevenue('yearFrom', 'yearTo'),
      ...Object.fromEntries(
        Array.from({ length: MONTHS }, (_, i) => [`month${i}`, paidRevenue(`from${i}`, `to${i}`)]),
      ),
    })
    .from(sql`(values (1)) as one (x)`)
    .prepare('dashboard_totals'),
);

const activeProjectsQuery = preparedOnce((db) =>
  db
    .select({
      id: projects.id,
      name: projects.name,
      description: projects.description,
      type: projects.type,
      stage: projects.stage,
      progress: projects.progress,
      budget: projects.budget,
      ...projectBudgetColumns,
      startDate: projects.startDate,
      endDate: projects.endDate,
      targetCompletionDate: projects.targetCompletionDate,
      customerId: projects.customerId,
    })
    .from(projects)
    .leftJoin(projectBudgetJoin, sql`true`)
    .where(and(eq(projects.companyId, p('companyId')), activeCondition))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(3)
    .prepare('dashboard_active_projects'),
);

const pendingInvoicesQuery = preparedOnce((db) =>
  db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
      amount: invoices.amount,
      dueDate: invoices.dueDate,
      customerId: invoices.customerId,
      customerName: customerDisplayName,
    })
    .from(invoices)
    // The customer's name, not a 'Customer #id' placeholder (docs/product.md#dashboard).
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .where(
      and(
        eq(invoices.companyId, p('companyId')),
        eq(invoices.isPaid, false),
        sql`${invoices.status} <> 'cancelled'`,
      ),
    )
    .orderBy(sql`${invoices.dueDate} asc nulls last`, invoices.id)
    .limit(3)
    .prepare('dashboard_pending_invoices'),
);

/** The 5 customers are picked first (index on company_id, created_at); only they get the per-customer figures. */
const recentCustomersQuery = preparedSql(
  'dashboard_recent_customers',
  sql`with recent as (
      select * from ${customers} where ${customers.companyId} = ${p('companyId')}
      order by ${customers.createdAt} desc, ${customers.id} desc limit 5)
    select c.id, c.first_name as "firstName", c.last_name as "lastName", c.email,
      latest.type as "latestProjectType", latest.stage as "latestProjectStage",
      totals.budget as "totalBudget", totals.n as "projectCount"
    from recent c
    left join lateral (select p.type, p.stage from ${projects} p where p.customer_id = c.id and p.company_id = ${p('companyId')}
      order by p.created_at desc, p.id desc limit 1) latest on true
    cross join lateral (select case when count(*) > 0
        then coalesce(sum(${projectBudgetAmount}), 0)::numeric(14, 2)::text end as budget, count(*)::int as n
      from ${projects} left join ${projectBudgetJoin} on true
      where ${projects.customerId} = c.id and ${projects.companyId} = ${p('companyId')}) totals
    order by c.created_at desc, c.id desc`,
);

/**
 * Everything the dashboard shows, computed by the database: the four stat cards, the 3 newest active projects,
 * the 5 newest customers, revenue this year and by month for the last 6 months (payments by their date, the
 * months of today in the system time zone), and the 3 unpaid invoices due first.
 */
export async function getDashboardSummary(db: DbOrTx, companyId: number, now: Date, timezone: string) {
  const today = dateInZone(now, timezone);
  const months = lastMonths(today, MONTHS);
  const year = Number(today.slice(0, 4));
  const ranges = Object.fromEntries(
    months.flatMap((m, i) => [
      [`from${i}`, `${m}-01`],
      [`to${i}`, `${monthAfter(m)}-01`],
    ]),
  );

  const [[totals], activeProjects, recentCustomers, pendingInvoices] = await Promise.all([
    totalsQuery(db).execute({
      companyId,
      yearFrom: `${year}-01-01`,
      yearTo: `${year + 1}-01-01`,
      ...ranges,
    }),
    activeProjectsQuery(db).execute({ companyId }),
    recentCustomersQuery(db).execute({ companyId }),
    pendingInvoicesQuery(db).execute({ companyId }),
  ]);

  const t = totals as unknown as Record<string, string | number>;
  return {
    stats: {
      activeProjects: Number(t.activeProjects),
      totalCustomers: Number(t.totalCustomers),
      // The last of the six months is this month.
      revenueThisMonth: String(t[`month${MONTHS - 1}`]),
      pendingInvoices: Number(t.pendingInvoices),
    },
    revenueYtd: String(t.revenueYtd),
    revenueByMonth: months.map((month, i) => ({ month, total: String(t[`month${i}`]) })),
    activeProjects,
    recentCustomers: recentCustomers.rows as DashboardCustomer[],
    pendingInvoices,
  };
}
