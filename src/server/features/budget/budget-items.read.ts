import { and, asc, eq, sql } from 'drizzle-orm';
import { budgetItems } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

/**
 * A project's budget items for selectors (the task form's budget item list), in budget order. budgetedCost is
 * quantity x unit cost computed by the database (exact, 2 decimals, as a string); milestones are groups whose
 * name starts with 'Milestone'.
 */
export async function listBudgetItemsForSelect(db: DbOrTx, companyId: number, projectId: number) {
  return db
    .select({
      id: budgetItems.id,
      name: budgetItems.name,
      type: budgetItems.type,
      parentId: budgetItems.parentId,
      tradeId: budgetItems.tradeId,
      unitCost: budgetItems.unitCost,
      quantity: budgetItems.quantity,
      budgetedCost: sql<string>`round(${budgetItems.quantity} * ${budgetItems.unitCost}, 2)::text`,
      isGroup: sql<boolean>`${budgetItems.type} = 'group'`,
      isMilestone: sql<boolean>`(${budgetItems.type} = 'group' and ${budgetItems.name} like 'Milestone%')`,
    })
    .from(budgetItems)
    .where(and(eq(budgetItems.projectId, projectId), eq(budgetItems.companyId, companyId)))
    .orderBy(asc(budgetItems.order), asc(budgetItems.id));
}
