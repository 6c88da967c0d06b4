import '#domain/messages/load/documents';
import { z } from 'zod';
import { lazyText } from '../messages/i18n';
import { type Answer, instant, noContent, streamAnswer } from './answers';
import { optionalRef, optionalText, pageQuery, recordId } from './common';
import { declareCall } from './declare';

/**
 * The form fields of POST /api/companies/{companyId}/documents (multipart, sent before the file): the project
 * and/or customer it belongs to, and a name (the file's own name when left out).
 */
export const documentFields = z.object({
  projectId: optionalRef(lazyText('documents:fields.chooseProject')),
  customerId: optionalRef(lazyText('documents:fields.chooseCustomer')),
  name: optionalText(200),
});

/**
 * GET /api/companies/{companyId}/documents: every document, or those of one project and/or customer; search
 * matches the name; limit/offset page the list and the answer carries the total in x-total-count.
 */
export const listDocumentsQuery = pageQuery.extend({
  projectId: recordId(lazyText('documents:fields.chooseProject')).optional(),
  customerId: recordId(lazyText('documents:fields.chooseCustomer')).optional(),
});

/** A document as the lists show it; `fileUrl` downloads it, `?inline=1` shows an image or PDF in the browser. */
export const documentAnswer = z.object({
  id: z.number(),
  name: z.string(),
  fileType: z.string().nullable(),
  size: z.number().nullable(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  fileUrl: z.string(),
  /** 'Shared with client': the client portal shows it (issue 26). */
  sharedWithClient: z.boolean(),
  createdAt: instant,
});
export type DocumentItem = Answer<typeof documentAnswer>;

/** A stored file's download: `inline=1` shows an image or PDF in the browser instead of saving it. */
export const downloadQuery = z.object({ inline: z.enum(['0', '1']).optional() });

/**
 * The documents' calls (docs/product.md#documents): every company member lists, uploads, downloads and deletes
 * them. The upload is multipart (its fields are documentFields, read by the server before the file), and a
 * download answers the stored bytes as a stream (the server declares its stream answer when it serves it).
 */
export const documentCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/documents',
    query: listDocumentsQuery,
    answers: { 200: z.array(documentAnswer) },
    paged: true,
  }),
  upload: declareCall({
    method: 'POST',
    path: '/api/companies/:companyId/documents',
    answers: { 201: documentAnswer },
  }),
  file: declareCall({
    method: 'GET',
    path: '/api/documents/:id/file',
    query: downloadQuery,
    answers: { 200: streamAnswer },
  }),
  remove: declareCall({ method: 'DELETE', path: '/api/documents/:id', answers: { 204: noContent } }),
};
