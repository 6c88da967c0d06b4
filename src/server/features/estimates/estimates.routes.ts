import type { FastifyInstance, FastifyRequest } from 'fastify';
import { estimateCalls } from '#domain/contracts/estimates';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { sendPdf } from '../../http/pdf-reply';
import { publicBaseUrl } from '../../http/public-url';
import { serve } from '../../http/serve';
import { loadLetterhead } from '../companies/letterhead';
import { estimateDocument } from './estimate-document';
import { renderEstimatePdf } from './estimate-pdf';
import { printedEstimateSignature } from './estimate-signature';
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

/** A project's estimate, its recipients and history (docs/product.md#estimates), for the signed-in company. */
export async function estimatesRoutes(
  app: FastifyInstance,
  { config, clock, mailer, settings, storage }: Deps,
): Promise<void> {
  const context = async (_request: FastifyRequest): Promise<EstimateContext> => ({
    now: clock(),
    timeZone: (await settings.get()).timezone,
    mailer,
    baseUrl: publicBaseUrl(config),
  });

  serve(app, estimateCalls.get, async (request) => {
    const companyId = requireCompany(request.actor);
    const actor = requireActor(request.actor);
    const ctx = await context(request);
    const estimate = await getOrCreateEstimate(request.db, actor, companyId, request.params.id, ctx.now);
    return toEstimateView(request.db, actor, estimate, ctx);
  });

  serve(app, estimateCalls.update, async (request) => {
    const companyId = requireCompany(request.actor);
    const actor = requireActor(request.actor);
    return updateEstimate(
      request.db,
      actor,
      companyId,
      request.params.id,
      request.body,
      await context(request),
    );
  });

  serve(app, estimateCalls.recipients, async (request) => {
    const companyId = requireCompany(request.actor);
    const estimate = await getEstimateOrThrow(request.db, companyId, request.params.id);
    return listRecipients(request.db, estimate.id);
  });

  serve(app, estimateCalls.addRecipient, async (request) => {
    const companyId = requireCompany(request.actor);
    const actor = requireActor(request.actor);
    return addRecipient(request.db, actor, companyId, request.params.id, request.body, clock());
  });

  serve(app, estimateCalls.removeRecipient, async (request) => {
    await removeRecipient(request.db, requireCompany(request.actor), request.params.id);
  });

  serve(
    app,
    estimateCalls.send,
    async (request) => {
      const companyId = requireCompany(request.actor);
      const actor = requireActor(request.actor);
      return sendToRecipient(request.db, actor, companyId, request.params.id, await context(request));
    },
    { config: { rolesRefusal: ONLY_MANAGERS_SEND } },
  );

  serve(app, estimateCalls.pdf, async (request, reply) => {
    const companyId = requireCompany(request.actor);
    const estimate = await getEstimateOrThrow(request.db, companyId, request.params.id);
    const { now, timeZone } = await context(request);
    const document = await estimateDocument(request.db, estimate, now, timeZone);
    const { logo } = await loadLetterhead(request.db, storage, companyId);
    const signature = await printedEstimateSignature(request.db, companyId, document);
    return sendPdf(
      reply,
      `estimate-${document.number}.pdf`,
      await renderEstimatePdf(document, { logo, signature, timeZone }),
    );
  });

  serve(app, estimateCalls.history, async (request) => {
    const companyId = requireCompany(request.actor);
    const estimate = await getEstimateOrThrow(request.db, companyId, request.params.id);
    return listHistory(request.db, estimate.id);
  });
}
