import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  PurchaseOrderLine,
  PurchaseOrderSummary,
  PurchaseOrderView,
} from '#domain/contracts/purchase-orders';
import { t } from '#domain/messages/all';
import { can } from '#domain/permissions';
import { budgetItems, purchaseOrderLines, purchaseOrders, vendorBills } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { notFound } from '../../http/errors';
import { type Versioned, withVersion } from '../../http/record-version';

export type PurchaseOrderRow = Versioned<typeof purchaseOrders.$inferSelect>;

/** 'PO-7'. */
export const purchaseOrderNumber = (n: number) => t('purchasing:poNumber', { n });

/**
 * What the bills against an order add up to, by the database. The outer columns are named in full: drizzle writes
 * a column of a select's own table unqualified, which inside this subquery would mean the bill's.
 */
const billedSql = sql<string>`(select coalesce(sum(b.total), 0)::numeric(14,2)::text from ${vendorBills} b
  where b.purchase_order_id = "purchase_orders"."id" and b.company_id = "purchase_orders"."company_id")`;

const summaryColumns = {
  ...withVersion(purchaseOrders),
  billed: billedSql,
  unbilled: sql<string>`greatest(${purchaseOrders.total} - ${billedSql}::numeric, 0)::numeric(14,2)::text`,
};

type SummaryRow = PurchaseOrderRow & { billed: string; unbilled: string };

/** The company's purchase order (404 otherwise); `lock` holds it for the caller's transaction. */
export async function getPurchaseOrderOrThrow(
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<SummaryRow> {
  const where = and(eq(purchaseOrders.id, id), eq(purchaseOrders.companyId, companyId));
  // Locked first on its own: FOR UPDATE is not allowed beside the billed sums' aggregates.
  if (lock) await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(where).for('update');
  const [row] = await db.select(summaryColumns).from(purchaseOrders).where(where);
  if (!row) throw notFound('purchaseOrder');
  return row;
}

function toSummary(row: SummaryRow): PurchaseOrderSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    number: purchaseOrderNumber(row.number),
    status: row.status,
    issueDate: row.issueDate,
    deliveryDate: row.deliveryDate,
    total: row.total,
    billed: row.billed,
    unbilled: row.unbilled,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** A project's purchase orders, newest number first. The caller has checked the project is the company's. */
export async function listPurchaseOrders(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<PurchaseOrderSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.projectId, projectId), eq(purchaseOrders.companyId, companyId)))
    .orderBy(desc(purchaseOrders.number));
  return rows.map(toSummary);
}

/** The lines in order, each amount rounded to the cent by the database. */
export async function listPurchaseOrderLines(
  db: DbOrTx,
  companyId: number,
  purchaseOrderId: number,
): Promise<PurchaseOrderLine[]> {
  const l = purchaseOrderLines;
  return db
    .select({
      id: l.id,
      position: l.position,
      description: l.description,
      quantity: l.quantity,
      unitCost: l.unitCost,
      amount: sql<string>`round(${l.quantity} * ${l.unitCost}, 2)::text`,
      budgetItemId: l.budgetItemId,
      budgetItemName: budgetItems.name,
    })
    .from(l)
    .leftJoin(budgetItems, and(eq(budgetItems.id, l.budgetItemId), eq(budgetItems.companyId, companyId)))
    .where(and(eq(l.purchaseOrderId, purchaseOrderId), eq(l.companyId, companyId)))
    .orderBy(asc(l.position));
}

/** Writes the order's total from its lines, each rounded to the cent, summed by the database. */
export async function refreshPurchaseOrderTotal(tx: DbOrTx, companyId: number, id: number): Promise<void> {
  const l = purchaseOrderLines;
  await tx.execute(sql`update ${purchaseOrders} set total = (
      select coalesce(sum(round(${l.quantity} * ${l.unitCost}, 2)), 0) from ${l}
      where ${l.purchaseOrderId} = ${id} and ${l.companyId} = ${companyId})
    where ${purchaseOrders.id} = ${id} and ${purchaseOrders.companyId} = ${companyId}`);
}

/**
 * Moves a sent order to partially billed or billed from what its bills add up to, by the database; a draft or void
 * order keeps its status.
 */
export async function refreshBilledStatus(
  tx: DbOrTx,
  companyId: number,
  id: number,
  now: Date,
): Promise<void> {
  await tx.execute(sql`update ${purchaseOrders} o set status = (case
      when s.billed >= o.total then 'billed' when s.billed > 0 then 'partially_billed' else 'sent' end
    )::purchase_order_status, updated_at = ${now}
    from (select coalesce(sum(b.total), 0) as billed from ${vendorBills} b
      where b.purchase_order_id = ${id} and b.company_id = ${companyId}) s
    where o.id = ${id} and o.company_id = ${companyId} and o.status in ('sent', 'partially_billed', 'billed')`);
}

/** The purchase order as its page shows it. */
export async function toPurchaseOrderView(
  db: DbOrTx,
  actor: Actor,
  row: SummaryRow,
): Promise<PurchaseOrderView> {
  return {
    ...toSummary(row),
    notes: row.notes,
    sentTo: row.sentTo,
    lines: await listPurchaseOrderLines(db, row.companyId, row.id),
    canManage: can(actor, 'managePurchasing'),
    version: row.version,
  };
}
