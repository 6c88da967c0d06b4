import type { FastifyInstance } from 'fastify';
import { invoiceSendingCalls } from '#domain/contracts/invoice-sending';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { sendPdf } from '../../http/pdf-reply';
import { publicBaseUrl } from '../../http/public-url';
import { serve } from '../../http/serve';
import { loadLetterhead } from '../companies/letterhead';
import { payApplicationSheet } from '../progress-billing/pay-application-sheet';
import { invoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { sendInvoice } from './invoice-sending.service';
import { getInvoiceDetailOrThrow } from './invoices.service';

/** Sending an invoice to its customer, and its PDF for the company's staff. */
export async function invoiceSendingRoutes(
  app: FastifyInstance,
  { config, clock, mailer, settings, storage }: Deps,
): Promise<void> {
  // Employees may not change invoices, sending included (docs/product.md#invoices): the declaration's permission.
  serve(app, invoiceSendingCalls.send, async (request) => {
    const companyId = requireCompany(request.actor);
    await getInvoiceDetailOrThrow(request.db, companyId, request.params.id);
    const actor = requireActor(request.actor);
    return sendInvoice(request.db, actor, companyId, request.params.id, {
      now: clock(),
      mailer,
      baseUrl: publicBaseUrl(config),
      timeZone: (await settings.get()).timezone,
    });
  });

  serve(app, invoiceSendingCalls.pdf, async (request, reply) => {
    const companyId = requireCompany(request.actor);
    await getInvoiceDetailOrThrow(request.db, companyId, request.params.id);
    const letterhead = await loadLetterhead(request.db, storage, companyId);
    const document = await invoiceDocument(request.db, companyId, request.params.id, letterhead, {
      timeZone: (await settings.get()).timezone,
      logoUrl: null,
    });
    const payApplication = await payApplicationSheet(request.db, companyId, request.params.id);
    return sendPdf(
      reply,
      `invoice-${document.number}.pdf`,
      await renderInvoicePdf(document, letterhead, payApplication),
    );
  });
}
