import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeOrderSendingCalls, publicChangeOrderCalls } from '#domain/contracts/change-order-sending';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { sendPdf } from '../../http/pdf-reply';
import { publicBaseUrl } from '../../http/public-url';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
import { loadLetterhead } from '../companies/letterhead';
import { findSignature } from '../signatures/signatures.service';
import { changeOrderDocument } from './change-order-document';
import { renderChangeOrderPdf } from './change-order-pdf';
import { sendChangeOrder } from './change-order-sending.service';
import { type ChangeOrderRow, getChangeOrderOrThrow } from './change-orders.queries';
import type { Visitor } from './change-orders.service';
import {
  approvePublicChangeOrder,
  declinePublicChangeOrder,
  openPublicChangeOrder,
  publicChangeOrderLogo,
  publicChangeOrderRow,
} from './public-change-orders.service';

const visitorOf = (request: FastifyRequest): Visitor => ({
  ipAddress: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** No sign-in: the token in the link is the only key. */
const open = { config: { public: true } };

/**
 * Sending a change order by e-mail, its PDF, and the public change order page's calls (issue 26): the page needs no
 * sign-in; the token in the link reaches only its own change order.
 */
export async function changeOrderSendingRoutes(
  app: FastifyInstance,
  { db, clock, config, mailer, settings, storage }: Deps,
): Promise<void> {
  const pdfOf = async (row: ChangeOrderRow) => {
    const document = await changeOrderDocument(db, row);
    const letterhead = await loadLetterhead(db, storage, row.companyId);
    const signature = await findSignature(db, row.companyId, 'change_order', row.id);
    const { timezone } = await settings.get();
    return {
      name: `change-order-${document.number}.pdf`,
      bytes: await renderChangeOrderPdf(document, letterhead, signature, timezone),
    };
  };

  serve(app, changeOrderSendingCalls.send, async (request) =>
    sendChangeOrder(
      request.db,
      {
        actor: requireActor(request.actor),
        companyId: requireCompany(request.actor),
        visitor: visitorOf(request),
        now: clock(),
      },
      request.params.id,
      request.body,
      { mailer, baseUrl: publicBaseUrl(config) },
    ),
  );

  serve(app, changeOrderSendingCalls.pdf, async (request, reply) => {
    const row = await getChangeOrderOrThrow(request.db, requireCompany(request.actor), request.params.id);
    const { name, bytes } = await pdfOf(row);
    return sendPdf(reply, name, bytes);
  });

  serve(
    app,
    publicChangeOrderCalls.view,
    async (request) => openPublicChangeOrder(request.db, request.params.token, visitorOf(request), clock()),
    open,
  );

  serve(
    app,
    publicChangeOrderCalls.pdf,
    async (request, reply) => {
      const { name, bytes } = await pdfOf(await publicChangeOrderRow(request.db, request.params.token));
      return sendPdf(reply, name, bytes);
    },
    open,
  );

  // The logo is a stored file sent as a stream, as on the public estimate page.
  serve(
    app,
    publicChangeOrderCalls.logo,
    async (request, reply) =>
      sendStoredFile(reply, storage, await publicChangeOrderLogo(request.db, request.params.token), true),
    open,
  );

  serve(
    app,
    publicChangeOrderCalls.approve,
    async (request) =>
      approvePublicChangeOrder(request.db, request.params.token, request.body, visitorOf(request), {
        now: clock(),
        mailer,
      }),
    open,
  );

  serve(
    app,
    publicChangeOrderCalls.decline,
    async (request) =>
      declinePublicChangeOrder(
        request.db,
        request.params.token,
        request.body.reason ?? null,
        visitorOf(request),
        {
          now: clock(),
          mailer,
        },
      ),
    open,
  );
}
