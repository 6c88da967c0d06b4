import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type createInvoiceBody, invoiceMessages, type updateInvoiceBody } from '#domain/contracts/invoices';
import { toDateOnly } from '#domain/format';
import { lineAmount, linesTotal } from '#domain/invoice-lines';
import { t } from '#domain/messages/all';
import { milestoneLabels } from '#domain/milestone-invoices';
import { toUnits } from '#domain/pricing';
import { sentColumns } from '../../db/contract-columns';
import { customers, invoiceLines, invoices, projects } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { type Actor, checkBodyCompany } from '../../http/actor';
import { conflict, fieldError, isUniqueViolation, notFound, violatedConstraint } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import {
  assertBillsByMilestones,
  assertNotPayApplication,
} from '../progress-billing/progress-billing.service';
import { invoiceColumns } from './invoices.queries';
import { milestoneInvoiceAmount } from './milestone-invoices';
import {
  applyDeposits,
  belowPaidError,
  payInvoiceBalance,
  removeInvoicePayments,
  syncInvoicePayments,
} from './payments.service';

type CreateInput = z.output<typeof createInvoiceBody>;
type UpdateInput = z.output<typeof updateInvoiceBody>;
type LineInput = NonNullable<CreateInput['lines']>[number];

/** One invoice with its lines, as every write answers it (404 for another company's). */
export async function getInvoiceDetailOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [invoice] = await db
    .select({ ...invoiceColumns, paidDate: invoices.paidDate })
    .from(invoices)
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)))
    .limit(1);
  if (!invoice) throw notFound('invoice');
  const lines = await db
    .select({
      id: invoiceLines.id,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  return { ...invoice, lines };
}

/**
 * The project and customer an invoice names must be the company's own (400 on the field otherwise); with a
 * project and no customer, the invoice goes to the project's customer.
 */
async function resolveRefs(
  tx: DbOrTx,
  companyId: number,
  refs: { projectId?: number | null; customerId?: number | null },
): Promise<{ projectId?: number | null; customerId?: number | null }> {
  let customerId = refs.customerId;
  if (refs.projectId != null) {
    const [project] = await tx
      .select({ customerId: projects.customerId })
      .from(projects)
      .where(and(eq(projects.id, refs.projectId), eq(projects.companyId, companyId)));
    if (!project) throw fieldError('projectId', t('errors:notFound.project'));
    if (customerId === undefined || customerId === null) customerId = project.customerId;
  }
  if (customerId != null) {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)));
    if (!customer) throw fieldError('customerId', t('errors:notFound.customer'));
  }
  return { projectId: refs.projectId, customerId };
}

async function writeLines(tx: DbOrTx, companyId: number, invoiceId: number, lines: LineInput[]) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length === 0) return;
  await tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      companyId,
      invoiceId,
      position,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: lineAmount(line.quantity, line.unitPrice),
    })),
  );
}

/**
 * Paid is what the payments make of an invoice (decision 0267). Paid (isPaid true, or status paid) sent with a
 * create or an edit pays the balance with one payment dated today; isPaid false removes the payments.
 */
async function applyPaidFlag(
  tx: DbOrTx,
  actor: Actor | null,
  companyId: number,
  id: number,
  input: PaidInput,
  now: Date,
) {
  if (input.isPaid === true || input.status === 'paid') {
    await payInvoiceBalance(tx, actor?.userId ?? null, companyId, id, toDateOnly(now), now);
  } else if (input.isPaid === false) {
    await removeInvoicePayments(tx, companyId, id, now);
  }
}

type PaidInput = { isPaid?: boolean | undefined; status?: string | undefined };

/** Status paid is not stored as sent: the payments make it (an invoice sent as paid starts as a draft). */
const statusAsStored = (status: CreateInput['status']) => (status === 'paid' ? undefined : status);

