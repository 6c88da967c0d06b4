import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { t } from '#domain/messages/all';
import { selectionOptions, selections, storedFiles } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import { receiveUpload } from '../../http/uploads';
import type { FileStore } from '../../storage/file-store';
import { insertStoredFile, removeStoredBytes } from '../documents/stored-files';

/** Photos are images: the upload types that are not a PDF. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'] as const;

/** The option (404 for another company's) of a selection still open (409 otherwise), held for the transaction. */
async function lockOpenOption(tx: DbOrTx, companyId: number, optionId: number) {
  const [row] = await tx
    .select({
      selectionId: selectionOptions.selectionId,
      status: selections.status,
      photoFileId: selectionOptions.photoFileId,
    })
    .from(selectionOptions)
    .innerJoin(selections, eq(selections.id, selectionOptions.selectionId))
    .where(and(eq(selectionOptions.id, optionId), eq(selectionOptions.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('selectionOption');
  if (row.status !== 'open') throw conflict(t('selections:server.onlyOpenEdited'));
  return row;
}

/**
 * Attaches a photo to an option, replacing any earlier one: the bytes go to the store, then the stored_files
 * row and the option change in one transaction; the earlier photo's bytes go after the commit. Answers the
 * option's selection id.
 */
export async function attachOptionPhoto(
  deps: { db: Db; storage: FileStore; log: FastifyBaseLogger },
  request: FastifyRequest,
  who: { companyId: number; userId: number; now: Date },
  optionId: number,
): Promise<number> {
  const { db, storage } = deps;
  const { companyId } = who;
  // Checked before a byte is received; checked again, locked, when the row changes.
  await db.transaction((tx) => lockOpenOption(tx, companyId, optionId));
  const { file } = await receiveUpload(request, storage, companyId, z.object({}), undefined, {
    types: PHOTO_TYPES,
    message: t('selections:server.photoOnly'),
  });
  let replacedKey: string | null = null;
  let selectionId = 0;
  try {
    await db.transaction(async (tx) => {
      const option = await lockOpenOption(tx, companyId, optionId);
      selectionId = option.selectionId;
      const storedId = await insertStoredFile(tx, companyId, who.userId, file, who.now);
      await tx
        .update(selectionOptions)
        .set({ photoFileId: storedId, photoName: file.originalName })
        .where(eq(selectionOptions.id, optionId));
      if (option.photoFileId !== null) {
        const [old] = await tx
          .delete(storedFiles)
          .where(eq(storedFiles.id, option.photoFileId))
          .returning({ key: storedFiles.storageKey });
        replacedKey = old?.key ?? null;
      }
    });
  } catch (error) {
    await storage.delete(file.key).catch(() => undefined);
    throw error;
  }
  if (replacedKey) await removeStoredBytes(storage, [replacedKey], deps.log);
  return selectionId;
}

/** The option's photo, for its download (404 when it has none or is another company's). */
export async function getOptionPhotoOrThrow(db: DbOrTx, companyId: number, optionId: number) {
  const [row] = await db
    .select({
      name: selectionOptions.photoName,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(selectionOptions)
    .innerJoin(storedFiles, eq(storedFiles.id, selectionOptions.photoFileId))
    .where(and(eq(selectionOptions.id, optionId), eq(selectionOptions.companyId, companyId)));
  if (!row) throw notFound('photo');
  return { ...row, name: row.name ?? 'photo' };
}
