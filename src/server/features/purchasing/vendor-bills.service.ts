import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  createVendorBillBody,
  VendorBillView,
  vendorBillPaymentBody,
} from '#domain/contracts/vendor-bills';
import { formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import { storedFiles, vendorBillLines, vendorBillPayments, vendorBills } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, conflict, fieldError, isUniqueViolation } from '../../http/errors';
import { receiveUpload } from '../../http/uploads';
import type { FileStore } from '../../storage/file-store';
import { insertStoredFile, removeStoredBytes } from '../documents/stored-files';
import { getPurchaseOrderOrThrow, purchaseOrderNumber, refreshBilledStatus } from './purchase-orders.queries';
import type { Change } from './purchase-orders.service';
import { bodyVendorOrThrow, checkBudgetLines } from './purchasing-refs';
import { getVendorBillOrThrow, toVendorBillView } from './vendor-bills.queries';

type BillBody = z.output<typeof createVendorBillBody>;

/** 409 about one field, so that the form shows it there. */
const conflictOn = (error: { path: string; message: string }) => new AppError(409, error.message, [error]);

/** The purchase order a bill names: the company's, the bill's vendor's and project's, and open (400/409 otherwise). */
async function billableOrder(
  tx: DbOrTx,
  companyId: number,
  body: BillBody,
  vendorId: number,
  projectId: number,
) {
  if (body.purchaseOrderId == null) return null;
  const order = await getPurchaseOrderOrThrow(tx, companyId, body.purchaseOrderId, true).catch((error) => {
    // Another company's order, or none: the body's id is wrong, not the address.
    if (error instanceof AppError && error.statusCode === 404)
      throw fieldError('purchaseOrderId', t('purchasing:messages.purchaseOrderId'));
    throw error;
  });
  if (order.vendorId !== vendorId)
    throw fieldError('purchaseOrderId', t('purchasing:server.orderOtherVendor'));
  if (order.projectId !== projectId)
    throw fieldError('purchaseOrderId', t('purchasing:server.orderOtherProject'));
  if (order.status !== 'sent' && order.status !== 'partially_billed')
    throw conflictOn({ path: 'purchaseOrderId', message: t('purchasing:server.notBillable') });
  return order;
}

/**
 * POST /api/companies/{companyId}/bills: a vendor's bill on budget lines of one project, in one transaction. Its
 * total is the database's sum of its lines. Against a purchase order, a bill above what the order still has open
 * answers 409 unless confirmed, and the order becomes partially billed or billed; what the bill puts on each of the
 * order's budget lines stops being committed there (budget_line_costs).
 */
