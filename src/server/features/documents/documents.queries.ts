import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { customers, documents, projects, storedFiles, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { userDisplayName } from '../auth/users.queries';

/** The download address of a document (its file); `?inline=1` shows it in the browser. */
export const documentFileUrl = (id: number) => `/api/documents/${id}/file`;

const documentColumns = {
  id: documents.id,
  name: documents.name,
  fileType: documents.fileType,
  size: storedFiles.size,
  projectId: documents.projectId,
  projectName: projects.name,
  customerId: documents.customerId,
  customerName: sql<
    string | null
  >`nullif(trim(concat_ws(' ', ${customers.firstName}, ${customers.lastName})), '')`,
  uploadedByName: sql<string | null>`${userDisplayName}`,
  fileUrl: documents.fileUrl,
  createdAt: documents.createdAt,
};

/** The company's documents, newest first; of one project and/or one customer when asked. */
export function listDocuments(
  db: DbOrTx,
  companyId: number,
  filter: { projectId?: number | undefined; customerId?: number | undefined },
  where?: SQL,
) {
  return db
    .select(documentColumns)
    .from(documents)
    .leftJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .leftJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(customers, eq(customers.id, documents.customerId))
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(
      and(
        eq(documents.companyId, companyId),
        filter.projectId !== undefined ? eq(documents.projectId, filter.projectId) : undefined,
        filter.customerId !== undefined ? eq(documents.customerId, filter.customerId) : undefined,
        where,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** One document as the lists show it (404 for another company's). */
export async function getDocumentItemOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await listDocuments(db, companyId, {}, eq(documents.id, id));
  if (!row) throw notFound('Document');
  return row;
}

/** A document with its stored file, for download and delete (404 for another company's). */
export async function getDocumentFileOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: documents.id,
      name: documents.name,
      fileId: storedFiles.id,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(documents)
    .leftJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)))
    .limit(1);
  if (!row) throw notFound('Document');
  return row;
}
