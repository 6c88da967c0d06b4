import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import { fromUnits, toUnits } from '#domain/pricing';
import {
  changeOrders,
  estimates,
  invoices,
  payApplicationLines,
  payApplications,
  projectBilling,
  sovLines,
} from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { rowVersion } from '../../http/record-version';

/** The project's billing row, or the defaults (milestones, 10 %) with version '0' while it has none. */
export async function readBilling(db: DbOrTx, companyId: number, projectId: number) {
  const [row] = await db
    .select({
      method: projectBilling.method,
      retainagePercent: projectBilling.retainagePercent,
      version: rowVersion(projectBilling),
    })
    .from(projectBilling)
    .where(and(eq(projectBilling.projectId, projectId), eq(projectBilling.companyId, companyId)));
  return {
    method: (row?.method ?? 'milestones') as 'milestones' | 'progress',
    retainagePercent: row?.retainagePercent ?? '10.00',
    version: row?.version ?? '0',
    exists: row !== undefined,
  };
}

/** Whether the project has live (not cancelled) milestone invoices, and live pay applications. */
export async function billingUse(db: DbOrTx, companyId: number, projectId: number) {
  const [row] = await db
    .select({
      milestones: sql<boolean>`exists (select 1 from ${invoices} where ${invoices.projectId} = ${projectId}
        and ${invoices.companyId} = ${companyId} and ${invoices.milestoneType} is not null
        and ${invoices.status} <> 'cancelled')`,
      applications: sql<boolean>`exists (select 1 from ${payApplications} a join ${invoices} i on i.id = a.invoice_id
        where a.project_id = ${projectId} and a.company_id = ${companyId} and i.status <> 'cancelled')`,
    })
    .from(sql`(select 1) as one`);
  return { milestones: Boolean(row?.milestones), applications: Boolean(row?.applications) };
}

/** A live application's line: its application is on an invoice that is not cancelled. */
const live = sql`${invoices.status} <> 'cancelled'`;

/**
 * Each schedule line with the sums of what live pay applications billed on it. `beforeNumber` counts only the
 * applications numbered below it (what a given application's "previous" was); `asOf` those up to it.
 */
export async function sovLineSums(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  options: { beforeNumber?: number; asOf?: number } = {},
) {
  // As of an application: the live ones up to it, and itself even when cancelled (its own PDF still prints).
  const rule =
    options.beforeNumber !== undefined
      ? sql`${live} and ${payApplications.number} < ${options.beforeNumber}`
      : options.asOf !== undefined
        ? sql`(${live} or ${payApplications.number} = ${options.asOf}) and ${payApplications.number} <= ${options.asOf}`
        : live;
  const sumOf = (column: typeof payApplicationLines.workThisPeriod) =>
    sql<string>`coalesce(sum(${column}) filter (where ${rule}), 0)::text`;
  return db
    .select({
      id: sovLines.id,
      position: sovLines.position,
      description: sovLines.description,
      source: sovLines.source,
      scheduledValue: sovLines.scheduledValue,
      work: sumOf(payApplicationLines.workThisPeriod),
      stored: sumOf(payApplicationLines.storedChange),
      retainage: sumOf(payApplicationLines.retainage),
    })
    .from(sovLines)
    .leftJoin(payApplicationLines, eq(payApplicationLines.sovLineId, sovLines.id))
    .leftJoin(payApplications, eq(payApplications.id, payApplicationLines.applicationId))
    .leftJoin(invoices, eq(invoices.id, payApplications.invoiceId))
    .where(and(eq(sovLines.projectId, projectId), eq(sovLines.companyId, companyId)))
    .groupBy(sovLines.id)
    .orderBy(asc(sovLines.position));
}

/** The project's pay applications, oldest first, with their invoices. */
export async function listApplications(db: DbOrTx, companyId: number, projectId: number) {
  return db
    .select({
      id: payApplications.id,
      number: payApplications.number,
      kind: payApplications.kind,
      periodEnd: payApplications.periodEnd,
      invoiceId: payApplications.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      amount: invoices.amount,
      cancelled: sql<boolean>`${invoices.status} = 'cancelled'`,
    })
    .from(payApplications)
    .innerJoin(invoices, eq(invoices.id, payApplications.invoiceId))
    .where(and(eq(payApplications.projectId, projectId), eq(payApplications.companyId, companyId)))
    .orderBy(asc(payApplications.number));
}

