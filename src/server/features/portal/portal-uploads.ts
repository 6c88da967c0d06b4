import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documentFields } from '#domain/contracts/documents';
import { documents } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { receiveUpload } from '../../http/uploads';
import type { FileStore } from '../../storage/file-store';
import { recordAudit } from '../audit/audit.service';
import { documentFileUrl } from '../documents/documents.queries';
import { insertStoredFile } from '../documents/stored-files';
import { portalProjectOrThrow } from './portal-projects.queries';
import type { PortalActor } from './portal-sessions';

/** The client names their file, or it keeps its own name; the project is the one in the address. */
const uploadFields = z.object({ name: documentFields.shape.name });

/**
 * POST /api/portal/projects/{projectId}/documents: the client's own upload (a photo of the wall, a permit, an
 * inspiration picture). It joins the project's documents, named as the client's (`uploaded_by_customer`), and the
 * portal shows it back to them; staff read it among the project's documents. The project is checked before a
 * byte is stored, and the bytes are removed again if the rows cannot be written.
 */
export async function uploadPortalDocument(
  deps: { db: Db; storage: FileStore },
  request: FastifyRequest,
  portal: PortalActor,
  projectId: number,
  now: Date,
) {
  const { db, storage } = deps;
  await portalProjectOrThrow(db, portal, projectId, 'documents');
  const { fields, file } = await receiveUpload(request, storage, portal.companyId, uploadFields);
  try {
    return await db.transaction(async (tx) => {
      const storedId = await insertStoredFile(tx, portal.companyId, null, file, now);
      const [doc] = await tx
        .insert(documents)
        .values({
          companyId: portal.companyId,
          projectId,
          customerId: portal.customerId,
          name: fields.name ?? file.originalName,
          fileUrl: '',
          fileType: file.contentType,
          fileId: storedId,
          uploadedByCustomer: portal.customerId,
          createdAt: now,
        })
        .returning({
          id: documents.id,
          name: documents.name,
          fileType: documents.fileType,
          createdAt: documents.createdAt,
        });
      await tx
        .update(documents)
        .set({ fileUrl: documentFileUrl(doc!.id) })
        .where(eq(documents.id, doc!.id));
      await recordAudit(tx, {
        companyId: portal.companyId,
        userId: null,
        customerId: portal.customerId,
        action: 'portal_upload',
        entityType: 'document',
        entityId: doc!.id,
        ipAddress: request.ip,
        ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
      });
      return { ...doc!, fromClient: true, fileUrl: `/api/portal/documents/${doc!.id}/file` };
    });
  } catch (error) {
    await storage.delete(file.key).catch(() => undefined);
    throw error;
  }
}
