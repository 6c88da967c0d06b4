import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '#domain/contracts/answers';
import { logoQuery } from '#domain/contracts/companies';
import {
  approveEstimateBody,
  declineEstimateBody,
  publicEstimateViewAnswer,
} from '#domain/contracts/estimates';
import type { Deps } from '../../deps';
import { sendPdf } from '../../http/pdf-reply';
import { fileStream, sendStoredFile } from '../../http/uploads';
import { loadLetterhead } from '../companies/letterhead';
import { renderEstimatePdf } from './estimate-pdf';
import {
  decidePublicEstimate,
  openPublicEstimate,
  publicEstimateDocument,
  publicEstimateLogo,
  type Visitor,
} from './public-estimates.service';

const tokenParams = z.object({ token: z.string().max(200) });
/** The page, and the approve and decline calls, answer the page as it is now. */
const viewAnswer = { 200: publicEstimateViewAnswer };

const visitorOf = (request: FastifyRequest): Visitor => ({
  ipAddress: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/**
 * The public estimate page's calls (docs/product.md#public-estimate-page): no sign-in; the token in the link is the
 * only key and reaches only its own estimate.
 */
export async function publicEstimatesRoutes(
  app: FastifyInstance,
  { db, clock, mailer, settings, storage }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = async () => (await settings.get()).timezone;

  r.get(
    '/api/public/estimates/:token',
    { config: { public: true }, schema: { params: tokenParams, response: viewAnswer } },
    async (request) =>
      openPublicEstimate(db, request.params.token, visitorOf(request), clock(), await timeZone()),
  );

  r.get(
    '/api/public/estimates/:token/pdf',
    { config: { public: true }, schema: { params: tokenParams, response: { 200: fileAnswer } } },
    async (request, reply) => {
      const { document, companyId } = await publicEstimateDocument(
        db,
        request.params.token,
        clock(),
        await timeZone(),
      );
      const { logo } = await loadLetterhead(db, storage, companyId);
      return sendPdf(
        reply,
        `estimate-${document.number}.pdf`,
        await renderEstimatePdf(document, { audience: 'client', logo }),
      );
    },
  );

  r.get(
    '/api/public/estimates/:token/logo',
    {
      config: { public: true },
      schema: { params: tokenParams, querystring: logoQuery, response: { 200: fileStream } },
    },
    async (request, reply) =>
      sendStoredFile(reply, storage, await publicEstimateLogo(db, request.params.token), true),
  );

  r.post(
    '/api/public/estimates/:token/approve',
    {
      config: { public: true },
      schema: { params: tokenParams, body: approveEstimateBody, response: viewAnswer },
    },
    async (request) =>
      decidePublicEstimate(
        db,
        request.params.token,
        { kind: 'approved', name: request.body.name },
        visitorOf(request),
        { now: clock(), timeZone: await timeZone(), mailer },
      ),
  );

  r.post(
    '/api/public/estimates/:token/decline',
    {
      config: { public: true },
      schema: { params: tokenParams, body: declineEstimateBody, response: viewAnswer },
    },
    async (request) =>
      decidePublicEstimate(
        db,
        request.params.token,
        { kind: 'declined', reason: request.body.reason ?? null },
        visitorOf(request),
        { now: clock(), timeZone: await timeZone(), mailer },
      ),
  );
}
