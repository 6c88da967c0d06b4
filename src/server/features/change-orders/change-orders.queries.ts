import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type ChangeOrderHistoryEntry,
  type ChangeOrderLine,
  type ChangeOrderSummary,
  type ChangeOrderView,
  changeOrderHistoryEntryAnswer,
  changeOrderSummaryAnswer,
} from '#domain/contracts/change-orders';
import { t } from '#domain/messages/all';
import { can } from '#domain/permissions';
import { answerColumns } from '../../db/contract-columns';
import { changeOrderHistory, changeOrderLines, changeOrders, projects, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { notFound } from '../../http/errors';
import { type Versioned, withVersion } from '../../http/record-version';
import { userDisplayName } from '../auth/users.queries';
import { findSignature } from '../signatures/signatures.service';

export type ChangeOrderRow = Versioned<typeof changeOrders.$inferSelect>;

/** 'CO-3'. */
export const changeOrderNumber = (n: number) => t('changeOrders:number', { n });

/** The company's change order (404 otherwise); `lock` holds it for the caller's transaction. */
export async function getChangeOrderOrThrow(
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<ChangeOrderRow> {
  const query = db
    .select(withVersion(changeOrders))
    .from(changeOrders)
    .where(and(eq(changeOrders.id, id), eq(changeOrders.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('changeOrder');
  return row;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A change order as its list shows it. */
export function toSummary(row: typeof changeOrders.$inferSelect): ChangeOrderSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    number: changeOrderNumber(row.number),
    title: row.title,
    reason: row.reason,
    status: row.status,
    scheduleDays: row.scheduleDays,
    totalCost: row.totalCost,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    decidedAt: iso(row.decidedAt),
  };
}

/** A project's change orders, newest number first (404 for another company's project). */
export async function listChangeOrders(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<ChangeOrderSummary[]> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
  if (!project) throw notFound('project');
  const rows = await db
    .select(answerColumns(changeOrders, changeOrderSummaryAnswer))
    .from(changeOrders)
    .where(and(eq(changeOrders.projectId, projectId), eq(changeOrders.companyId, companyId)))
    .orderBy(desc(changeOrders.number));
  return rows.map((row) => toSummary(row as typeof changeOrders.$inferSelect));
}

/** The lines in order, with each line's totals rounded to the cent by the database. */
export async function listLines(
  db: DbOrTx,
  companyId: number,
  changeOrderId: number,
): Promise<ChangeOrderLine[]> {
  const l = changeOrderLines;
  return db
    .select({
      id: l.id,
      position: l.position,
      name: l.name,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitCost: l.unitCost,
      unitPrice: l.unitPrice,
      markup: l.markup,
      margin: l.margin,
      totalCost: sql<string>`round(${l.quantity} * ${l.unitCost}, 2)::text`,
      total: sql<string>`round(${l.quantity} * ${l.unitPrice}, 2)::text`,
      catalogItemId: l.productId,
      tradeId: l.tradeId,
      budgetParentId: l.budgetParentId,
      budgetItemId: l.budgetItemId,
    })
    .from(l)
    .where(and(eq(l.changeOrderId, changeOrderId), eq(l.companyId, companyId)))
    .orderBy(asc(l.position));
}

/** Writes the change order's totals from its lines, each line rounded to the cent, summed by the database. */
export async function refreshTotals(tx: DbOrTx, companyId: number, id: number): Promise<void> {
  const l = changeOrderLines;
  const sums = sql`(select coalesce(sum(round(${l.quantity} * ${l.unitCost}, 2)), 0) as cost,
      coalesce(sum(round(${l.quantity} * ${l.unitPrice}, 2)), 0) as price
    from ${l} where ${l.changeOrderId} = ${id} and ${l.companyId} = ${companyId})`;
  await tx.execute(sql`update ${changeOrders} set total_cost = s.cost, total = s.price
    from ${sums} as s where ${changeOrders.id} = ${id} and ${changeOrders.companyId} = ${companyId}`);
}

/** The client's signature of an approved change order (the newest, signatures.service.ts). */
async function signatureOf(db: DbOrTx, row: ChangeOrderRow) {
  if (row.status !== 'approved') return null;
  const signature = await findSignature(db, row.companyId, 'change_order', row.id);
  if (!signature) return null;
  return {
    name: signature.signerName,
    signedAt: signature.signedAt.toISOString(),
    image: `data:image/png;base64,${signature.image.toString('base64')}`,
  };
}

/** The change order as its page shows it. */
export async function toChangeOrderView(
  db: DbOrTx,
  actor: Actor,
  row: ChangeOrderRow,
): Promise<ChangeOrderView> {
  const lines = await listLines(db, row.companyId, row.id);
  let decidedByName: string | null = null;
  if (row.decidedBy !== null) {
    const [user] = await db.select({ name: userDisplayName }).from(users).where(eq(users.id, row.decidedBy));
    decidedByName = user?.name ?? null;
  }
  return {
    ...toSummary(row),
    description: row.description,
    lines,
    decisionNote: row.decisionNote,
    decidedByName,
    invoiceId: row.invoiceId,
    signature: await signatureOf(db, row),
    canManage: can(actor, 'manageChangeOrders'),
    version: row.version,
  };
}

/** The change order's history, newest first. */
export async function listHistory(
  db: DbOrTx,
  companyId: number,
  changeOrderId: number,
): Promise<ChangeOrderHistoryEntry[]> {
  const h = changeOrderHistory;
  const rows = await db
    .select({
      ...answerColumns(h, changeOrderHistoryEntryAnswer),
      actorName: sql<string | null>`coalesce(${userDisplayName}, ${h.actorName})`,
    })
    .from(h)
    .leftJoin(users, eq(users.id, h.userId))
    .where(and(eq(h.changeOrderId, changeOrderId), eq(h.companyId, companyId)))
    .orderBy(desc(h.timestamp), desc(h.id));
  return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
}
