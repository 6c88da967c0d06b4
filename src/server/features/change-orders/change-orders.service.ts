import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  approveChangeOrderBody,
  ChangeOrderLineValues,
  ChangeOrderSummary,
  ChangeOrderView,
  createChangeOrderBody,
  declineChangeOrderBody,
  updateChangeOrderBody,
} from '#domain/contracts/change-orders';
import { changeOrderMessages } from '#domain/contracts/change-orders';
import { addDays } from '#domain/document-dates';
import type { ChangeOrderAction, ChangeOrderReason, ChangeOrderStatus } from '#domain/enums';
import { t } from '#domain/messages/all';
import { sentColumns } from '../../db/contract-columns';
import { lockProjectPositions } from '../../db/positions';
import { changeOrderHistory, changeOrders, estimates, projects, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, fieldError } from '../../http/errors';
import { assertCurrentVersion, withVersion } from '../../http/record-version';
import { userDisplayName } from '../auth/users.queries';
import { addLinesToBudget } from './change-order-budget';
import { billChangeOrder } from './change-order-invoice';
import { replaceLines } from './change-order-lines';
import {
  type ChangeOrderRow,
  getChangeOrderOrThrow,
  refreshTotals,
  toChangeOrderView,
  toSummary,
} from './change-orders.queries';

/** Who made a change and from where: the history keeps the IP address and the browser of every change. */
export type Visitor = { ipAddress: string | null; userAgent: string | null };

export type Change = { actor: Actor; companyId: number; visitor: Visitor; now: Date };

/** Who a history line names: a staff user, or the client by the name they signed with. */
export type HistoryBy = {
  companyId: number;
  now: Date;
  visitor: Visitor;
  userId: number | null;
  clientName?: string | null;
};

const byStaff = (change: Change): HistoryBy => ({ ...change, userId: change.actor.userId });

/** Appends a line to a change order's history, with the address and browser it came from. */
export async function addHistory(
  tx: DbOrTx,
  by: HistoryBy,
  changeOrderId: number,
  action: ChangeOrderAction,
  details: string,
): Promise<void> {
  await tx.insert(changeOrderHistory).values({
    companyId: by.companyId,
    changeOrderId,
    userId: by.userId,
    actorName: by.clientName ?? null,
    action,
    details,
    timestamp: by.now,
    ipAddress: by.visitor.ipAddress,
    userAgent: by.visitor.userAgent,
  });
}

async function actorName(tx: DbOrTx, actor: Actor): Promise<string> {
  const [row] = await tx.select({ name: userDisplayName }).from(users).where(eq(users.id, actor.userId));
  return row?.name ?? '';
}

/** What a new change order is, whoever makes it. */
type NewChangeOrder = {
  companyId: number;
  projectId: number;
  title: string;
  description: string | null;
  reason: ChangeOrderReason;
  scheduleDays: number;
  status: 'draft' | 'pending';
  lines: ChangeOrderLineValues[];
  /** Who made it: a staff member, or null with the client's name (a selection chosen in the portal). */
  userId: number | null;
  actorName: string | null;
  visitor: Visitor;
  now: Date;
  historyDetails: string;
  selectionId?: number;
};

/**
 * Inserts a change order numbered CO-{n} (n counted per project from 1) with its lines, totals and 'created'
 * history line, in the caller's transaction.
 */
