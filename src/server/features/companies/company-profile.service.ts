import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { logoTypes, UNSUPPORTED_LOGO, type updateCompanyBody } from '#domain/contracts/companies';
import { sentColumns } from '../../db/contract-columns';
import { companies, storedFiles } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { AppError, notFound } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { receiveUpload } from '../../http/uploads';
import { canDrawLogo } from '../../pdf/letterhead';
import type { FileStore } from '../../storage/file-store';
import { insertStoredFile, removeStoredBytes } from '../documents/stored-files';
import { type CompanyRow, companyRowColumns } from './companies.service';
import { readStoredBytes } from './letterhead';

/**
 * Where members read the company's logo. The file id in the query changes with every new logo, so a page that
 * shows the old one fetches the new one instead of keeping the picture it had.
 */
export const companyLogoUrl = (companyId: number, fileId: number) =>
  `/api/companies/${companyId}/logo?v=${fileId}`;

/** A company row as the company answers show it: the logo as the address it is read from. */
export function companyAnswerOf(row: CompanyRow) {
  // The old logo_url column of the first schema stays unused: the logo is an uploaded file (logo_file_id).
  const { logoFileId, logoUrl: _unusedColumn, ...rest } = row;
  return { ...rest, logoUrl: logoFileId ? companyLogoUrl(row.id, logoFileId) : null };
}

/** Locks the company's row for a change of its profile or logo (two logo uploads at once replace in turn). */
async function lockCompany(tx: DbOrTx, companyId: number): Promise<CompanyRow> {
  const [row] = await tx
    .select(companyRowColumns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!row) throw notFound('company');
  return row;
}

/**
 * PATCH /api/companies/{companyId}: the profile's fields that were sent (company admins edit it;
 * docs/product.md#company-profile).
 */
export async function updateCompanyProfile(
  db: Db,
  companyId: number,
  input: z.output<typeof updateCompanyBody>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await assertCurrentVersion(tx, companies, eq(companies.id, companyId));
    const changes = sentColumns(companies, input);
    const [row] = await tx
      .update(companies)
      .set({ ...changes, updatedAt: now })
      .where(eq(companies.id, companyId))
      .returning(companyRowColumns);
    return companyAnswerOf(row!);
  });
}

type FileDeps = { db: Db; storage: FileStore; log: FastifyBaseLogger };

/**
 * POST /api/companies/{companyId}/logo: a PNG or JPEG that pdfkit can draw (415 otherwise) goes to the store,
 * then its stored_files row and the company's logo_file_id are written in one transaction that also deletes the
 * previous logo's row; its bytes go after the commit. A failed transaction removes the new bytes.
 */
export async function uploadCompanyLogo(
  deps: FileDeps,
  request: FastifyRequest,
  actor: Actor,
  companyId: number,
  now: Date,
) {
  const { db, storage } = deps;
  const { file } = await receiveUpload(request, storage, companyId, z.object({}), undefined, {
    types: logoTypes,
    message: UNSUPPORTED_LOGO(),
  });
  // A PNG or JPEG by its first bytes may still be broken; one the PDFs cannot draw is refused now.
  const bytes = await readStoredBytes(storage, file.key);
  if (!bytes || !(await canDrawLogo(bytes))) {
    await storage.delete(file.key).catch(() => undefined);
    throw new AppError(415, UNSUPPORTED_LOGO(), [{ path: 'file', message: UNSUPPORTED_LOGO() }]);
  }
  const saved = await db
    .transaction(async (tx) => {
      const before = await lockCompany(tx, companyId);
      const fileId = await insertStoredFile(tx, companyId, actor.userId, file, now);
      const [row] = await tx
        .update(companies)
        .set({ logoFileId: fileId, updatedAt: now })
        .where(eq(companies.id, companyId))
        .returning(companyRowColumns);
      const replacedKey = before.logoFileId ? await deleteFileRow(tx, before.logoFileId) : null;
      return { company: row!, replacedKey };
    })
    .catch(async (error: unknown) => {
      // Nothing refers to the new bytes: remove them, so a failed request leaves nothing behind.
      await storage.delete(file.key).catch(() => undefined);
      throw error;
    });
  if (saved.replacedKey) await removeStoredBytes(storage, [saved.replacedKey], deps.log);
  return companyAnswerOf(saved.company);
}

/** DELETE /api/companies/{companyId}/logo: the row in the transaction, the bytes after it (404 without a logo). */
export async function removeCompanyLogo(deps: FileDeps, companyId: number, now: Date) {
  const key = await deps.db.transaction(async (tx) => {
    const before = await lockCompany(tx, companyId);
    if (!before.logoFileId) throw notFound('logo');
    await tx.update(companies).set({ logoFileId: null, updatedAt: now }).where(eq(companies.id, companyId));
    const removed = await deleteFileRow(tx, before.logoFileId);
    return removed;
  });
  if (key) await removeStoredBytes(deps.storage, [key], deps.log);
}

/** Deletes a stored_files row and answers its key, whose bytes the caller removes once the transaction commits. */
async function deleteFileRow(tx: DbOrTx, fileId: number): Promise<string | null> {
  const [gone] = await tx
    .delete(storedFiles)
    .where(eq(storedFiles.id, fileId))
    .returning({ key: storedFiles.storageKey });
  return gone?.key ?? null;
}
