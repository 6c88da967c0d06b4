import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { invoiceMessages } from '#domain/contracts/invoices';
import type {
  createProgressInvoiceBody,
  PayApplicationInvoice,
  ProjectBilling,
  retainageReleaseBody,
  ScheduleOfValues,
  updateProjectBillingBody,
} from '#domain/contracts/progress-billing';
import { formatDateLong, toDateOnly } from '#domain/format';
import { t } from '#domain/messages/all';
import { divRound, fromUnits, toUnits } from '#domain/pricing';
import {
  invoiceLines,
  invoices,
  payApplicationLines,
  payApplications,
  projectBilling,
  projects,
} from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { getInvoiceDetailOrThrow } from '../invoices/invoices.service';
import { applyDeposits } from '../invoices/payments.service';
import {
  billingUse,
  listApplications,
  materialiseSov,
  nextApplicationNumber,
  readBilling,
  type SovLabels,
  sovLineSums,
} from './progress-billing.queries';

type UpdateBillingInput = z.output<typeof updateProjectBillingBody>;
type CreateInput = z.output<typeof createProgressInvoiceBody>;
type ReleaseInput = z.output<typeof retainageReleaseBody>;

const labels: SovLabels = {
  salesTax: () => t('progressBilling:messages.salesTax'),
  changeOrder: (number, title) => t('progressBilling:messages.changeOrderLine', { number, title }),
};

/** The project row, held `for no key update` until the transaction ends: one billing change at a time. */
async function lockProject(tx: DbOrTx, companyId: number, projectId: number) {
  const [row] = await tx
    .select({ id: projects.id, customerId: projects.customerId })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .for('no key update');
  if (!row) throw notFound('project');
  return row;
}

/** GET /api/projects/{id}/billing (404 for another company's project). */
export async function getProjectBilling(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<ProjectBilling> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
  if (!project) throw notFound('project');
  const billing = await readBilling(db, companyId, projectId);
  const use = await billingUse(db, companyId, projectId);
  return {
    projectId,
    method: billing.method,
    retainagePercent: billing.retainagePercent,
    hasMilestoneInvoices: use.milestones,
    hasPayApplications: use.applications,
    version: billing.version,
  };
}

/**
 * PATCH /api/projects/{id}/billing: the method and the retainage percentage. Switching to progress needs an
 * approved estimate and no live milestone invoice, and copies the contract into the schedule of values;
 * switching back needs no live pay application (409 with the reason). If-Match: a stale edit answers 409.
 */
export async function updateProjectBilling(
  db: Db,
  companyId: number,
  projectId: number,
  body: UpdateBillingInput,
  now: Date,
): Promise<ProjectBilling> {
  await db.transaction(async (tx) => {
    await lockProject(tx, companyId, projectId);
    const where = and(eq(projectBilling.projectId, projectId), eq(projectBilling.companyId, companyId));
    await assertCurrentVersion(tx, projectBilling, where, '0');
    const current = await readBilling(tx, companyId, projectId);
    if (body.method !== undefined && body.method !== current.method) {
      const use = await billingUse(tx, companyId, projectId);
      if (body.method === 'progress') {
        // visible-texts: the field the conflict names
        if (use.milestones) throw conflict(t('progressBilling:messages.hasMilestoneInvoices'), 'method');
        const has = await materialiseSov(tx, companyId, projectId, labels);
        // visible-texts: the field the conflict names
        if (!has) throw conflict(t('progressBilling:messages.needsApprovedEstimate'), 'method');
      } else if (use.applications) {
        // visible-texts: the field the conflict names
        throw conflict(t('progressBilling:messages.hasPayApplications'), 'method');
      }
    }
    const values = {
      method: body.method ?? current.method,
      retainagePercent: body.retainagePercent ?? current.retainagePercent,
      updatedAt: now,
    };
    if (current.exists) await tx.update(projectBilling).set(values).where(where);
    else await tx.insert(projectBilling).values({ companyId, projectId, ...values, createdAt: now });
  });
  return getProjectBilling(db, companyId, projectId);
}

/** A milestone invoice of a project that bills by progress is refused (409), as the method says. */
export async function assertBillsByMilestones(tx: DbOrTx, companyId: number, projectId: number) {
  const billing = await readBilling(tx, companyId, projectId);
  if (billing.method === 'progress') {
    // visible-texts: the field the conflict names
    throw conflict(t('progressBilling:messages.milestonesOnProgress'), 'milestoneType');
  }
}