async function insertChangeOrder(tx: DbOrTx, order: NewChangeOrder): Promise<number> {
  const { companyId, projectId, now } = order;
  // One at a time per project, so two creates never take the same number (db/positions.ts).
  await lockProjectPositions(tx, companyId, projectId);
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${changeOrders.number}), 0) + 1`.mapWith(Number) })
    .from(changeOrders)
    .where(and(eq(changeOrders.projectId, projectId), eq(changeOrders.companyId, companyId)))) as [
    { next: number },
  ];
  const [created] = await tx
    .insert(changeOrders)
    .values({
      companyId,
      projectId,
      number: next,
      title: order.title,
      description: order.description,
      reason: order.reason,
      scheduleDays: order.scheduleDays,
      status: order.status,
      sentAt: order.status === 'pending' ? now : null,
      selectionId: order.selectionId ?? null,
      createdBy: order.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: changeOrders.id });
  await replaceLines(tx, { companyId, projectId, changeOrderId: created!.id }, order.lines);
  await refreshTotals(tx, companyId, created!.id);
  await tx.insert(changeOrderHistory).values({
    companyId,
    changeOrderId: created!.id,
    userId: order.userId,
    actorName: order.userId === null ? order.actorName : null,
    action: 'created',
    details: order.historyDetails,
    timestamp: now,
    ipAddress: order.visitor.ipAddress,
    userAgent: order.visitor.userAgent,
  });
  return created!.id;
}

/** POST /api/projects/{id}/change-orders: a draft numbered CO-{n}, n counted per project from 1. */
export async function createChangeOrder(
  db: Db,
  change: Change,
  projectId: number,
  body: z.output<typeof createChangeOrderBody>,
): Promise<ChangeOrderView> {
  const { companyId, now } = change;
  return db.transaction(async (tx) => {
    const id = await insertChangeOrder(tx, {
      companyId,
      projectId,
      title: body.title,
      description: body.description ?? null,
      reason: body.reason,
      scheduleDays: body.scheduleDays ?? 0,
      status: 'draft',
      lines: body.lines,
      userId: change.actor.userId,
      actorName: null,
      visitor: change.visitor,
      now,
      historyDetails: t('changeOrders:history.created'),
    });
    return toChangeOrderView(tx, change.actor, await getChangeOrderOrThrow(tx, companyId, id));
  });
}

/**
 * A pending change order made by something else that changes the price (a selection's choice), in the
 * caller's transaction: waiting for the client's approval as if sent. Answers its summary.
 */
export async function createPendingChangeOrder(
  tx: DbOrTx,
  order: Omit<NewChangeOrder, 'status' | 'scheduleDays'>,
): Promise<ChangeOrderSummary> {
  const id = await insertChangeOrder(tx, { ...order, status: 'pending', scheduleDays: 0 });
  return toSummary(await getChangeOrderOrThrow(tx, order.companyId, id));
}

function assertDraft(row: ChangeOrderRow): void {
  if (row.status !== 'draft') {
    const status = t(`changeOrders:statuses.${row.status}`).toLowerCase();
    throw conflict(t('changeOrders:server.onlyDraftEdited', { status }));
  }
}

/** PATCH /api/change-orders/{id}: only a draft (409 otherwise); sent lines replace the lines. */
export async function updateChangeOrder(
  db: Db,
  change: Change,
  id: number,
  body: z.output<typeof updateChangeOrderBody>,
): Promise<ChangeOrderView> {
  const { companyId, now } = change;
  return db.transaction(async (tx) => {
    const row = await getChangeOrderOrThrow(tx, companyId, id, true);
    await assertCurrentVersion(
      tx,
      changeOrders,
      and(eq(changeOrders.id, id), eq(changeOrders.companyId, companyId)),
    );
    assertDraft(row);
    const fields = sentColumns(changeOrders, body, ['lines']);
    await tx
      .update(changeOrders)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(changeOrders.id, id), eq(changeOrders.companyId, companyId)));
    if (body.lines !== undefined) {
      await replaceLines(tx, { companyId, projectId: row.projectId, changeOrderId: id }, body.lines);
      await refreshTotals(tx, companyId, id);
    }
    await addHistory(tx, byStaff(change), id, 'edited', t('changeOrders:history.edited'));
    return toChangeOrderView(tx, change.actor, await getChangeOrderOrThrow(tx, companyId, id));
  });
}

/** DELETE /api/change-orders/{id}: only a draft; a sent one is voided instead, so its record stays. */
export async function deleteChangeOrder(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await getChangeOrderOrThrow(tx, companyId, id, true);
    if (row.status !== 'draft') throw conflict(t('changeOrders:server.onlyDraftDeleted'));
    await tx.delete(changeOrders).where(and(eq(changeOrders.id, id), eq(changeOrders.companyId, companyId)));
  });
}

export async function setStatus(
  tx: DbOrTx,
  change: { companyId: number; now: Date },
  row: ChangeOrderRow,
  status: ChangeOrderStatus,
  extra: Partial<typeof changeOrders.$inferInsert> = {},
): Promise<ChangeOrderRow> {
  const [updated] = await tx
    .update(changeOrders)
    .set({ status, updatedAt: change.now, ...extra })
    .where(and(eq(changeOrders.id, row.id), eq(changeOrders.companyId, change.companyId)))
    .returning(withVersion(changeOrders));
  return updated!;
}

/** True when the project's estimate is approved: a change order changes an approved contract. */
export async function contractApproved(tx: DbOrTx, companyId: number, projectId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: estimates.id })
    .from(estimates)
    .where(
      and(
        eq(estimates.projectId, projectId),
        eq(estimates.companyId, companyId),
        eq(estimates.status, 'approved'),
      ),
    );
  return row !== undefined;
}

/** Moves the project's target completion date by the schedule impact; a project without one keeps none. */
async function moveCompletion(tx: DbOrTx, by: HistoryBy, row: ChangeOrderRow): Promise<void> {
  const change = by;
  if (row.scheduleDays === 0) return;
  const [project] = await tx
    .select({ target: projects.targetCompletionDate })
    .from(projects)
    .where(and(eq(projects.id, row.projectId), eq(projects.companyId, change.companyId)));
  if (!project?.target) return;
  const moved = addDays(project.target, row.scheduleDays);
  await tx
    .update(projects)
    .set({ targetCompletionDate: moved, updatedAt: change.now })
    .where(and(eq(projects.id, row.projectId), eq(projects.companyId, change.companyId)));
  await addHistory(
    tx,
    by,
    row.id,
    'approved',
    t('changeOrders:history.scheduleMoved', { from: project.target, to: moved }),
  );
}

/** Who approves: staff marking it (signed on paper, perhaps billed now), or the client who signed it. */
export type Approval =
  | { by: 'staff'; change: Change; note: string | null; billNow: boolean }
  | { by: 'client'; history: HistoryBy; signerName: string; recipientName: string };

/**
 * Approval, inside the caller's transaction: the lines join the budget (under the change order's own group unless
 * a line names another), the total joins the Sold Price (sold-price.ts reads approved change orders), the target
 * completion date moves by the schedule impact, and 'Bill now' makes its invoice. Staff approve a draft (signed
 * on paper) or a pending one; the client approves a pending one with a signature (public-change-orders.service.ts).
 */
export async function approveInTransaction(
  tx: DbOrTx,
  companyId: number,
  id: number,
  approval: Approval,
): Promise<ChangeOrderRow> {
  const by = approval.by === 'staff' ? byStaff(approval.change) : approval.history;
  const current = await getChangeOrderOrThrow(tx, companyId, id);
  // The project first, then the change order: the order every budget change takes its locks in.
  await lockProjectPositions(tx, companyId, current.projectId);
  const row = await getChangeOrderOrThrow(tx, companyId, id, true);
  const open =
    approval.by === 'staff' ? row.status === 'draft' || row.status === 'pending' : row.status === 'pending';
  if (!open) throw conflict(t('changeOrders:server.notPending'));
  if (!(await contractApproved(tx, companyId, row.projectId))) {
    throw conflict(t('changeOrders:server.estimateNotApproved'));
  }
  const added = await addLinesToBudget(tx, row, by.now);
  if (added === 0) throw conflict(t('changeOrders:server.noLines'));
  const billNow = approval.by === 'staff' && approval.billNow;
  if (billNow && Number(row.total) <= 0) throw fieldError('billNow', changeOrderMessages.billNow());
  let approved = await setStatus(tx, by, row, 'approved', {
    decidedAt: by.now,
    decidedBy: by.userId,
    decisionNote: approval.by === 'staff' ? approval.note : approval.signerName,
  });
  await addHistory(tx, by, id, 'approved', await approvalDetails(tx, approval));
  await moveCompletion(tx, by, row);
  if (billNow && approval.by === 'staff') {
    const invoice = await billChangeOrder(tx, approval.change.actor, approved, by.now);
    approved = await setStatus(tx, by, approved, 'approved', { invoiceId: invoice.id });
    await addHistory(tx, by, id, 'approved', t('changeOrders:history.billed', { number: invoice.number }));
  }
  return approved;
}

async function approvalDetails(tx: DbOrTx, approval: Approval): Promise<string> {
  if (approval.by === 'client') {
    return t('changeOrders:history.approvedByClient', {
      signature: approval.signerName,
      name: approval.recipientName,
    });
  }
  const name = await actorName(tx, approval.change.actor);
  return approval.note
    ? t('changeOrders:history.approvedByStaffWithNote', { name, note: approval.note })
    : t('changeOrders:history.approvedByStaff', { name });
}

/** POST /api/change-orders/{id}/approve: staff mark it approved (approveInTransaction). */
export async function approveChangeOrder(
  db: Db,
  change: Change,
  id: number,
  body: z.output<typeof approveChangeOrderBody>,
): Promise<ChangeOrderView> {
  return db.transaction(async (tx) => {
    const approved = await approveInTransaction(tx, change.companyId, id, {
      by: 'staff',
      change,
      note: body.note ?? null,
      billNow: body.billNow ?? false,
    });
    return toChangeOrderView(tx, change.actor, approved);
  });
}

/** Staff mark a draft or pending change order declined (the client said no); nothing else changes. */
export async function declineChangeOrder(
  db: Db,
  change: Change,
  id: number,
  body: z.output<typeof declineChangeOrderBody>,
): Promise<ChangeOrderView> {
  return db.transaction(async (tx) => {
    const row = await getChangeOrderOrThrow(tx, change.companyId, id, true);
    if (row.status !== 'draft' && row.status !== 'pending')
      throw conflict(t('changeOrders:server.notPending'));
    const name = await actorName(tx, change.actor);
    const declined = await setStatus(tx, change, row, 'declined', {
      decidedAt: change.now,
      decidedBy: change.actor.userId,
      decisionNote: body.reason ?? null,
    });
    await addHistory(
      tx,
      byStaff(change),
      id,
      'declined',
      body.reason
        ? t('changeOrders:history.declinedByStaffWithReason', { name, reason: body.reason })
        : t('changeOrders:history.declinedByStaff', { name }),
    );
    return toChangeOrderView(tx, change.actor, declined);
  });
}

/** A draft or pending change order is voided: kept for the record, out of every total. */
export async function voidChangeOrder(db: Db, change: Change, id: number): Promise<ChangeOrderView> {
  return db.transaction(async (tx) => {
    const row = await getChangeOrderOrThrow(tx, change.companyId, id, true);
    if (row.status !== 'draft' && row.status !== 'pending')
      throw conflict(t('changeOrders:server.cannotVoid'));
    const voided = await setStatus(tx, change, row, 'void');
    await addHistory(
      tx,
      byStaff(change),
      id,
      'voided',
      t('changeOrders:history.voided', { name: await actorName(tx, change.actor) }),
    );
    return toChangeOrderView(tx, change.actor, voided);
  });
}