/** The partial unique index of migration 0009: one live (not cancelled) invoice per project and milestone. */
const MILESTONE_INDEX = 'invoices_project_id_milestone_type_company_id_key';

/**
 * The two unique rules of invoices answer 409 on their field: a number used twice in the company, and a
 * milestone of a project billed twice (the index decides, so two racing requests cannot both bill it).
 */
async function withNumberGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (violatedConstraint(error) === MILESTONE_INDEX) {
      // visible-texts: the field the conflict names
      throw conflict(invoiceMessages.milestoneTaken, 'milestoneType');
    }
    // visible-texts: the field the conflict names
    throw conflict(invoiceMessages.numberTaken, 'invoiceNumber');
  }
}

/** Creates an invoice, one amount or lines whose sum is its amount (docs/product.md#invoices). */
export async function manageInvoices(db: Db, actor: Actor, companyId: number, body: CreateInput, now: Date) {
  checkBodyCompany(body.companyId, companyId);
  const lines = body.lines ?? [];
  const id = await withNumberGuard(() =>
    db.transaction(async (tx) => {
      const refs = await resolveRefs(tx, companyId, body);
      // A project billed by progress takes no milestone invoice (decision 0271).
      if (body.milestoneType) await assertBillsByMilestones(tx, companyId, body.projectId!);
      const milestone = body.milestoneType
        ? await milestoneInvoiceAmount(tx, companyId, body.projectId!, body.milestoneType, body.amount)
        : null;
      const [row] = await tx
        .insert(invoices)
        .values({
          ...sentColumns(invoices, body, ['amount', 'isPaid', 'status']),
          status: statusAsStored(body.status),
          companyId,
          projectId: refs.projectId ?? null,
          customerId: refs.customerId ?? null,
          title:
            body.title ??
            (milestone
              ? t('invoices:milestones.title', {
                  label: milestoneLabels[body.milestoneType!],
                  percent: milestone.percent,
                })
              : null),
          amount: milestone ? milestone.amount : lines.length > 0 ? linesTotal(lines) : body.amount!,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: invoices.id });
      await writeLines(tx, companyId, row!.id, lines);
      // Deposits received on account of the project are this invoice's first payments.
      if (refs.projectId != null) await applyDeposits(tx, companyId, row!.id, refs.projectId, now);
      await applyPaidFlag(tx, actor, companyId, row!.id, body, now);
      return row!.id;
    }),
  );
  return getInvoiceDetailOrThrow(db, companyId, id);
}

/**
 * The amount after a change: the sum of new lines; the amount sent when the lines are removed or there are none;
 * unchanged otherwise. An amount sent for an invoice that keeps its lines is refused: theirs is the amount.
 */
async function nextAmount(tx: DbOrTx, id: number, body: UpdateInput): Promise<string | undefined> {
  if (body.lines && body.lines.length > 0) return linesTotal(body.lines);
  if (body.lines) {
    if (body.amount === undefined) throw fieldError('amount', invoiceMessages.amount);
    return body.amount;
  }
  if (body.amount === undefined) return undefined;
  const [line] = await tx
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .limit(1);
  if (line) throw fieldError('amount', t('invoices:messages.amountIsLinesSum'));
  return body.amount;
}

/**
 * A milestone invoice bills its project's share: the edit form may send the same amount and project back, but
 * not other ones, nor lines (409).
 */
function checkMilestoneChange(current: { projectId: number | null; amount: string }, body: UpdateInput) {
  const amountChanged = body.amount !== undefined && toUnits(body.amount) !== toUnits(current.amount);
  const projectChanged = body.projectId !== undefined && body.projectId !== current.projectId;
  if (amountChanged || projectChanged || (body.lines?.length ?? 0) > 0) {
    // visible-texts: the field the conflict names
    throw conflict(invoiceMessages.milestoneFixed, projectChanged ? 'projectId' : 'amount');
  }
}

