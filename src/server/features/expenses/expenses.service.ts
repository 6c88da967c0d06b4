import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type createExpenseBody, expenseMessages, type updateExpenseBody } from '#domain/contracts/expenses';
import { t } from '#domain/messages/all';
import { can } from '#domain/permissions';
import { sentColumns } from '../../db/contract-columns';
import { budgetItems, expenses, projects, storedFiles, vendors } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { type Actor, checkBodyCompany } from '../../http/actor';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { receiveUpload } from '../../http/uploads';
import type { FileStore } from '../../storage/file-store';
import { insertStoredFile, removeStoredBytes } from '../documents/stored-files';
import { getExpenseOrThrow } from './expenses.queries';

type CreateInput = z.output<typeof createExpenseBody>;
type UpdateInput = z.output<typeof updateExpenseBody>;
type Refs = { projectId?: number | null; budgetItemId?: number | null; vendorId?: number | null };

/**
 * The project, budget item and vendor an expense names must be the company's; a budget item must be a product
 * line of the expense's project (the selector offers only those). Answers the chosen vendor's name.
 */
async function checkRefs(tx: DbOrTx, companyId: number, refs: Refs): Promise<{ vendorName?: string }> {
  if (refs.projectId != null) {
    const [row] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, refs.projectId), eq(projects.companyId, companyId)));
    if (!row) throw fieldError('projectId', t('errors:notFound.project'));
  }
  if (refs.budgetItemId != null) {
    if (refs.projectId == null) throw fieldError('budgetItemId', expenseMessages.budgetItemNeedsProject);
    const [item] = await tx
      .select({ projectId: budgetItems.projectId, type: budgetItems.type })
      .from(budgetItems)
      .where(and(eq(budgetItems.id, refs.budgetItemId), eq(budgetItems.companyId, companyId)));
    if (!item || item.projectId !== refs.projectId || item.type !== 'product') {
      throw fieldError('budgetItemId', expenseMessages.budgetItem);
    }
  }
  if (refs.vendorId != null) {
    const [vendor] = await tx
      .select({ name: vendors.name })
      .from(vendors)
      .where(and(eq(vendors.id, refs.vendorId), eq(vendors.companyId, companyId)));
    if (!vendor) throw fieldError('vendorId', t('errors:notFound.vendor'));
    return { vendorName: vendor.name };
  }
  return {};
}

/** Records an expense (every member may, employees too: docs/product.md#expenses). */
export async function createExpense(db: Db, actor: Actor, companyId: number, body: CreateInput, now: Date) {
  checkBodyCompany(body.companyId, companyId);
  const id = await db.transaction(async (tx) => {
    const { vendorName } = await checkRefs(tx, companyId, body);
    const [row] = await tx
      .insert(expenses)
      .values({
        ...sentColumns(expenses, body, ['vendor']),
        companyId,
        projectId: body.projectId ?? null,
        budgetItemId: body.budgetItemId ?? null,
        vendorId: body.vendorId ?? null,
        // A chosen vendor's name is kept with the expense rather than the text sent.
        vendor: vendorName ?? body.vendor ?? null,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: expenses.id });
    return row!.id;
  });
  return getExpenseOrThrow(db, companyId, id);
}

