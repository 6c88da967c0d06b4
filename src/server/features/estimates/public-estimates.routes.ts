import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicEstimateCalls } from '#domain/contracts/estimates';
import type { Deps } from '../../deps';
import { sendPdf } from '../../http/pdf-reply';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
import { loadLetterhead } from '../companies/letterhead';
import { renderEstimatePdf } from './estimate-pdf';
import { printedEstimateSignature } from './estimate-signature';
import {
  decidePublicEstimate,
  openPublicEstimate,
  publicEstimateDocument,
  publicEstimateLogo,
  type Visitor,
} from './public-estimates.service';

const visitorOf = (request: FastifyRequest): Visitor => ({
  ipAddress: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** No sign-in: the token in the link is the only key. */
const open = { config: { public: true } };

/**
 * The public estimate page's calls (docs/product.md#public-estimate-page): no sign-in; the token in the link is the
 * only key and reaches only its own estimate.
 */
export async function publicEstimatesRoutes(
  app: FastifyInstance,
  { clock, mailer, settings, storage }: Deps,
): Promise<void> {
  const timeZone = async () => (await settings.get()).timezone;

  serve(
    app,
    publicEstimateCalls.view,
    async (request) =>
      openPublicEstimate(request.db, request.params.token, visitorOf(request), clock(), await timeZone()),
    open,
  );

  serve(
    app,
    publicEstimateCalls.pdf,
    async (request, reply) => {
      const { document, companyId } = await publicEstimateDocument(
        request.db,
        request.params.token,
        clock(),
        await timeZone(),
      );
      const { logo } = await loadLetterhead(request.db, storage, companyId);
      const signature = await printedEstimateSignature(request.db, companyId, document);
      return sendPdf(
        reply,
        `estimate-${document.number}.pdf`,
        await renderEstimatePdf(document, {
          audience: 'client',
          logo,
          signature,
          timeZone: await timeZone(),
        }),
      );
    },
    open,
  );

  // The logo is a stored file sent as a stream: the contract cannot name the server's stream type, so the route's
  // answer schema says it here.
  serve(
    app,
    publicEstimateCalls.logo,
    async (request, reply) =>
      sendStoredFile(reply, storage, await publicEstimateLogo(request.db, request.params.token), true),
    open,
  );

  serve(
    app,
    publicEstimateCalls.approve,
    async (request) =>
      decidePublicEstimate(
        request.db,
        request.params.token,
        { kind: 'approved', name: request.body.name, signature: request.body.signature },
        visitorOf(request),
        { now: clock(), timeZone: await timeZone(), mailer },
      ),
    open,
  );

  serve(
    app,
    publicEstimateCalls.decline,
    async (request) =>
      decidePublicEstimate(
        request.db,
        request.params.token,
        { kind: 'declined', reason: request.body.reason ?? null },
        visitorOf(request),
        { now: clock(), timeZone: await timeZone(), mailer },
      ),
    open,
  );
}
