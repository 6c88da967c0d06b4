import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { recordPaymentBody, updatePaymentBody } from '#domain/contracts/payments';
import { formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import { fromUnits, toUnits } from '#domain/pricing';
import { invoices, payments } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, fieldError, notFound } from '../../http/errors';
import { assertCurrentVersion, rowVersion } from '../../http/record-version';
import { getProjectOrThrow } from '../projects/projects.queries';

type RecordInput = z.output<typeof recordPaymentBody>;
type UpdateInput = z.output<typeof updatePaymentBody>;

/** Every field of a payment as the calls answer it. */
const paymentColumns = {
  id: payments.id,
  invoiceId: payments.invoiceId,
  projectId: payments.projectId,
  customerId: payments.customerId,
  amount: payments.amount,
  date: payments.date,
  method: payments.method,
  reference: payments.reference,
  note: payments.note,
  createdAt: payments.createdAt,
  version: rowVersion(payments),
};

const exceedsBalance = () => fieldError('amount', t('payments:messages.exceedsBalance'));

/**
 * The invoice, locked until the commit: every change of its payments takes this lock first, so two payments
 * racing for the last of a balance cannot both fit (404 for another company's invoice).
 */
async function lockInvoice(tx: DbOrTx, companyId: number, id: number) {
  const [invoice] = await tx
    .select({
      amount: invoices.amount,
      amountPaid: invoices.amountPaid,
      status: invoices.status,
      projectId: invoices.projectId,
      customerId: invoices.customerId,
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)))
    .for('update');
  if (!invoice) throw notFound('invoice');
  return { ...invoice, balanceCents: toUnits(invoice.amount) - toUnits(invoice.amountPaid) };
}

/**
 * Writes what an invoice's payments make of it, summed by the database: amount_paid; paid (with the day of the
 * last payment) when nothing is left to pay; and a status 'paid' that no longer holds goes back to sent (money
 * was asked for and received, so the invoice was the customer's, whether or not it was e-mailed).
 */
export async function syncInvoicePayments(tx: DbOrTx, companyId: number, invoiceId: number, now: Date) {
  await tx.execute(sql`update ${invoices} i set amount_paid = s.total, is_paid = s.total >= i.amount,
      status = case when s.total >= i.amount then 'paid'::invoice_status
        when i.status = 'paid' then 'sent'::invoice_status
        else i.status end,
      paid_date = case when s.total >= i.amount then s.last_date end,
      paid_at = case when s.total >= i.amount then coalesce(i.paid_at, ${now.toISOString()}::timestamptz) end,
      updated_at = ${now.toISOString()}::timestamptz
    from (select coalesce(sum(p.amount), 0) as total, max(p.date) as last_date from ${payments} p
      where p.invoice_id = ${invoiceId} and p.company_id = ${companyId}) s
    where i.id = ${invoiceId} and i.company_id = ${companyId}`);
}

async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<{ id: number }> {
  const [row] = await tx.insert(payments).values(values).returning({ id: payments.id });
  return row!;
}

async function getPaymentOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.companyId, companyId)));
  if (!row) throw notFound('payment');
  return row;
}

/** An invoice's payments, oldest first (404 for another company's invoice). */
export async function listInvoicePayments(db: DbOrTx, companyId: number, invoiceId: number) {
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)));
  if (!invoice) throw notFound('invoice');
  return db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.companyId, companyId)))
    .orderBy(asc(payments.date), asc(payments.id));
}

/** Records a payment of an invoice: above 0, at most the balance due (400), never on a cancelled one (409). */
export async function recordPayment(
  db: Db,
  userId: number,
  companyId: number,
  invoiceId: number,
  body: RecordInput,
  now: Date,
) {
  const id = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, companyId, invoiceId);
    if (invoice.status === 'cancelled') throw conflict(t('payments:messages.cancelledInvoice'));
    if (toUnits(body.amount) > invoice.balanceCents) throw exceedsBalance();
    const row = await insertPayment(tx, {
      ...body,
      companyId,
      invoiceId,
      projectId: invoice.projectId,
      customerId: invoice.customerId,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    });
    await syncInvoicePayments(tx, companyId, invoiceId, now);
    return row.id;
  });
  return getPaymentOrThrow(db, companyId, id);
}

/**
 * Mark as Paid, as a payment (decision 0267): one payment of the whole balance on `date`, method other. An
 * invoice already paid stays as it is; a cancelled one takes nothing (409).
 */
