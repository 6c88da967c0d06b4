import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  documents,
  projectChatMessages,
  selectionOptions,
  selections,
  storedFiles,
} from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import type { ReceivedFile } from '../../http/uploads';
import type { FileStore } from '../../storage/file-store';

/**
 * Inside the transaction that deletes a project: deletes the stored_files rows of its documents, of its team
 * chat's attachments and of its selections' option photos (those records go with the project) and returns their storage keys, whose
 * bytes the caller removes once the transaction commits.
 */
export async function deleteProjectFiles(
  tx: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<string[]> {
  const documentFiles = await tx
    .select({ id: storedFiles.id, key: storedFiles.storageKey })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.projectId, projectId),
        isNotNull(documents.fileId),
      ),
    );
  const chatFiles = await tx
    .select({ id: storedFiles.id, key: storedFiles.storageKey })
    .from(projectChatMessages)
    .innerJoin(storedFiles, eq(storedFiles.id, projectChatMessages.attachmentFileId))
    .where(and(eq(projectChatMessages.companyId, companyId), eq(projectChatMessages.projectId, projectId)));
  const photoFiles = await tx
    .select({ id: storedFiles.id, key: storedFiles.storageKey })
    .from(selectionOptions)
    .innerJoin(selections, eq(selections.id, selectionOptions.selectionId))
    .innerJoin(storedFiles, eq(storedFiles.id, selectionOptions.photoFileId))
    .where(and(eq(selections.companyId, companyId), eq(selections.projectId, projectId)));
  const files = [...documentFiles, ...chatFiles, ...photoFiles];
  if (files.length > 0) {
    await tx.delete(storedFiles).where(
      inArray(
        storedFiles.id,
        files.map((f) => f.id),
      ),
    );
  }
  return files.map((f) => f.key);
}

/**
 * Removes the bytes of files whose rows a committed transaction deleted. A failure (the bucket unreachable)
 * leaves bytes nothing refers to, never a row pointing at missing bytes; it is logged with the key.
 */
export async function removeStoredBytes(
  storage: FileStore,
  keys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'stored file not removed'));
  }
}

/** The stored_files row of an upload the store now holds; answers its id. */
export async function insertStoredFile(
  tx: DbOrTx,
  companyId: number,
  /** The member who uploaded it; null for a client's upload in the portal. */
  uploadedBy: number | null,
  file: ReceivedFile,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      companyId,
      storageKey: file.key,
      originalName: file.originalName,
      contentType: file.contentType,
      size: file.size,
      uploadedBy,
      createdAt: now,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}
