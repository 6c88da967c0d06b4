import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import { sentInvoiceAnswer } from '#domain/contracts/invoice-sending';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireCompany, requireRole } from '../../http/actor';
import { sendPdf } from '../../http/pdf-reply';
import { publicBaseUrl } from '../../http/public-url';
import { loadLetterhead } from '../companies/letterhead';
import { invoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { sendInvoice } from './invoice-sending.service';
import { getInvoiceDetailOrThrow } from './invoices.service';

const idParams = z.object({ id: idSchema });

/** Sending an invoice to its customer, and its PDF for the company's staff. */
export async function invoiceSendingRoutes(
  app: FastifyInstance,
  { db, config, clock, mailer, settings, storage }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/invoices/:id/send',
    {
      config: { roles: permissions.manageInvoices },
      schema: { params: idParams, response: { 200: sentInvoiceAnswer } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getInvoiceDetailOrThrow(db, companyId, request.params.id);
      // Employees may not change invoices, sending included (docs/product.md#invoices).
      const actor = requireRole(request.actor, permissions.manageInvoices);
      return sendInvoice(db, actor, companyId, request.params.id, {
        now: clock(),
        mailer,
        baseUrl: publicBaseUrl(config),
        timeZone: (await settings.get()).timezone,
      });
    },
  );

  r.get(
    '/api/invoices/:id/pdf',
    { schema: { params: idParams, response: { 200: fileAnswer } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      await getInvoiceDetailOrThrow(db, companyId, request.params.id);
      const letterhead = await loadLetterhead(db, storage, companyId);
      const document = await invoiceDocument(db, companyId, request.params.id, letterhead, {
        timeZone: (await settings.get()).timezone,
        logoUrl: null,
      });
      return sendPdf(reply, `invoice-${document.number}.pdf`, await renderInvoicePdf(document, letterhead));
    },
  );
}