/** A pay application's invoice keeps its amount, lines and project (409 otherwise). */
export async function assertNotPayApplication(tx: DbOrTx, companyId: number, invoiceId: number) {
  const [row] = await tx
    .select({ id: payApplications.id })
    .from(payApplications)
    .where(and(eq(payApplications.invoiceId, invoiceId), eq(payApplications.companyId, companyId)));
  // visible-texts: the field the conflict names
  if (row) throw conflict(t('progressBilling:messages.progressFixed'), 'amount');
}

/** Cumulative figures per line, in cents. */
function lineFigures(row: Awaited<ReturnType<typeof sovLineSums>>[number]) {
  return {
    scheduled: toUnits(row.scheduledValue),
    work: toUnits(row.work),
    stored: toUnits(row.stored),
    retainage: toUnits(row.retainage),
  };
}

/** part ÷ whole × 100 to 2 decimals, null for a whole of 0. */
function percentOf(part: bigint, whole: bigint): string | null {
  if (whole === 0n) return null;
  return fromUnits(divRound(part * 10000n, whole));
}

/** GET /api/projects/{id}/schedule-of-values: the lines with what was billed on them (sums in SQL). */
export async function getScheduleOfValues(
  db: Db,
  companyId: number,
  projectId: number,
): Promise<ScheduleOfValues> {
  const billing = await readBilling(db, companyId, projectId);
  if (billing.method === 'progress') {
    // Change orders approved since the last look join the schedule (stable ids from then on), under the
    // project's lock as every other write of the schedule.
    await db.transaction(async (tx) => {
      await lockProject(tx, companyId, projectId);
      await materialiseSov(tx, companyId, projectId, labels);
    });
  }
  const rows = await sovLineSums(db, companyId, projectId);
  const totals = { scheduled: 0n, work: 0n, stored: 0n, retainage: 0n, original: 0n, changes: 0n };
  const lines = rows.map((row) => {
    const f = lineFigures(row);
    totals.scheduled += f.scheduled;
    totals.work += f.work;
    totals.stored += f.stored;
    totals.retainage += f.retainage;
    if (row.source === 'change_order') totals.changes += f.scheduled;
    else totals.original += f.scheduled;
    const billed = f.work + f.stored;
    return {
      id: row.id,
      item: row.position,
      description: row.description,
      source: row.source as 'estimate' | 'change_order',
      scheduledValue: fromUnits(f.scheduled),
      workCompleted: fromUnits(f.work),
      materialsStored: fromUnits(f.stored),
      billedToDate: fromUnits(billed),
      percent: percentOf(billed, f.scheduled),
      balance: fromUnits(f.scheduled - billed),
      retainageHeld: fromUnits(f.retainage),
    };
  });
  const billed = totals.work + totals.stored;
  const applications = await listApplications(db, companyId, projectId);
  return {
    method: billing.method,
    retainagePercent: billing.retainagePercent,
    originalContract: fromUnits(totals.original),
    changeOrders: fromUnits(totals.changes),
    contractToDate: fromUnits(totals.scheduled),
    lines,
    totals: {
      scheduledValue: fromUnits(totals.scheduled),
      workCompleted: fromUnits(totals.work),
      materialsStored: fromUnits(totals.stored),
      billedToDate: fromUnits(billed),
      percent: percentOf(billed, totals.scheduled),
      balance: fromUnits(totals.scheduled - billed),
      retainageHeld: fromUnits(totals.retainage),
    },
    applications: applications.map((a) => ({
      ...a,
      kind: a.kind as 'progress' | 'retainage_release',
      cancelled: Boolean(a.cancelled),
    })),
  };
}

type BilledLine = { sovLineId: number; description: string; work: bigint; stored: bigint; retainage: bigint };

