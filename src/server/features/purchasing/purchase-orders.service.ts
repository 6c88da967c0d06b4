import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createPurchaseOrderBody,
  PurchaseOrderView,
  updatePurchaseOrderBody,
} from '#domain/contracts/purchase-orders';
import { calendarDayIn } from '#domain/document-dates';
import { t } from '#domain/messages/all';
import { companies, purchaseOrderLines, purchaseOrders } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import {
  getPurchaseOrderOrThrow,
  type PurchaseOrderRow,
  refreshPurchaseOrderTotal,
  toPurchaseOrderView,
} from './purchase-orders.queries';
import { bodyVendorOrThrow, checkBudgetLines } from './purchasing-refs';

export type Change = { actor: Actor; companyId: number; now: Date; timeZone: string };

type LineValues = z.output<typeof createPurchaseOrderBody>['lines'];

/** Replaces the order's lines with those sent (checked against its project first: a bad one writes nothing). */
async function replaceLines(
  tx: DbOrTx,
  row: { companyId: number; projectId: number; id: number },
  lines: LineValues,
) {
  await checkBudgetLines(tx, row.companyId, row.projectId, lines);
  await tx
    .delete(purchaseOrderLines)
    .where(
      and(eq(purchaseOrderLines.purchaseOrderId, row.id), eq(purchaseOrderLines.companyId, row.companyId)),
    );
  await tx.insert(purchaseOrderLines).values(
    lines.map((line, position) => ({
      companyId: row.companyId,
      purchaseOrderId: row.id,
      position,
      description: line.description,
      quantity: line.quantity,
      unitCost: line.unitCost,
      budgetItemId: line.budgetItemId,
    })),
  );
  await refreshPurchaseOrderTotal(tx, row.companyId, row.id);
}

/**
 * POST /api/projects/{id}/purchase-orders: a draft numbered PO-{n}, n counted per company from 1. The caller has
 * checked the project is the company's.
 */
export async function createPurchaseOrder(
  db: Db,
  change: Change,
  projectId: number,
  body: z.output<typeof createPurchaseOrderBody>,
): Promise<PurchaseOrderView> {
  const { companyId, now } = change;
  return db.transaction(async (tx) => {
    const vendor = await bodyVendorOrThrow(tx, companyId, body.vendorId);
    // One create at a time per company, so two never take the same number (no key update: other writes that
    // reference the company go on).
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('no key update');
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${purchaseOrders.number}), 0) + 1`.mapWith(Number) })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.companyId, companyId))) as [{ next: number }];
    const [created] = await tx
      .insert(purchaseOrders)
      .values({
        companyId,
        projectId,
        vendorId: vendor.id,
        vendorName: vendor.name,
        number: next,
        issueDate: body.issueDate ?? calendarDayIn(now, change.timeZone),
        deliveryDate: body.deliveryDate ?? null,
        notes: body.notes ?? null,
        createdBy: change.actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchaseOrders.id });
    await replaceLines(tx, { companyId, projectId, id: created!.id }, body.lines);
    return toPurchaseOrderView(tx, change.actor, await getPurchaseOrderOrThrow(tx, companyId, created!.id));
  });
}

function assertStatus(row: PurchaseOrderRow, key: 'onlyDraftEdited' | 'onlyDraftSent'): void {
  if (row.status !== 'draft') {
    const status = t(`purchasing:poStatuses.${row.status}`).toLowerCase();
    throw conflict(t(`purchasing:server.${key}`, { status }));
  }
}

/** PATCH /api/purchase-orders/{id}: only a draft (409 otherwise); sent lines replace the lines. */
export async function updatePurchaseOrder(
  db: Db,
  change: Change,
  id: number,
  body: z.output<typeof updatePurchaseOrderBody>,
): Promise<PurchaseOrderView> {
  const { companyId, now } = change;
  return db.transaction(async (tx) => {
    const row = await getPurchaseOrderOrThrow(tx, companyId, id, true);
    const where = and(eq(purchaseOrders.id, id), eq(purchaseOrders.companyId, companyId));
    await assertCurrentVersion(tx, purchaseOrders, where);
    assertStatus(row, 'onlyDraftEdited');
    const vendor = body.vendorId === undefined ? null : await bodyVendorOrThrow(tx, companyId, body.vendorId);
    await tx
      .update(purchaseOrders)
      .set({
        ...(vendor ? { vendorId: vendor.id, vendorName: vendor.name } : {}),
        ...(body.issueDate !== undefined ? { issueDate: body.issueDate } : {}),
        ...(body.deliveryDate !== undefined ? { deliveryDate: body.deliveryDate } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        updatedAt: now,
      })
      .where(where);
    if (body.lines !== undefined) await replaceLines(tx, row, body.lines);
    return toPurchaseOrderView(tx, change.actor, await getPurchaseOrderOrThrow(tx, companyId, id));
  });
}

/**
 * POST /api/purchase-orders/{id}/void: a draft, sent or partially billed order; what it had not billed stops being
 * committed cost (budget_line_costs counts only sent and partially billed orders). Its bills stay.
 */
export async function voidPurchaseOrder(db: Db, change: Change, id: number): Promise<PurchaseOrderView> {
  const { companyId, now } = change;
  return db.transaction(async (tx) => {
    const row = await getPurchaseOrderOrThrow(tx, companyId, id, true);
    if (row.status === 'billed' || row.status === 'void') throw conflict(t('purchasing:server.cannotVoid'));
    await tx
      .update(purchaseOrders)
      .set({ status: 'void', voidedAt: now, updatedAt: now })
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.companyId, companyId)));
    return toPurchaseOrderView(tx, change.actor, await getPurchaseOrderOrThrow(tx, companyId, id));
  });
}

export { assertStatus };
