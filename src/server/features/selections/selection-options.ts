import { and, eq, inArray, sql } from 'drizzle-orm';
import { type SelectionOptionValues, selectionMessages } from '#domain/contracts/selections';
import { products, selectionOptions, storedFiles, vendors } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { AppError, type FieldError } from '../../http/errors';

/**
 * Writes a selection's options as sent: an option sent with its id is kept (its photo with it) and changed, one
 * without is added, and the others are deleted with their photos' rows. Every reference is checked against the
 * company (one query per kind): a bad one answers 400 on its option's field and nothing is written. Answers the
 * storage keys of the photos deleted, whose bytes go after the commit.
 */
export async function writeOptions(
  tx: DbOrTx,
  target: { companyId: number; selectionId: number },
  options: SelectionOptionValues[],
): Promise<string[]> {
  const { companyId, selectionId } = target;
  const ids = (pick: (o: SelectionOptionValues) => number | null | undefined) => [
    ...new Set(options.map(pick).filter((id): id is number => id != null)),
  ];
  const known = async (
    list: number[],
    read: (list: number[]) => Promise<{ id: number }[]>,
  ): Promise<Set<number>> => new Set(list.length === 0 ? [] : (await read(list)).map((r) => r.id));
  const existing = await tx
    .select({ id: selectionOptions.id, photoFileId: selectionOptions.photoFileId })
    .from(selectionOptions)
    .where(and(eq(selectionOptions.selectionId, selectionId), eq(selectionOptions.companyId, companyId)));
  const existingIds = new Set(existing.map((o) => o.id));
  const knownProducts = await known(
    ids((o) => o.catalogItemId),
    (list) =>
      tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.companyId, companyId), inArray(products.id, list))),
  );
  const knownVendors = await known(
    ids((o) => o.vendorId),
    (list) =>
      tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.companyId, companyId), inArray(vendors.id, list))),
  );
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  for (const [position, option] of options.entries()) {
    const at = (field: string) => `options.${position}.${field}`;
    if (option.id != null && (!existingIds.has(option.id) || seen.has(option.id))) {
      errors.push({ path: at('id'), message: selectionMessages.optionId() });
    }
    if (option.id != null) seen.add(option.id);
    if (option.catalogItemId != null && !knownProducts.has(option.catalogItemId)) {
      errors.push({ path: at('catalogItemId'), message: selectionMessages.catalogItemId() });
    }
    if (option.vendorId != null && !knownVendors.has(option.vendorId)) {
      errors.push({ path: at('vendorId'), message: selectionMessages.vendorId() });
    }
  }
  if (errors.length > 0) throw new AppError(400, errors[0]!.message, errors);

  const removed = existing.filter((o) => !seen.has(o.id));
  const removedKeys: string[] = [];
  if (removed.length > 0) {
    await tx.delete(selectionOptions).where(
      inArray(
        selectionOptions.id,
        removed.map((o) => o.id),
      ),
    );
    const photoIds = removed.map((o) => o.photoFileId).filter((id): id is number => id !== null);
    if (photoIds.length > 0) {
      const rows = await tx
        .delete(storedFiles)
        .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, photoIds)))
        .returning({ key: storedFiles.storageKey });
      removedKeys.push(...rows.map((r) => r.key));
    }
  }
  // Kept options move out of the way first: positions are unique within a selection.
  if (seen.size > 0) {
    await tx
      .update(selectionOptions)
      .set({ position: sql`-${selectionOptions.id}` })
      .where(inArray(selectionOptions.id, [...seen]));
  }
  for (const [position, option] of options.entries()) {
    const values = {
      position,
      name: option.name,
      description: option.description ?? null,
      price: option.price,
      productId: option.catalogItemId ?? null,
      vendorId: option.vendorId ?? null,
    };
    if (option.id != null) {
      await tx.update(selectionOptions).set(values).where(eq(selectionOptions.id, option.id));
    } else {
      await tx.insert(selectionOptions).values({ ...values, companyId, selectionId });
    }
  }
  return removedKeys;
}
