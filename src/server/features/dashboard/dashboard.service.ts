import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { dateInZone, lastMonths, monthAfter } from '../../../domain/months';
import { companyPaidRevenueDays, companyStats, customers, invoices, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { activeCondition } from '../projects/projects.list';
import { readSettings } from '../settings/settings.service';

type Rows<T> = { rows: T[] };

/**
 * Everything the dashboard shows, computed by the database: the four stat cards, the 3 newest active projects,
 * the 5 newest customers, revenue this year and by month for the last 6 months (paid invoices by creation
 * month in the system time zone), and the 3 unpaid invoices due first.
 */
export async function getDashboardSummary(db: DbOrTx, companyId: number, now: Date) {
  const { timezone } = await readSettings(db);
  const today = dateInZone(now, timezone);
  const months = lastMonths(today, 6);
  const thisMonth = today.slice(0, 7);
  const year = today.slice(0, 4);

  // Revenue of paid invoices created in [from, to) (days 'YYYY-MM-DD' in the system time zone): whole UTC days
  // from the trigger-kept day totals, the two partial days from the invoices themselves (index on created_at).
  const instant = (day: string) => sql`(${day}::timestamp at time zone ${timezone})`;
  const utcDay = (at: SQL) => sql`((${at} at time zone 'UTC')::date)`;
  const utcMidnight = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;
  const paidRevenue = (fromDay: string, toDay: string) => {
    const from = instant(fromDay);
    const to = instant(toDay);
    const afterFirstDay = utcMidnight(sql`${utcDay(from)} + 1`);
    const paidBetween = (a: SQL, b: SQL) => sql`(select coalesce(sum(i.amount), 0) from ${invoices} i
      where i.company_id = ${companyId} and i.is_paid and i.created_at >= ${a} and i.created_at < ${b})`;
    return sql`((select coalesce(sum(r.amount), 0) from ${companyPaidRevenueDays} r
        where r.company_id = ${companyId} and r.day > ${utcDay(from)} and r.day < ${utcDay(to)})
      + ${paidBetween(from, sql`least(${to}, ${afterFirstDay})`)}
      + ${paidBetween(sql`greatest(${utcMidnight(utcDay(to))}, ${afterFirstDay})`, to)})::numeric(14, 2)::text`;
  };
  const monthRange = (key: string) => paidRevenue(`${key}-01`, `${monthAfter(key)}-01`);

  const [totals, activeProjects, recentCustomers, pendingInvoices] = await Promise.all([
    db.execute(sql`select
      coalesce((select s.customers from ${companyStats} s where s.company_id = ${companyId}), 0) as "totalCustomers",
      coalesce((select s.active_projects from ${companyStats} s where s.company_id = ${companyId}), 0) as "activeProjects",
      coalesce((select s.pending_invoices from ${companyStats} s where s.company_id = ${companyId}), 0) as "pendingInvoices",
      ${monthRange(thisMonth)} as "revenueThisMonth",
      ${paidRevenue(`${year}-01-01`, `${Number(year) + 1}-01-01`)} as "revenueYtd",
      ${sql.join(
        months.map((m, i) => sql`${monthRange(m)} as ${sql.identifier(`month${i}`)}`),
        sql`, `,
      )}`) as Promise<unknown>,
    db
      .select({
        id: projects.id,
        name: projects.name,
        description: projects.description,
        type: projects.type,
        stage: projects.stage,
        progress: projects.progress,
        budget: projects.budget,
        startDate: projects.startDate,
        endDate: projects.endDate,
        targetCompletionDate: projects.targetCompletionDate,
        customerId: projects.customerId,
      })
      .from(projects)
      .where(and(eq(projects.companyId, companyId), activeCondition))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(3),
    // The 5 customers are picked first (index on company_id, created_at); only they get the per-customer figures.
    db.execute(sql`with recent as (
        select * from ${customers} where ${customers.companyId} = ${companyId}
        order by ${customers.createdAt} desc, ${customers.id} desc limit 5)
      select c.id, c.first_name as "firstName", c.last_name as "lastName", c.email,
        latest.type as "latestProjectType", latest.stage as "latestProjectStage",
        totals.budget as "totalBudget", totals.n as "projectCount"
      from recent c
      left join lateral (select p.type, p.stage from ${projects} p where p.customer_id = c.id and p.company_id = ${companyId}
        order by p.created_at desc, p.id desc limit 1) latest on true
      cross join lateral (select sum(p.budget)::text as budget, count(*)::int as n from ${projects} p
        where p.customer_id = c.id and p.company_id = ${companyId}) totals
      order by c.created_at desc, c.id desc`) as Promise<unknown>,
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        description: invoices.description,
        amount: invoices.amount,
        dueDate: invoices.dueDate,
        customerId: invoices.customerId,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.companyId, companyId),
          eq(invoices.isPaid, false),
          sql`${invoices.status} <> 'cancelled'`,
        ),
      )
      .orderBy(sql`${invoices.dueDate} asc nulls last`, invoices.id)
      .limit(3),
  ]);

  const t = (totals as Rows<Record<string, string | number>>).rows[0]!;
  return {
    stats: {
      activeProjects: Number(t.activeProjects),
      totalCustomers: Number(t.totalCustomers),
      revenueThisMonth: String(t.revenueThisMonth),
      pendingInvoices: Number(t.pendingInvoices),
    },
    revenueYtd: String(t.revenueYtd),
    revenueByMonth: months.map((month, i) => ({ month, total: String(t[`month${i}`]) })),
    activeProjects,
    recentCustomers: (recentCustomers as Rows<Record<string, unknown>>).rows,
    pendingInvoices,
  };
}
