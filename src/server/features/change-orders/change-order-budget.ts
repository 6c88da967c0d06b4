import { and, eq } from 'drizzle-orm';
import { t } from '#domain/messages/all';
import { budgetItems, changeOrderLines } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { nextChildOrder } from '../budget/budget.queries';
import { budgetItemOfProject } from '../tasks/tasks.queries';
import type { ChangeOrderRow } from './change-orders.queries';

/**
 * Puts an approved change order's lines into its project's budget as products with the same figures: each under
 * the group the line names while that is still a group of the project, the others under a new top-level group
 * 'Change Order CO-n: {title}'. A credit keeps its negative quantity, so the budget's totals fall by it. Each
 * line remembers the budget product it became. The caller holds the project's position lock. Answers how many
 * lines there were.
 */
export async function addLinesToBudget(tx: DbOrTx, row: ChangeOrderRow, now: Date): Promise<number> {
  const { companyId, projectId } = row;
  const lines = await tx
    .select()
    .from(changeOrderLines)
    .where(and(eq(changeOrderLines.changeOrderId, row.id), eq(changeOrderLines.companyId, companyId)))
    .orderBy(changeOrderLines.position);
  let ownGroup: number | null = null;
  const groupOfItsOwn = async () => {
    if (ownGroup !== null) return ownGroup;
    const name = t('changeOrders:budgetGroup', { n: row.number, title: row.title }).slice(0, 300);
    const [group] = await tx
      .insert(budgetItems)
      .values({
        companyId,
        projectId,
        parentId: null,
        type: 'group',
        name,
        order: await nextChildOrder(tx, companyId, projectId, null),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: budgetItems.id });
    ownGroup = group!.id;
    return ownGroup;
  };
  for (const line of lines) {
    const named =
      line.budgetParentId !== null
        ? await budgetItemOfProject(tx, companyId, projectId, line.budgetParentId)
        : null;
    const parentId = named?.type === 'group' ? named.id : await groupOfItsOwn();
    const [item] = await tx
      .insert(budgetItems)
      .values({
        companyId,
        projectId,
        parentId,
        type: 'product',
        name: line.name,
        description: line.description,
        productId: line.productId,
        quantity: line.quantity,
        unitCost: line.unitCost,
        unitPrice: line.unitPrice,
        markup: line.markup,
        margin: line.margin,
        tradeId: line.tradeId,
        order: await nextChildOrder(tx, companyId, projectId, parentId),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: budgetItems.id });
    await tx.update(changeOrderLines).set({ budgetItemId: item!.id }).where(eq(changeOrderLines.id, line.id));
  }
  return lines.length;
}
