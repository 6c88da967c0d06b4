import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { documentFields } from '#domain/contracts/documents';
import { t } from '#domain/messages/all';
import { customers, documents, projects, storedFiles } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../http/errors';
import { receiveUpload } from '../../http/uploads';
import type { FileStore } from '../../storage/file-store';
import { documentFileUrl, getDocumentFileOrThrow, getDocumentItemOrThrow } from './documents.queries';
import { insertStoredFile } from './stored-files';

/** A project or customer named in the form must be the company's own (checked before the file is received). */
async function assertOwnRefs(
  db: DbOrTx,
  companyId: number,
  refs: { projectId?: number | null; customerId?: number | null },
) {
  if (refs.projectId != null) {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, refs.projectId), eq(projects.companyId, companyId)));
    if (!row) throw fieldError('projectId', t('errors:notFound.project'));
  }
  if (refs.customerId != null) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, refs.customerId), eq(customers.companyId, companyId)));
    if (!row) throw fieldError('customerId', t('errors:notFound.customer'));
  }
}

/**
 * Uploads a document: the file goes to the store, then its stored_files row and the document row are written in
 * one transaction. If that fails, the stored file is removed, so no file is left without a row.
 */
export async function uploadDocument(
  deps: { db: Db; storage: FileStore },
  request: FastifyRequest,
  actor: Actor,
  companyId: number,
  now: Date,
) {
  const { db, storage } = deps;
  const { fields, file } = await receiveUpload(request, storage, companyId, documentFields, (f) =>
    assertOwnRefs(db, companyId, f),
  );
  try {
    const id = await db.transaction(async (tx) => {
      const storedId = await insertStoredFile(tx, companyId, actor.userId, file, now);
      const [doc] = await tx
        .insert(documents)
        .values({
          companyId,
          projectId: fields.projectId ?? null,
          customerId: fields.customerId ?? null,
          name: fields.name ?? file.originalName,
          fileUrl: '',
          fileType: file.contentType,
          fileId: storedId,
          uploadedBy: actor.userId,
          createdAt: now,
        })
        .returning({ id: documents.id });
      await tx
        .update(documents)
        .set({ fileUrl: documentFileUrl(doc!.id) })
        .where(eq(documents.id, doc!.id));
      return doc!.id;
    });
    return getDocumentItemOrThrow(db, companyId, id);
  } catch (error) {
    await storage.delete(file.key).catch(() => undefined);
    throw error;
  }
}

/**
 * Deletes a document and its stored file row in one transaction, then the bytes. Should removing the bytes fail
 * (the bucket unreachable), the row is already gone and nothing can reach them; the failure is logged with the key.
 */
export async function deleteDocument(
  deps: { db: Db; storage: FileStore; log: FastifyBaseLogger },
  companyId: number,
  id: number,
): Promise<void> {
  const doc = await getDocumentFileOrThrow(deps.db, companyId, id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(documents).where(and(eq(documents.id, id), eq(documents.companyId, companyId)));
    if (doc.fileId !== null) await tx.delete(storedFiles).where(eq(storedFiles.id, doc.fileId));
  });
  if (doc.storageKey) {
    await deps.storage.delete(doc.storageKey).catch((err: unknown) => {
      deps.log.error({ err, key: doc.storageKey }, 'stored file not removed');
    });
  }
}