export async function payInvoiceBalance(
  tx: DbOrTx,
  userId: number | null,
  companyId: number,
  invoiceId: number,
  date: string,
  now: Date,
) {
  const invoice = await lockInvoice(tx, companyId, invoiceId);
  if (invoice.status === 'cancelled') throw conflict(t('payments:messages.cancelledInvoice'));
  if (invoice.balanceCents <= 0n) return;
  await insertPayment(tx, {
    companyId,
    invoiceId,
    projectId: invoice.projectId,
    customerId: invoice.customerId,
    amount: fromUnits(invoice.balanceCents),
    date,
    method: 'other',
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  await syncInvoicePayments(tx, companyId, invoiceId, now);
}

/** Mark as unpaid (isPaid false): the invoice's payments are removed and its whole amount is due again. */
export async function removeInvoicePayments(tx: DbOrTx, companyId: number, invoiceId: number, now: Date) {
  await lockInvoice(tx, companyId, invoiceId);
  await tx.delete(payments).where(and(eq(payments.invoiceId, invoiceId), eq(payments.companyId, companyId)));
  await syncInvoicePayments(tx, companyId, invoiceId, now);
}

/** The payment's invoice id, read without a lock: the invoice is locked before the payment (one lock order). */
async function invoiceOfPayment(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx
    .select({ invoiceId: payments.invoiceId, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.companyId, companyId)));
  if (!row) throw notFound('payment');
  return row;
}

/** Corrects a payment (a date, a check number, an amount that must still fit the balance); stale edits 409. */
export async function updatePayment(db: Db, companyId: number, id: number, body: UpdateInput, now: Date) {
  await db.transaction(async (tx) => {
    const { invoiceId } = await invoiceOfPayment(tx, companyId, id);
    const invoice = invoiceId === null ? null : await lockInvoice(tx, companyId, invoiceId);
    const where = and(eq(payments.id, id), eq(payments.companyId, companyId));
    await assertCurrentVersion(tx, payments, where);
    const [current] = await tx.select({ amount: payments.amount }).from(payments).where(where).for('update');
    if (!current) throw notFound('payment');
    if (invoice && body.amount !== undefined) {
      const room = invoice.balanceCents + toUnits(current.amount);
      if (toUnits(body.amount) > room) throw exceedsBalance();
    }
    await tx
      .update(payments)
      .set({ ...body, updatedAt: now })
      .where(where);
    if (invoiceId !== null) await syncInvoicePayments(tx, companyId, invoiceId, now);
  });
  return getPaymentOrThrow(db, companyId, id);
}

/** Deletes a payment; its invoice's balance opens again by its amount. */
export async function deletePayment(db: Db, companyId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { invoiceId } = await invoiceOfPayment(tx, companyId, id);
    if (invoiceId !== null) await lockInvoice(tx, companyId, invoiceId);
    const deleted = await tx
      .delete(payments)
      .where(and(eq(payments.id, id), eq(payments.companyId, companyId)))
      .returning({ id: payments.id });
    if (deleted.length === 0) throw notFound('payment');
    if (invoiceId !== null) await syncInvoicePayments(tx, companyId, invoiceId, now);
  });
}

/**
 * A project's deposits on account (not yet taken by an invoice), oldest first, and their sum: one statement, so
 * the sum is always that of the rows answered.
 */
export async function listDeposits(db: DbOrTx, companyId: number, projectId: number) {
  await getProjectOrThrow(db, companyId, projectId);
  const rows = await db
    .select({
      ...paymentColumns,
      total: sql<string>`(sum(${payments.amount}) over ())::numeric(14, 2)::text`,
    })
    .from(payments)
    .where(
      and(eq(payments.projectId, projectId), eq(payments.companyId, companyId), isNull(payments.invoiceId)),
    )
    .orderBy(asc(payments.date), asc(payments.id));
  return { deposits: rows.map(({ total: _, ...deposit }) => deposit), total: rows[0]?.total ?? '0.00' };
}

/** A deposit received before an invoice exists: on account of the project and its customer. */
export async function recordDeposit(
  db: Db,
  userId: number,
  companyId: number,
  projectId: number,
  body: RecordInput,
  now: Date,
) {
  const project = await getProjectOrThrow(db, companyId, projectId);
  // In a transaction, as every write: the audit trigger reads the caller from it.
  const row = await db.transaction((tx) =>
    insertPayment(tx, {
      ...body,
      companyId,
      invoiceId: null,
      projectId,
      customerId: project.customerId,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return getPaymentOrThrow(db, companyId, row.id);
}

/**
 * A new invoice of a project takes the project's deposits on account, oldest first, up to its amount. A deposit
 * larger than what is left is split: the part that fits becomes a payment of the invoice (same date, method and
 * reference) and the rest stays on account for the next invoice. Collected does not move: the money came in on
 * the deposit's date either way.
 */
export async function applyDeposits(
  tx: DbOrTx,
  companyId: number,
  invoiceId: number,
  projectId: number,
  now: Date,
) {
  const deposits = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.projectId, projectId), eq(payments.companyId, companyId), isNull(payments.invoiceId)),
    )
    .orderBy(asc(payments.date), asc(payments.id))
    .for('update');
  if (deposits.length === 0) return;
  let { balanceCents } = await lockInvoice(tx, companyId, invoiceId);
  for (const deposit of deposits) {
    if (balanceCents <= 0n) break;
    const cents = toUnits(deposit.amount);
    if (cents <= balanceCents) {
      await tx.update(payments).set({ invoiceId, updatedAt: now }).where(eq(payments.id, deposit.id));
      balanceCents -= cents;
      continue;
    }
    await tx
      .update(payments)
      .set({ amount: fromUnits(cents - balanceCents), updatedAt: now })
      .where(eq(payments.id, deposit.id));
    const { id: _id, amount: _amount, ...rest } = deposit;
    await insertPayment(tx, { ...rest, invoiceId, amount: fromUnits(balanceCents), updatedAt: now });
    balanceCents = 0n;
  }
  await syncInvoicePayments(tx, companyId, invoiceId, now);
}

/** The text of what an invoice's payments already cover, for the refusal of a lower amount. */
export function belowPaidError(amountPaid: string) {
  return fieldError('amount', t('payments:messages.belowPaid', { paid: formatMoney(amountPaid) }));
}
