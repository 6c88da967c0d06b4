import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { createSelectionBody, updateSelectionBody } from '#domain/contracts/selections';
import { selectionMessages } from '#domain/contracts/selections';
import { t } from '#domain/messages/all';
import { budgetItems, selectionOptions, selections, storedFiles } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, fieldError } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { getProjectOrThrow } from '../projects/projects.queries';
import { writeOptions } from './selection-options';
import { getSelectionOrThrow, type SelectionRow } from './selections.queries';

type Change = { companyId: number; userId: number; now: Date };

/** An allowance line must be a product line of the same project flagged as an allowance (400 otherwise). */
async function checkAllowance(
  tx: DbOrTx,
  companyId: number,
  projectId: number,
  itemId: number | null | undefined,
): Promise<void> {
  if (itemId == null) return;
  const [row] = await tx
    .select({ id: budgetItems.id })
    .from(budgetItems)
    .where(
      and(
        eq(budgetItems.id, itemId),
        eq(budgetItems.companyId, companyId),
        eq(budgetItems.projectId, projectId),
        eq(budgetItems.type, 'product'),
        eq(budgetItems.isAllowance, true),
      ),
    );
  if (!row) throw fieldError('allowanceItemId', selectionMessages.allowanceItemId());
}

/** POST /api/projects/{id}/selections: an open selection with its options. Answers its id. */
export async function createSelection(
  db: Db,
  change: Change,
  projectId: number,
  body: z.output<typeof createSelectionBody>,
): Promise<number> {
  const { companyId, now } = change;
  return db.transaction(async (tx) => {
    await getProjectOrThrow(tx, companyId, projectId);
    await checkAllowance(tx, companyId, projectId, body.allowanceItemId);
    const [created] = await tx
      .insert(selections)
      .values({
        companyId,
        projectId,
        title: body.title,
        description: body.description ?? null,
        dueDate: body.dueDate ?? null,
        allowanceItemId: body.allowanceItemId ?? null,
        createdBy: change.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: selections.id });
    await writeOptions(tx, { companyId, selectionId: created!.id }, body.options);
    return created!.id;
  });
}

function assertOpen(row: SelectionRow, message: string): void {
  if (row.status !== 'open') throw conflict(message);
}

/**
 * PATCH /api/selections/{id}: only while open (the client's choice is final); sent options replace the options.
 * Answers the storage keys of photos whose options went, for removal after the commit.
 */
export async function updateSelection(
  db: Db,
  change: Change,
  id: number,
  body: z.output<typeof updateSelectionBody>,
): Promise<string[]> {
  const { companyId, now } = change;
  return db.transaction(async (tx) => {
    const row = await getSelectionOrThrow(tx, companyId, id, true);
    await assertCurrentVersion(
      tx,
      selections,
      and(eq(selections.id, id), eq(selections.companyId, companyId)),
    );
    assertOpen(row, t('selections:server.onlyOpenEdited'));
    await checkAllowance(tx, companyId, row.projectId, body.allowanceItemId);
    await tx
      .update(selections)
      .set({
        title: body.title,
        description: body.description,
        dueDate: body.dueDate,
        allowanceItemId: body.allowanceItemId,
        updatedAt: now,
      })
      .where(and(eq(selections.id, id), eq(selections.companyId, companyId)));
    if (body.options === undefined) return [];
    return writeOptions(tx, { companyId, selectionId: id }, body.options);
  });
}

/** DELETE /api/selections/{id}: only while open. Answers its photos' storage keys, removed after the commit. */
export async function deleteSelection(db: Db, companyId: number, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const row = await getSelectionOrThrow(tx, companyId, id, true);
    assertOpen(row, t('selections:server.onlyOpenDeleted'));
    const photos = await tx
      .select({ fileId: selectionOptions.photoFileId })
      .from(selectionOptions)
      .where(
        and(
          eq(selectionOptions.selectionId, id),
          eq(selectionOptions.companyId, companyId),
          isNotNull(selectionOptions.photoFileId),
        ),
      );
    await tx.delete(selections).where(and(eq(selections.id, id), eq(selections.companyId, companyId)));
    const fileIds = photos.map((p) => p.fileId).filter((f): f is number => f !== null);
    if (fileIds.length === 0) return [];
    const removed = await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, fileIds)))
      .returning({ key: storedFiles.storageKey });
    return removed.map((r) => r.key);
  });
}

/** POST /api/selections/{id}/ordered: the chosen option was ordered (only a selected one). */
export async function markSelectionOrdered(db: Db, change: Change, id: number): Promise<void> {
  const { companyId, now } = change;
  await db.transaction(async (tx) => {
    const row = await getSelectionOrThrow(tx, companyId, id, true);
    if (row.status !== 'selected') throw conflict(t('selections:server.notSelected'));
    await tx
      .update(selections)
      .set({ status: 'ordered', orderedAt: now, updatedAt: now })
      .where(and(eq(selections.id, id), eq(selections.companyId, companyId)));
  });
}
