import { and, eq, inArray } from 'drizzle-orm';
import { budgetMessages, pricingLimitErrors } from '#domain/contracts/budget';
import { type ChangeOrderLineValues, changeOrderMessages } from '#domain/contracts/change-orders';
import { normalizePricing, resolvePricing } from '#domain/pricing';
import { budgetItems, changeOrderLines, products, trades } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { AppError, type FieldError } from '../../http/errors';

/**
 * Replaces a change order's lines with those sent, each priced like a budget product (a catalog item fills the
 * figures not sent; what was sent decides the rest, domain/pricing.ts). Every reference is checked against the
 * company and the project (one query per kind of reference): a bad one answers 400 on its line's field, and
 * nothing is written.
 */
export async function replaceLines(
  tx: DbOrTx,
  target: { companyId: number; projectId: number; changeOrderId: number },
  lines: ChangeOrderLineValues[],
): Promise<void> {
  const { companyId, projectId, changeOrderId } = target;
  const errors: FieldError[] = [];
  const rows: (typeof changeOrderLines.$inferInsert)[] = [];
  // Every reference the lines name, read once per kind (not once per line).
  const ids = (pick: (line: ChangeOrderLineValues) => number | null | undefined) => [
    ...new Set(lines.map(pick).filter((id): id is number => id != null)),
  ];
  const productIds = ids((l) => l.catalogItemId);
  const tradeIds = ids((l) => l.tradeId);
  const groupIds = ids((l) => l.budgetParentId);
  const catalog = new Map(
    productIds.length === 0
      ? []
      : (
          await tx
            .select()
            .from(products)
            .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)))
        ).map((p) => [p.id, p]),
  );
  const knownTrades = new Set(
    tradeIds.length === 0
      ? []
      : (
          await tx
            .select({ id: trades.id })
            .from(trades)
            .where(and(eq(trades.companyId, companyId), inArray(trades.id, tradeIds)))
        ).map((r) => r.id),
  );
  const knownGroups = new Set(
    groupIds.length === 0
      ? []
      : (
          await tx
            .select({ id: budgetItems.id })
            .from(budgetItems)
            .where(
              and(
                eq(budgetItems.companyId, companyId),
                eq(budgetItems.projectId, projectId),
                eq(budgetItems.type, 'group'),
                inArray(budgetItems.id, groupIds),
              ),
            )
        ).map((r) => r.id),
  );
  for (const [position, line] of lines.entries()) {
    const at = (field: string) => `lines.${position}.${field}`;
    const product = line.catalogItemId != null ? catalog.get(line.catalogItemId) : undefined;
    if (line.catalogItemId != null && !product) {
      errors.push({ path: at('catalogItemId'), message: changeOrderMessages.catalogItemId() });
    }
    if (line.tradeId != null && !knownTrades.has(line.tradeId)) {
      errors.push({ path: at('tradeId'), message: budgetMessages.tradeId() });
    }
    if (line.budgetParentId != null && !knownGroups.has(line.budgetParentId)) {
      errors.push({ path: at('budgetParentId'), message: changeOrderMessages.budgetParentId() });
    }
    const base = product
      ? normalizePricing({
          unitCost: product.unitCost,
          unitPrice: product.unitPrice,
          markup: product.markup,
          margin: product.margin,
        })
      : undefined;
    const pricing = resolvePricing(
      { unitCost: line.unitCost, unitPrice: line.unitPrice, markup: line.markup, margin: line.margin },
      base,
    );
    for (const error of pricingLimitErrors(pricing)) errors.push({ ...error, path: at(error.path) });
    rows.push({
      companyId,
      changeOrderId,
      position,
      name: line.name,
      description: line.description ?? null,
      quantity: line.quantity ?? '1.00',
      unit: line.unit || null,
      ...pricing,
      productId: product?.id ?? null,
      tradeId: line.tradeId !== undefined ? line.tradeId : (product?.tradeId ?? null),
      budgetParentId: line.budgetParentId ?? null,
    });
  }
  if (errors.length > 0) throw new AppError(400, errors[0]!.message, errors);
  await tx.delete(changeOrderLines).where(eq(changeOrderLines.changeOrderId, changeOrderId));
  if (rows.length > 0) await tx.insert(changeOrderLines).values(rows);
}
