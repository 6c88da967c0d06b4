import { and, eq, inArray } from 'drizzle-orm';
import { t } from '#domain/messages/all';
import { budgetItems, vendors } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { AppError, type FieldError, fieldError } from '../../http/errors';

/** The company's vendor named in a body (400 on `vendorId` otherwise: a body's id is checked, never trusted). */
export async function bodyVendorOrThrow(tx: DbOrTx, companyId: number, vendorId: number) {
  const [vendor] = await tx
    .select({ id: vendors.id, name: vendors.name, email: vendors.email })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.companyId, companyId)));
  if (!vendor) throw fieldError('vendorId', t('purchasing:messages.vendorId'));
  return vendor;
}

/**
 * Checks each line's budget line in one query: a product (not a group) of the company, and of `projectId` when one
 * is given, else all of one project. A bad one answers 400 on its line's field and nothing is written. Answers the
 * lines' project.
 */
export async function checkBudgetLines(
  tx: DbOrTx,
  companyId: number,
  projectId: number | null,
  lines: readonly { budgetItemId: number }[],
): Promise<number> {
  const ids = [...new Set(lines.map((l) => l.budgetItemId))];
  const found = new Map(
    (
      await tx
        .select({ id: budgetItems.id, projectId: budgetItems.projectId, type: budgetItems.type })
        .from(budgetItems)
        .where(and(eq(budgetItems.companyId, companyId), inArray(budgetItems.id, ids)))
    ).map((row) => [row.id, row]),
  );
  const project = projectId ?? found.get(lines[0]?.budgetItemId ?? 0)?.projectId ?? null;
  const errors: FieldError[] = [];
  lines.forEach((line, i) => {
    const item = found.get(line.budgetItemId);
    const path = `lines.${i}.budgetItemId`;
    if (!item || (projectId !== null && item.projectId !== projectId))
      errors.push({ path, message: t('purchasing:messages.budgetItemId') });
    else if (item.type !== 'product') errors.push({ path, message: t('purchasing:server.productLinesOnly') });
    else if (item.projectId !== project) errors.push({ path, message: t('purchasing:server.oneProject') });
  });
  if (errors.length > 0 || project === null) {
    const first = errors[0]?.message ?? t('purchasing:messages.budgetItemId');
    throw new AppError(400, first, errors);
  }
  return project;
}
