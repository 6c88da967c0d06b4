import { and, eq, gt, gte, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { budgetItems, products } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { withVersion } from '../../http/record-version';
import type { BudgetItemRow } from './budget-items.read';

/** A budget item of the company, or 404 (also for another company's item). */
export async function getBudgetItemOrThrow(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<BudgetItemRow> {
  const [row] = await db
    .select(withVersion(budgetItems))
    .from(budgetItems)
    .where(and(eq(budgetItems.id, id), eq(budgetItems.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('budgetItem');
  return row;
}

/** The id and parent of every item of a project, to walk the tree (subtrees, cycles). */
export async function listBudgetLinks(db: DbOrTx, companyId: number, projectId: number) {
  return db
    .select({ id: budgetItems.id, parentId: budgetItems.parentId })
    .from(budgetItems)
    .where(and(eq(budgetItems.projectId, projectId), eq(budgetItems.companyId, companyId)));
}

/** Condition for the children of a parent (null = the top level) in a project. */
export function childrenOf(companyId: number, projectId: number, parentId: number | null): SQL {
  return and(
    eq(budgetItems.companyId, companyId),
    eq(budgetItems.projectId, projectId),
    parentId === null ? isNull(budgetItems.parentId) : eq(budgetItems.parentId, parentId),
  )!;
}

/** The items directly under a parent (null = the top level). */
export async function listChildren(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  parentId: number | null,
) {
  return db
    .select({ id: budgetItems.id, type: budgetItems.type, name: budgetItems.name })
    .from(budgetItems)
    .where(childrenOf(companyId, projectId, parentId));
}

/**
 * The order value that puts a new item after the last child of its parent. Read it under the project's lock
 * (lockProjectPositions), or two concurrent creates get the same value.
 */
export async function nextChildOrder(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  parentId: number | null,
): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${budgetItems.order}), -1) + 1`.mapWith(Number) })
    .from(budgetItems)
    .where(childrenOf(companyId, projectId, parentId));
  return row?.next ?? 0;
}

/** How many children the parent has, not counting `exceptId`: the largest position an item can be put at. */
export async function countChildren(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  parentId: number | null,
  exceptId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(budgetItems)
    .where(
      and(
        childrenOf(companyId, projectId, parentId),
        exceptId === undefined ? undefined : ne(budgetItems.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Moves the children of a parent whose order is above `after` (delta -1: closes the gap an item left) or at least
 * `from` (delta +1: makes room for an item put there) by one place; `exceptId` (the item being moved) stays put.
 * Call it under the project's lock (lockProjectPositions).
 */
export async function shiftSiblings(
  tx: DbOrTx,
  companyId: number,
  projectId: number,
  parentId: number | null,
  shift: { after: number; delta: -1 } | { from: number; delta: 1 },
  exceptId?: number,
): Promise<void> {
  await tx
    .update(budgetItems)
    .set({ order: sql`${budgetItems.order} + ${shift.delta}` })
    .where(
      and(
        childrenOf(companyId, projectId, parentId),
        'after' in shift ? gt(budgetItems.order, shift.after) : gte(budgetItems.order, shift.from),
        exceptId === undefined ? undefined : ne(budgetItems.id, exceptId),
      ),
    );
}

/** True when the item has at least one child. */
export async function hasChildren(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: budgetItems.id })
    .from(budgetItems)
    .where(and(eq(budgetItems.parentId, id), eq(budgetItems.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}

/** A catalog product of the company (undefined otherwise): what a budget item copies from it. */
export async function catalogProductOfCompany(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      unitCost: products.unitCost,
      unitPrice: products.unitPrice,
      markup: products.markup,
      margin: products.margin,
      tradeId: products.tradeId,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.companyId, companyId)))
    .limit(1);
  return row;
}

/** `"order" = position of the row's id in ids` (0-based), for one UPDATE that reorders siblings. */
export function budgetPositionIn(ids: number[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql<number>`array_position(array[${list}]::integer[], ${budgetItems.id}) - 1`;
}
