import { and, desc, eq, sql } from 'drizzle-orm';
import { dateInZone, lastMonths } from '../../../domain/months';
import { customers, invoices, projects } from '../../db/schema/index';
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
  const monthStart = `${today.slice(0, 7)}-01`;
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const firstMonthStart = `${months[0]}-01`;
  // Day boundaries in the system time zone as instants, so the created_at index serves the ranges.
  const since = (day: string) => sql`(${day}::timestamp at time zone ${timezone})`;

  const [totals, byMonth, activeProjects, recentCustomers, pendingInvoices] = await Promise.all([
    db.execute(sql`select
      (select count(*) from ${projects} where ${projects.companyId} = ${companyId} and ${activeCondition})::int as "activeProjects",
      (select count(*) from ${customers} where ${customers.companyId} = ${companyId})::int as "totalCustomers",
      (select count(*) from ${invoices} where ${invoices.companyId} = ${companyId} and not ${invoices.isPaid}
         and ${invoices.status} <> 'cancelled')::int as "pendingInvoices",
      (select coalesce(sum(${invoices.amount}), 0)::text from ${invoices} where ${invoices.companyId} = ${companyId}
         and ${invoices.isPaid} and ${invoices.createdAt} >= ${since(monthStart)}) as "revenueThisMonth",
      (select coalesce(sum(${invoices.amount}), 0)::text from ${invoices} where ${invoices.companyId} = ${companyId}
         and ${invoices.isPaid} and ${invoices.createdAt} >= ${since(yearStart)}) as "revenueYtd"`) as Promise<unknown>,
    db.execute(sql`select to_char(${invoices.createdAt} at time zone ${timezone}, 'YYYY-MM') as "month",
        sum(${invoices.amount})::text as "total"
      from ${invoices} where ${invoices.companyId} = ${companyId} and ${invoices.isPaid}
        and ${invoices.createdAt} >= ${since(firstMonthStart)}
      group by 1`) as Promise<unknown>,
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
  const monthTotals = new Map(
    (byMonth as Rows<{ month: string; total: string }>).rows.map((r) => [r.month, r.total]),
  );
  return {
    stats: {
      activeProjects: Number(t.activeProjects),
      totalCustomers: Number(t.totalCustomers),
      revenueThisMonth: String(t.revenueThisMonth),
      pendingInvoices: Number(t.pendingInvoices),
    },
    revenueYtd: String(t.revenueYtd),
    revenueByMonth: months.map((month) => ({ month, total: monthTotals.get(month) ?? '0' })),
    activeProjects,
    recentCustomers: (recentCustomers as Rows<Record<string, unknown>>).rows,
    pendingInvoices,
  };
}
