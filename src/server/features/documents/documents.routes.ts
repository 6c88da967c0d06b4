import type { FastifyInstance } from 'fastify';
import { documentCalls } from '#domain/contracts/documents';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countDocuments, getDocumentFileOrThrow, listDocuments } from './documents.queries';
import { deleteDocument, uploadDocument } from './documents.service';
import { downloadName } from './download-name';

/**
 * Documents (/documents, the project's and the customer's Documents tabs; docs/product.md#documents): every company
 * member lists, uploads, downloads and deletes them; the files live in the file store.
 */
export async function documentsRoutes(app: FastifyInstance, { storage, clock }: Deps): Promise<void> {
  serve(app, documentCalls.list, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    const query = request.query;
    return pageAnswer(
      reply,
      query,
      () => listDocuments(request.db, companyId, query),
      () => countDocuments(request.db, companyId, query),
    );
  });

  serve(
    app,
    documentCalls.upload,
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const actor = requireActor(request.actor);
      await getCompanyOrThrow(request.db, companyId);
      return uploadDocument({ db: request.db, storage }, request, actor, companyId, clock());
    },
    { config: { multipart: true } },
  );

  serve(app, documentCalls.file, async (request, reply) => {
    const doc = await getDocumentFileOrThrow(request.db, requireCompany(request.actor), request.params.id);
    const name = downloadName(doc.name, doc.originalName, doc.contentType);
    return sendStoredFile(reply, storage, { ...doc, name }, request.query.inline === '1');
  });

  serve(app, documentCalls.remove, async (request) => {
    await deleteDocument(
      { db: request.db, storage, log: request.log },
      requireCompany(request.actor),
      request.params.id,
    );
  });
}
