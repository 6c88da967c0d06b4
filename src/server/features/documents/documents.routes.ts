import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import { documentAnswer, listDocumentsQuery } from '#domain/contracts/documents';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { downloadQuery, fileStream, sendStoredFile } from '../../http/uploads';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countDocuments, getDocumentFileOrThrow, listDocuments } from './documents.queries';
import { deleteDocument, uploadDocument } from './documents.service';
import { downloadName } from './download-name';

const companyParams = z.object({ companyId: idSchema });
const idParams = z.object({ id: idSchema });

/**
 * Documents (/documents, the project's and the customer's Documents tabs; docs/product.md#documents): every company
 * member lists, uploads, downloads and deletes them; the files live in the file store.
 */
export async function documentsRoutes(app: FastifyInstance, { db, storage, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/documents',
    {
      schema: {
        params: companyParams,
        querystring: listDocumentsQuery,
        response: { 200: z.array(documentAnswer) },
      },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const query = request.query;
      return pageAnswer(
        reply,
        query,
        () => listDocuments(db, companyId, query),
        () => countDocuments(db, companyId, query),
      );
    },
  );

  r.post(
    '/api/companies/:companyId/documents',
    { config: { multipart: true }, schema: { params: companyParams, response: { 201: documentAnswer } } },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const actor = requireActor(request.actor);
      await getCompanyOrThrow(db, companyId);
      const doc = await uploadDocument({ db, storage }, request, actor, companyId, clock());
      return reply.status(201).send(doc);
    },
  );

  r.get(
    '/api/documents/:id/file',
    {
      schema: {
        params: idParams,
        querystring: downloadQuery,
        response: { 200: fileStream },
      },
    },
    async (request, reply) => {
      const doc = await getDocumentFileOrThrow(db, requireCompany(request.actor), request.params.id);
      const name = downloadName(doc.name, doc.originalName, doc.contentType);
      return sendStoredFile(reply, storage, { ...doc, name }, request.query.inline === '1');
    },
  );

  r.delete(
    '/api/documents/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteDocument(
        { db, storage, log: request.log },
        requireCompany(request.actor),
        request.params.id,
      );
      return reply.status(204).send();
    },
  );
}
