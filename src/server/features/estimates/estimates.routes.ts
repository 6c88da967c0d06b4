import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer, noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import {
  addRecipientBody,
  estimateHistoryEntryAnswer,
  estimateRecipientAnswer,
  estimateViewAnswer,
  sendEstimateResultAnswer,
  updateEstimateBody,
} from '#domain/contracts/estimates';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { sendPdf } from '../../http/pdf-reply';
import { publicBaseUrl } from '../../http/public-url';
import { loadLetterhead } from '../companies/letterhead';
import { estimateDocument } from './estimate-document';
import { renderEstimatePdf } from './estimate-pdf';
import { getEstimateOrThrow, listHistory, listRecipients } from './estimates.queries';
import {
  addRecipient,
  type EstimateContext,
  getOrCreateEstimate,
  ONLY_MANAGERS_SEND,
  removeRecipient,
  sendToRecipient,
  toEstimateView,
  updateEstimate,
} from './estimates.service';

const idParams = z.object({ id: idSchema });

/** A project's estimate, its recipients and history (docs/product.md#estimates), for the signed-in company. */
export async function estimatesRoutes(
  app: FastifyInstance,
  { db, config, clock, mailer, settings, storage }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const context = async (_request: FastifyRequest): Promise<EstimateContext> => ({
    now: clock(),
    timeZone: (await settings.get()).timezone,
    mailer,
    baseUrl: publicBaseUrl(config),
  });

  r.get(
    '/api/projects/:id/estimate',
    { schema: { params: idParams, response: { 200: estimateViewAnswer } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      const actor = requireActor(request.actor);
      const ctx = await context(request);
      const estimate = await getOrCreateEstimate(db, actor, companyId, request.params.id, ctx.now);
      return toEstimateView(db, actor, estimate, ctx);
    },
  );

  r.patch(
    '/api/estimates/:id',
    { schema: { params: idParams, body: updateEstimateBody, response: { 200: estimateViewAnswer } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      const actor = requireActor(request.actor);
      return updateEstimate(db, actor, companyId, request.params.id, request.body, await context(request));
    },
  );

  r.get(
    '/api/estimates/:id/recipients',
    { schema: { params: idParams, response: { 200: z.array(estimateRecipientAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      const estimate = await getEstimateOrThrow(db, companyId, request.params.id);
      return listRecipients(db, estimate.id);
    },
  );

  r.post(
    '/api/estimates/:id/recipients',
    { schema: { params: idParams, body: addRecipientBody, response: { 201: estimateRecipientAnswer } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const actor = requireActor(request.actor);
      const recipient = await addRecipient(db, actor, companyId, request.params.id, request.body, clock());
      return reply.status(201).send(recipient);
    },
  );

  r.delete(
    '/api/estimate-recipients/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await removeRecipient(db, requireCompany(request.actor), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/estimate-recipients/:id/send',
    {
      config: { roles: permissions.manageEstimate, rolesRefusal: ONLY_MANAGERS_SEND },
      schema: { params: idParams, response: { 200: sendEstimateResultAnswer } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      const actor = requireActor(request.actor);
      return sendToRecipient(db, actor, companyId, request.params.id, await context(request));
    },
  );

  r.get(
    '/api/estimates/:id/pdf',
    { schema: { params: idParams, response: { 200: fileAnswer } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const estimate = await getEstimateOrThrow(db, companyId, request.params.id);
      const { now, timeZone } = await context(request);
      const document = await estimateDocument(db, estimate, now, timeZone);
      const { logo } = await loadLetterhead(db, storage, companyId);
      return sendPdf(reply, `estimate-${document.number}.pdf`, await renderEstimatePdf(document, { logo }));
    },
  );

  r.get(
    '/api/estimates/:id/history',
    { schema: { params: idParams, response: { 200: z.array(estimateHistoryEntryAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      const estimate = await getEstimateOrThrow(db, companyId, request.params.id);
      return listHistory(db, estimate.id);
    },
  );
}
