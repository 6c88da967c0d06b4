import { and, asc, eq, sql } from 'drizzle-orm';
import { budgetTotals, flattenBudget } from '#domain/budget-tree';
import { type BudgetView, budgetItemOptionAnswer } from '#domain/contracts/budget';
import { milestonePayments } from '#domain/milestones';
import { fromUnits, toUnits } from '#domain/pricing';
import { answerColumns } from '../../db/contract-columns';
import { budgetItems, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { type Versioned, withVersion } from '../../http/record-version';
import { soldPriceSql } from '../projects/sold-price';

export type BudgetItemRow = Versioned<typeof budgetItems.$inferSelect>;

/**
 * A project's budget items for selectors (the task form's budget item list), in budget order. budgetedCost is
 * quantity x unit cost computed by the database (exact, 2 decimals, as a string); milestones are groups whose
 * name starts with 'Milestone'. Every other field of the answer is read from its column.
 */
export async function listBudgetItemsForSelect(db: DbOrTx, companyId: number, projectId: number) {
  return db
    .select({
      ...answerColumns(budgetItems, budgetItemOptionAnswer),
      budgetedCost: sql<string>`round(${budgetItems.quantity} * ${budgetItems.unitCost}, 2)::text`,
      totalPrice: sql<string>`round(${budgetItems.quantity} * ${budgetItems.unitPrice}, 2)::text`,
      isGroup: sql<boolean>`${budgetItems.type} = 'group'`,
      isMilestone: sql<boolean>`(${budgetItems.type} = 'group' and ${budgetItems.name} like 'Milestone%')`,
    })
    .from(budgetItems)
    .where(and(eq(budgetItems.projectId, projectId), eq(budgetItems.companyId, companyId)))
    .orderBy(asc(budgetItems.order), asc(budgetItems.id));
}

/** Every budget item of a project (one query); the tree is built by the domain module. */
export async function listBudgetRows(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<BudgetItemRow[]> {
  return db
    .select(withVersion(budgetItems))
    .from(budgetItems)
    .where(and(eq(budgetItems.projectId, projectId), eq(budgetItems.companyId, companyId)))
    .orderBy(asc(budgetItems.order), asc(budgetItems.id));
}

/**
 * The project (404 for another company's) with its sold price: the approved estimate's snapshot total, or null
 * when no estimate is approved (Sold Price is the approved snapshot's total, docs/product.md#projects).
 */
export async function projectSoldPrice(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<string | null> {
  const [row] = await db
    .select({
      soldPrice: soldPriceSql(projectId, companyId),
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('project');
  return row.soldPrice;
}

/**
 * The budget view: the items in display order with depth and totals (groups: sums of their descendant
 * products), the project totals and the print layout's milestone payments, by the domain's budget-tree rules.
 * GET /api/projects/{id}/budget answers the same, computed by the database (budget-view-json.ts).
 */
export async function getBudgetView(db: DbOrTx, companyId: number, projectId: number): Promise<BudgetView> {
  const soldPrice = await projectSoldPrice(db, companyId, projectId);
  const rows = await listBudgetRows(db, companyId, projectId);
  const items = flattenBudget(rows);
  const totals = budgetTotals(rows);
  return {
    items: items as unknown as BudgetView['items'],
    totals: {
      soldPrice: fromUnits(toUnits(soldPrice ?? '0')),
      budgetedCost: totals.budgetedCost,
      totalPrice: totals.totalPrice,
      markup: totals.markup,
      margin: totals.margin,
    },
    milestonePayments: milestonePayments(items, totals.totalPrice).map(({ item, amount }) => ({
      id: item.id,
      name: item.name,
      amount,
    })),
  };
}