/** Changes what was sent; lines replace the invoice's lines and set its amount. A cancelled invoice stays as it is. */
export async function updateInvoice(db: Db, companyId: number, id: number, body: UpdateInput, now: Date) {
  checkBodyCompany(body.companyId, companyId);
  await withNumberGuard(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          status: invoices.status,
          issueDate: invoices.issueDate,
          dueDate: invoices.dueDate,
          milestoneType: invoices.milestoneType,
          projectId: invoices.projectId,
          amount: invoices.amount,
          amountPaid: invoices.amountPaid,
        })
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)))
        .for('update');
      if (!current) throw notFound('invoice');
      await assertCurrentVersion(tx, invoices, and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
      if (current.status === 'cancelled') throw conflict(t('invoices:messages.cancelledUnchangeable'));
      if (current.milestoneType) checkMilestoneChange(current, body);
      // A pay application's invoice keeps what it billed (decision 0271): the same checks as a milestone's.
      if (body.amount !== undefined || body.lines !== undefined || body.projectId !== undefined) {
        try {
          checkMilestoneChange(current, body);
        } catch {
          await assertNotPayApplication(tx, companyId, id);
        }
      }
      const issueDate = body.issueDate !== undefined ? body.issueDate : current.issueDate;
      const dueDate = body.dueDate !== undefined ? body.dueDate : current.dueDate;
      if (issueDate && dueDate && dueDate < issueDate) throw fieldError('dueDate', invoiceMessages.dueDate);
      const refs =
        body.projectId !== undefined || body.customerId !== undefined
          ? await resolveRefs(tx, companyId, body)
          : {};
      const amount = await nextAmount(tx, id, body);
      // Unpaid first, so that a lower amount sent with isPaid false is checked against no payments.
      if (body.isPaid === false) await removeInvoicePayments(tx, companyId, id, now);
      else if (amount !== undefined && toUnits(amount) < toUnits(current.amountPaid)) {
        throw belowPaidError(current.amountPaid);
      }
      if (body.lines) await writeLines(tx, companyId, id, body.lines);
      await tx
        .update(invoices)
        .set({
          ...sentColumns(invoices, body, ['amount', 'isPaid', 'status']),
          status: statusAsStored(body.status),
          amount,
          ...refs,
          updatedAt: now,
        })
        .where(eq(invoices.id, id));
      // A new amount or status is read against the payments again: a raised amount reopens a paid invoice.
      await syncInvoicePayments(tx, companyId, id, now);
      if (body.isPaid !== false) await applyPaidFlag(tx, null, companyId, id, body, now);
    }),
  );
  return getInvoiceDetailOrThrow(db, companyId, id);
}

/** Mark as Paid: one payment of the balance, on the day it came in (decision 0267). */
export async function markInvoicePaid(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
  paidDate: string,
  now: Date,
) {
  await db.transaction((tx) => payInvoiceBalance(tx, actor.userId, companyId, id, paidDate, now));
  return getInvoiceDetailOrThrow(db, companyId, id);
}

/** Cancel: the invoice stays on record, no longer owed. A paid invoice is not cancelled (409). */
export async function cancelInvoice(db: Db, companyId: number, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isPaid: invoices.isPaid, amountPaid: invoices.amountPaid })
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)))
      .for('update');
    if (!current) throw notFound('invoice');
    if (current.isPaid) throw conflict(t('invoices:messages.paidUncancellable'));
    // Money received on it stays on record: its payments are deleted first, if that is what is meant.
    if (toUnits(current.amountPaid) > 0n) throw conflict(t('payments:messages.hasPayments'));
    await tx.update(invoices).set({ status: 'cancelled', updatedAt: now }).where(eq(invoices.id, id));
  });
  return getInvoiceDetailOrThrow(db, companyId, id);
}

export async function deleteInvoice(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)))
      .returning({ invoiceNumber: invoices.invoiceNumber });
    if (deleted.length === 0) throw notFound('invoice');
  });
}
