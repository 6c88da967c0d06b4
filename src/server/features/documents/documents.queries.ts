import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { listDocumentsQuery } from '#domain/contracts/documents';
import { escapeLike } from '../../db/like';
import { customers, documents, projects, storedFiles, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { userDisplayName } from '../auth/users.queries';
import { customerDisplayName } from '../customers/customer-name';

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
  customerName: customerDisplayName,
  uploadedByName: sql<string | null>`${userDisplayName}`,
  fileUrl: documents.fileUrl,
  sharedWithClient: documents.sharedWithClient,
  createdAt: documents.createdAt,
};

type ListQuery = z.output<typeof listDocumentsQuery>;

function documentWhere(companyId: number, query: ListQuery): SQL {
  return and(
    eq(documents.companyId, companyId),
    query.projectId !== undefined ? eq(documents.projectId, query.projectId) : undefined,
    query.customerId !== undefined ? eq(documents.customerId, query.customerId) : undefined,
    query.search ? ilike(documents.name, `%${escapeLike(query.search)}%`) : undefined,
  )!;
}

/** The company's documents, newest first; of one project and/or one customer, matching a search, paged, when asked. */
export function listDocuments(db: DbOrTx, companyId: number, query: ListQuery, where?: SQL) {
  const base = db
    .select(documentColumns)
    .from(documents)
    .leftJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .leftJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(customers, eq(customers.id, documents.customerId))
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(and(documentWhere(companyId, query), where))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return query.limit === undefined ? base : base.limit(query.limit).offset(query.offset ?? 0);
}

/** How many documents the list's filters match (x-total-count). */
export async function countDocuments(db: DbOrTx, companyId: number, query: ListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(documentWhere(companyId, query));
  return row?.n ?? 0;
}

/** One document as the lists show it (404 for another company's). */
export async function getDocumentItemOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await listDocuments(db, companyId, {}, eq(documents.id, id));
  if (!row) throw notFound('document');
  return row;
}

/** A document with its stored file, for download and delete (404 for another company's). */
export async function getDocumentFileOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: documents.id,
      name: documents.name,
      originalName: storedFiles.originalName,
      fileId: storedFiles.id,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(documents)
    .leftJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)))
    .limit(1);
  if (!row) throw notFound('document');
  return row;
}