/** The sum of the amounts of live applications numbered below `number`: the previous certificates. */
export async function previousCertificates(db: DbOrTx, companyId: number, projectId: number, number: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${invoices.amount}), 0)::text` })
    .from(payApplications)
    .innerJoin(invoices, eq(invoices.id, payApplications.invoiceId))
    .where(
      and(
        eq(payApplications.projectId, projectId),
        eq(payApplications.companyId, companyId),
        ne(invoices.status, 'cancelled'),
        sql`${payApplications.number} < ${number}`,
      ),
    );
  return row?.total ?? '0';
}

export async function nextApplicationNumber(db: DbOrTx, companyId: number, projectId: number) {
  const [row] = await db
    .select({ n: max(payApplications.number) })
    .from(payApplications)
    .where(and(eq(payApplications.projectId, projectId), eq(payApplications.companyId, companyId)));
  return (row?.n ?? 0) + 1;
}

/**
 * Copies the approved contract into the schedule of values (decision 0271): the approved estimate's top-level
 * lines and its tax, once; then each approved change order not billed on its own ('Bill now') that is not on it
 * yet. Returns false when no estimate is approved and the schedule is empty.
 */
export async function materialiseSov(db: DbOrTx, companyId: number, projectId: number, labels: SovLabels) {
  const existing = await db
    .select({ position: sovLines.position, source: sovLines.source, changeOrderId: sovLines.changeOrderId })
    .from(sovLines)
    .where(and(eq(sovLines.projectId, projectId), eq(sovLines.companyId, companyId)));
  let position = existing.reduce((m, l) => Math.max(m, l.position), 0);
  const rows: (typeof sovLines.$inferInsert)[] = [];
  if (!existing.some((l) => l.source === 'estimate')) {
    const [estimate] = await db
      .select({ snapshot: estimates.snapshot })
      .from(estimates)
      .where(
        and(
          eq(estimates.projectId, projectId),
          eq(estimates.companyId, companyId),
          eq(estimates.status, 'approved'),
        ),
      );
    if (!estimate?.snapshot) return existing.length > 0;
    const top = estimate.snapshot.lines.filter((l) => l.parentId === null).sort((a, b) => a.order - b.order);
    let sum = 0n;
    for (const line of top) {
      const cents = toUnits(line.amount);
      sum += cents;
      rows.push({
        companyId,
        projectId,
        position: ++position,
        source: 'estimate',
        description: line.name,
        scheduledValue: line.amount,
      });
    }
    // The tax (and any rounding of the total) is a line of its own, so the lines add up to the contract.
    const rest = toUnits(estimate.snapshot.total) - sum;
    if (rest !== 0n) {
      rows.push({
        companyId,
        projectId,
        position: ++position,
        source: 'estimate',
        description: labels.salesTax(),
        scheduledValue: fromUnits(rest),
      });
    }
  }
  const seen = new Set(existing.map((l) => l.changeOrderId).filter((v) => v !== null));
  const approved = await db
    .select({
      id: changeOrders.id,
      number: changeOrders.number,
      title: changeOrders.title,
      total: changeOrders.total,
    })
    .from(changeOrders)
    .where(
      and(
        eq(changeOrders.projectId, projectId),
        eq(changeOrders.companyId, companyId),
        eq(changeOrders.status, 'approved'),
        sql`${changeOrders.invoiceId} is null`,
      ),
    )
    .orderBy(asc(changeOrders.number));
  for (const co of approved) {
    if (seen.has(co.id)) continue;
    rows.push({
      companyId,
      projectId,
      position: ++position,
      source: 'change_order',
      changeOrderId: co.id,
      description: labels.changeOrder(co.number, co.title),
      scheduledValue: co.total,
    });
  }
  if (rows.length > 0) await db.insert(sovLines).values(rows);
  return existing.length + rows.length > 0;
}

export type SovLabels = { salesTax: () => string; changeOrder: (number: number, title: string) => string };