/** Editing or deleting an expense is for its author, managers and admins (docs/product.md#expenses). */
async function lockOwnExpense(tx: DbOrTx, actor: Actor, companyId: number, id: number) {
  const [row] = await tx
    .select({
      createdBy: expenses.createdBy,
      projectId: expenses.projectId,
      budgetItemId: expenses.budgetItemId,
    })
    .from(expenses)
    .where(and(eq(expenses.id, id), eq(expenses.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('expense');
  if (row.createdBy !== actor.userId && !can(actor, 'manageOthersExpenses')) {
    throw forbidden(t('expenses:messages.notAuthor'));
  }
  return row;
}

export async function updateExpense(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
  body: UpdateInput,
  now: Date,
) {
  checkBodyCompany(body.companyId, companyId);
  await db.transaction(async (tx) => {
    const current = await lockOwnExpense(tx, actor, companyId, id);
    await assertCurrentVersion(tx, expenses, and(eq(expenses.id, id), eq(expenses.companyId, companyId)));
    const projectId = body.projectId !== undefined ? body.projectId : current.projectId;
    // A new project clears a budget line of the old one unless a line of the new one is sent
    // (docs/product.md#expenses: the selector is cleared when the project changes).
    const budgetItemId =
      body.budgetItemId !== undefined
        ? body.budgetItemId
        : projectId === current.projectId
          ? current.budgetItemId
          : null;
    const { vendorName } = await checkRefs(tx, companyId, {
      projectId,
      budgetItemId,
      vendorId: body.vendorId,
    });
    await tx
      .update(expenses)
      .set({
        ...sentColumns(expenses, body, ['vendor']),
        projectId,
        budgetItemId,
        vendorId: body.vendorId,
        vendor: vendorName ?? body.vendor,
        updatedAt: now,
      })
      .where(eq(expenses.id, id));
  });
  return getExpenseOrThrow(db, companyId, id);
}

/** Deletes an expense with its receipt's row; answers the receipt's storage key, whose bytes go after the commit. */
export async function deleteExpense(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockOwnExpense(tx, actor, companyId, id);
    const [deleted] = await tx
      .delete(expenses)
      .where(eq(expenses.id, id))
      .returning({ receiptFileId: expenses.receiptFileId });
    let receiptKey: string | null = null;
    if (deleted?.receiptFileId != null) {
      const [file] = await tx
        .delete(storedFiles)
        .where(eq(storedFiles.id, deleted.receiptFileId))
        .returning({ key: storedFiles.storageKey });
      receiptKey = file?.key ?? null;
    }
    return receiptKey;
  });
}

/**
 * Attaches a receipt (an image or PDF) to an expense, replacing any earlier one: the bytes go to the store, then
 * the stored_files row and the expense change in one transaction; the earlier receipt's bytes go after the commit.
 */
export async function attachReceipt(
  deps: { db: Db; storage: FileStore; log: FastifyBaseLogger },
  request: FastifyRequest,
  actor: Actor,
  companyId: number,
  id: number,
  now: Date,
) {
  const { db, storage } = deps;
  // Checked before a byte is received; checked again, locked, when the row changes.
  await db.transaction((tx) => lockOwnExpense(tx, actor, companyId, id));
  const { file } = await receiveUpload(request, storage, companyId, z.object({}));
  let replacedKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      await lockOwnExpense(tx, actor, companyId, id);
      const [old] = await tx
        .select({ id: storedFiles.id, key: storedFiles.storageKey })
        .from(expenses)
        .innerJoin(storedFiles, eq(storedFiles.id, expenses.receiptFileId))
        .where(eq(expenses.id, id));
      const storedId = await insertStoredFile(tx, companyId, actor.userId, file, now);
      await tx
        .update(expenses)
        .set({
          receiptFileId: storedId,
          receiptFile: file.originalName,
          receiptUrl: receiptUrlOf(id),
          updatedAt: now,
        })
        .where(eq(expenses.id, id));
      if (old) {
        await tx.delete(storedFiles).where(eq(storedFiles.id, old.id));
        replacedKey = old.key;
      }
    });
  } catch (error) {
    await storage.delete(file.key).catch(() => undefined);
    throw error;
  }
  if (replacedKey) await removeStoredBytes(storage, [replacedKey], deps.log);
  return getExpenseOrThrow(db, companyId, id);
}

/** Where an expense's receipt is downloaded. */
export const receiptUrlOf = (id: number) => `/api/expenses/${id}/receipt`;

/** The expense's receipt file, for its download (404 when it has none or is another company's). */
export async function getReceiptOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({
      name: expenses.receiptFile,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(expenses)
    .innerJoin(storedFiles, eq(storedFiles.id, expenses.receiptFileId))
    .where(and(eq(expenses.id, id), eq(expenses.companyId, companyId)));
  if (!row) throw notFound('receipt');
  return { ...row, name: row.name ?? 'receipt' };
}