export async function createVendorBill(db: Db, change: Change, body: BillBody): Promise<VendorBillView> {
  const { companyId, now } = change;
  try {
    return await db.transaction(async (tx) => {
      const vendor = await bodyVendorOrThrow(tx, companyId, body.vendorId);
      const projectId = await checkBudgetLines(tx, companyId, null, body.lines);
      const order = await billableOrder(tx, companyId, body, vendor.id, projectId);
      const [bill] = await tx
        .insert(vendorBills)
        .values({
          companyId,
          projectId,
          vendorId: vendor.id,
          vendorName: vendor.name,
          number: body.number,
          billDate: body.date,
          dueDate: body.dueDate ?? null,
          purchaseOrderId: order?.id ?? null,
          createdBy: change.actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: vendorBills.id });
      const billId = bill!.id;
      await tx.insert(vendorBillLines).values(
        body.lines.map((line, position) => ({
          companyId,
          billId,
          position,
          budgetItemId: line.budgetItemId,
          amount: line.amount,
          description: line.description ?? null,
        })),
      );
      const [sums] = await tx
        .execute(sql`update ${vendorBills} set total = (
          select sum(l.amount) from ${vendorBillLines} l where l.bill_id = ${billId} and l.company_id = ${companyId})
        where id = ${billId} and company_id = ${companyId} returning total::text`)
        .then((r) => rowsOf<{ total: string }>(r));
      if (order) {
        // The order's open amount before this bill (its `unbilled` was read before the bill was written).
        const [over] = await tx
          .execute(sql`select ${sums!.total}::numeric > ${order.unbilled}::numeric as over`)
          .then((r) => rowsOf<{ over: boolean }>(r));
        if (over?.over && body.confirmOverOrder !== true) {
          const values = {
            total: formatMoney(sums!.total),
            number: purchaseOrderNumber(order.number),
            open: formatMoney(order.unbilled),
          };
          throw conflictOn({ path: 'confirmOverOrder', message: t('purchasing:server.overOrder', values) });
        }
        await refreshBilledStatus(tx, companyId, order.id, now);
      }
      return toVendorBillView(tx, change.actor, await getVendorBillOrThrow(tx, companyId, billId));
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflictOn({
        path: 'number',
        message: t('purchasing:server.duplicateBill', { number: body.number }),
      });
    throw error;
  }
}

/** pglite and pg answer execute() differently shaped: both have `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * POST /api/bills/{id}/payments: a payment of at most the bill's balance (400 on `amount` otherwise); the bill's
 * amount paid is rewritten as the database's sum of its payments.
 */
export async function payVendorBill(
  db: Db,
  change: Change,
  id: number,
  body: z.output<typeof vendorBillPaymentBody>,
): Promise<VendorBillView> {
  const { companyId, now } = change;
  return db.transaction(async (tx) => {
    const bill = await getVendorBillOrThrow(tx, companyId, id, true);
    if (bill.status === 'paid') throw conflict(t('purchasing:server.alreadyPaid'));
    const [check] = await tx
      .execute(sql`select ${body.amount}::numeric > ${bill.balance}::numeric as over`)
      .then((r) => rowsOf<{ over: boolean }>(r));
    if (check?.over)
      throw fieldError('amount', t('purchasing:server.overpaid', { balance: formatMoney(bill.balance) }));
    await tx.insert(vendorBillPayments).values({
      companyId,
      billId: id,
      amount: body.amount,
      paidOn: body.date,
      method: body.method ?? null,
      reference: body.reference ?? null,
      createdBy: change.actor.userId,
      createdAt: now,
    });
    const p = vendorBillPayments;
    await tx.execute(sql`update ${vendorBills} set amount_paid = (
        select coalesce(sum(${p.amount}), 0) from ${p} where ${p.billId} = ${id} and ${p.companyId} = ${companyId}),
        updated_at = ${now}
      where id = ${id} and company_id = ${companyId}`);
    return toVendorBillView(tx, change.actor, await getVendorBillOrThrow(tx, companyId, id));
  });
}

/**
 * POST /api/bills/{id}/document: the vendor's document (images and PDF, 10 MB, type checked from the content), in
 * place of any earlier one. The bill is checked before a byte is received.
 */
export async function attachBillDocument(
  deps: { db: Db; storage: FileStore; log: FastifyBaseLogger },
  request: FastifyRequest,
  change: Change,
  id: number,
): Promise<VendorBillView> {
  const { db, storage } = deps;
  const { companyId, now } = change;
  await getVendorBillOrThrow(db, companyId, id);
  const { file } = await receiveUpload(request, storage, companyId, z.object({}));
  let replacedKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      await getVendorBillOrThrow(tx, companyId, id, true);
      const [old] = await tx
        .select({ id: storedFiles.id, key: storedFiles.storageKey })
        .from(vendorBills)
        .innerJoin(storedFiles, eq(storedFiles.id, vendorBills.fileId))
        .where(and(eq(vendorBills.id, id), eq(vendorBills.companyId, companyId)));
      const storedId = await insertStoredFile(tx, companyId, change.actor.userId, file, now);
      await tx
        .update(vendorBills)
        .set({ fileId: storedId, fileName: file.originalName, updatedAt: now })
        .where(and(eq(vendorBills.id, id), eq(vendorBills.companyId, companyId)));
      if (old) {
        await tx.delete(storedFiles).where(eq(storedFiles.id, old.id));
        replacedKey = old.key;
      }
    });
  } catch (error) {
    await storage.delete(file.key).catch(() => undefined);
    throw error;
  }
  if (replacedKey) await removeStoredBytes(storage, [replacedKey], deps.log);
  return toVendorBillView(db, change.actor, await getVendorBillOrThrow(db, companyId, id));
}