/** The invoice, its lines and its application, written in the caller's transaction; the invoice's id. */
async function writeApplication(
  tx: DbOrTx,
  actor: Actor,
  companyId: number,
  project: { id: number; customerId: number | null },
  application: {
    kind: 'progress' | 'retainage_release';
    periodEnd: string;
    retainagePercent: string;
    title: string;
    invoiceLines: { description: string; amount: bigint }[];
    lines: BilledLine[];
    amount: bigint;
  },
  now: Date,
): Promise<number> {
  const number = await nextApplicationNumber(tx, companyId, project.id);
  const invoiceNumber = `INV-${project.id}-${application.kind === 'progress' ? 'PA' : 'RET'}${number}`;
  let invoiceId: number;
  try {
    const [invoice] = await tx
      .insert(invoices)
      .values({
        companyId,
        projectId: project.id,
        customerId: project.customerId,
        invoiceNumber,
        title: application.title,
        amount: fromUnits(application.amount),
        status: 'draft',
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    invoiceId = invoice!.id;
  } catch (error) {
    // visible-texts: the field the conflict names
    if (isUniqueViolation(error)) throw conflict(invoiceMessages.numberTaken, 'invoiceNumber');
    throw error;
  }
  await tx.insert(invoiceLines).values(
    application.invoiceLines.map((line, position) => ({
      companyId,
      invoiceId,
      position,
      description: line.description,
      quantity: '1',
      unitPrice: fromUnits(line.amount),
      amount: fromUnits(line.amount),
    })),
  );
  const [row] = await tx
    .insert(payApplications)
    .values({
      companyId,
      projectId: project.id,
      invoiceId,
      kind: application.kind,
      number,
      periodEnd: application.periodEnd,
      retainagePercent: application.retainagePercent,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payApplications.id });
  if (application.lines.length > 0) {
    await tx.insert(payApplicationLines).values(
      application.lines.map((line) => ({
        companyId,
        applicationId: row!.id,
        sovLineId: line.sovLineId,
        workThisPeriod: fromUnits(line.work),
        storedChange: fromUnits(line.stored),
        retainage: fromUnits(line.retainage),
      })),
    );
  }
  // Deposits received on account of the project are its next invoice's first payments (decision 0267).
  await applyDeposits(tx, companyId, invoiceId, project.id, now);
  return invoiceId;
}

/** The 400 of one line of the request, named by its item and description. */
function lineError(index: number, field: string, message: string) {
  return badRequest(message, [{ path: `lines.${index}.${field}`, message }]);
}

/**
 * POST /api/projects/{id}/progress-invoices (decision 0271). Per line: this period = cumulative complete −
 * previously billed (by percent) or the amount sent; stored materials are a balance; retainage = the
 * percentage of what the line bills this period (work + change in stored), to the cent. Work completed and
 * stored above the scheduled value answers 400 naming the line. The project row is locked first, so two
 * applications at once cannot both bill the last of a line.
 */
export async function createProgressInvoice(
  db: Db,
  actor: Actor,
  companyId: number,
  projectId: number,
  body: CreateInput,
  now: Date,
): Promise<PayApplicationInvoice> {
  const invoiceId = await db.transaction(async (tx) => {
    const project = await lockProject(tx, companyId, projectId);
    const billing = await readBilling(tx, companyId, projectId);
    // visible-texts: the field the conflict names
    if (billing.method !== 'progress') throw conflict(t('progressBilling:messages.notProgress'), 'method');
    await materialiseSov(tx, companyId, projectId, labels);
    const rows = await sovLineSums(tx, companyId, projectId);
    const percent = body.retainagePercent ?? billing.retainagePercent;
    const rate = toUnits(percent);
    const billed: BilledLine[] = [];
    body.lines.forEach((input, index) => {
      const row = rows.find((r) => r.id === input.lineId);
      if (!row) throw lineError(index, 'lineId', t('progressBilling:messages.unknownLine'));
      const f = lineFigures(row);
      const sign = f.scheduled < 0n ? -1n : 1n;
      const work =
        input.percentComplete !== undefined
          ? divRound(f.scheduled * toUnits(input.percentComplete), 10000n) - f.work
          : input.amount !== undefined
            ? sign * toUnits(input.amount)
            : 0n;
      const storedNow =
        input.materialsStored !== undefined ? sign * toUnits(input.materialsStored) : f.stored;
      const named = { item: row.position, description: row.description };
      if (sign * work < 0n) {
        throw lineError(
          index,
          'percentComplete',
          t('progressBilling:messages.belowBilled', { ...named, billed: fromUnits(f.work) }),
        );
      }
      const total = f.work + work + storedNow;
      if (sign * total > sign * f.scheduled) {
        throw lineError(
          index,
          input.amount !== undefined ? 'amount' : 'percentComplete',
          t('progressBilling:messages.overBilled', {
            ...named,
            billed: fromUnits(total),
            scheduled: fromUnits(f.scheduled),
          }),
        );
      }
      const stored = storedNow - f.stored;
      if (work === 0n && stored === 0n) return;
      billed.push({
        sovLineId: row.id,
        description: t('progressBilling:messages.line', named),
        work,
        stored,
        retainage: divRound((work + stored) * rate, 10000n),
      });
    });
    const thisPeriod = billed.reduce((s, l) => s + l.work + l.stored, 0n);
    const retainage = billed.reduce((s, l) => s + l.retainage, 0n);
    const amount = thisPeriod - retainage;
    if (amount <= 0n) throw badRequest(t('progressBilling:messages.nothingToBill'));
    const number = await nextApplicationNumber(tx, companyId, projectId);
    return writeApplication(
      tx,
      actor,
      companyId,
      project,
      {
        kind: 'progress',
        periodEnd: body.periodEnd,
        retainagePercent: percent,
        title: t('progressBilling:messages.invoiceTitle', { number, day: formatDateLong(body.periodEnd) }),
        invoiceLines: [
          ...billed.map((l) => ({ description: l.description, amount: l.work + l.stored })),
          ...(retainage !== 0n
            ? [
                {
                  description: t('progressBilling:messages.retainageLine', { percent: Number(percent) }),
                  amount: -retainage,
                },
              ]
            : []),
        ],
        lines: billed,
        amount,
      },
      now,
    );
  });
  return getPayApplicationInvoice(db, companyId, invoiceId);
}

/**
 * POST /api/projects/{id}/retainage-release: one invoice for the retainage held on every line (live
 * applications' withheld less released), 400 when none is held.
 */
export async function releaseRetainage(
  db: Db,
  actor: Actor,
  companyId: number,
  projectId: number,
  body: ReleaseInput,
  now: Date,
): Promise<PayApplicationInvoice> {
  const invoiceId = await db.transaction(async (tx) => {
    const project = await lockProject(tx, companyId, projectId);
    const rows = await sovLineSums(tx, companyId, projectId);
    const lines: BilledLine[] = rows
      .map((row) => ({
        sovLineId: row.id,
        description: row.description,
        work: 0n,
        stored: 0n,
        retainage: -toUnits(row.retainage),
      }))
      .filter((l) => l.retainage !== 0n);
    const held = -lines.reduce((s, l) => s + l.retainage, 0n);
    if (held <= 0n) throw badRequest(t('progressBilling:messages.noRetainage'));
    const billing = await readBilling(tx, companyId, projectId);
    return writeApplication(
      tx,
      actor,
      companyId,
      project,
      {
        kind: 'retainage_release',
        periodEnd: body.periodEnd ?? toDateOnly(now),
        retainagePercent: billing.retainagePercent,
        title: t('progressBilling:messages.releaseTitle'),
        invoiceLines: [{ description: t('progressBilling:messages.releaseLine'), amount: held }],
        lines,
        amount: held,
      },
      now,
    );
  });
  return getPayApplicationInvoice(db, companyId, invoiceId);
}

/** The invoice with what its pay application billed (404 when the invoice has none). */
export async function getPayApplicationInvoice(
  db: DbOrTx,
  companyId: number,
  invoiceId: number,
): Promise<PayApplicationInvoice> {
  const invoice = await getInvoiceDetailOrThrow(db, companyId, invoiceId);
  const [application] = await db
    .select()
    .from(payApplications)
    .where(and(eq(payApplications.invoiceId, invoiceId), eq(payApplications.companyId, companyId)));
  if (!application) throw notFound('invoice');
  const lines = await db
    .select({
      lineId: payApplicationLines.sovLineId,
      description: sql<string>`(select description from sov_lines where id = ${payApplicationLines.sovLineId})`,
      workThisPeriod: payApplicationLines.workThisPeriod,
      storedChange: payApplicationLines.storedChange,
      retainage: payApplicationLines.retainage,
    })
    .from(payApplicationLines)
    .where(eq(payApplicationLines.applicationId, application.id))
    .orderBy(asc(payApplicationLines.id));
  // The application's totals, summed by the database.
  const [totals] = await db
    .select({
      work: sql<string>`coalesce(sum(${payApplicationLines.workThisPeriod}), 0)::text`,
      stored: sql<string>`coalesce(sum(${payApplicationLines.storedChange}), 0)::text`,
      retainage: sql<string>`coalesce(sum(${payApplicationLines.retainage}), 0)::text`,
    })
    .from(payApplicationLines)
    .where(eq(payApplicationLines.applicationId, application.id));
  return {
    ...(invoice as unknown as Omit<PayApplicationInvoice, 'application'>),
    application: {
      id: application.id,
      number: application.number,
      kind: application.kind as 'progress' | 'retainage_release',
      periodEnd: application.periodEnd,
      retainagePercent: application.retainagePercent,
      workThisPeriod: fromUnits(toUnits(totals!.work)),
      storedChange: fromUnits(toUnits(totals!.stored)),
      retainage: fromUnits(toUnits(totals!.retainage)),
      lines,
    },
  };
}
