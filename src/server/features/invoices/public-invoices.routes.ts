import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '#domain/contracts/answers';
import { invoiceDocumentAnswer } from '#domain/contracts/invoice-sending';
import type { Deps } from '../../deps';
import { sendPdf } from '../../http/pdf-reply';
import { fileStream, sendStoredFile } from '../../http/uploads';
import { renderInvoicePdf } from './invoice-pdf';
import { openPublicInvoice, publicInvoice, publicInvoiceLogo } from './public-invoices.service';

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The public invoice page's calls (docs/product.md#public-invoice-page): no sign-in; the token in
 * the link is the only key and reaches only its own invoice.
 */
export async function publicInvoicesRoutes(
  app: FastifyInstance,
  { db, clock, settings, storage }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const context = async () => ({ storage, timeZone: (await settings.get()).timezone });

  r.get(
    '/api/public/invoices/:token',
    { config: { public: true }, schema: { params: tokenParams, response: { 200: invoiceDocumentAnswer } } },
    async (request) => openPublicInvoice(db, request.params.token, clock(), await context()),
  );

  r.get(
    '/api/public/invoices/:token/pdf',
    { config: { public: true }, schema: { params: tokenParams, response: { 200: fileAnswer } } },
    async (request, reply) => {
      const { document, letterhead } = await publicInvoice(db, request.params.token, await context());
      return sendPdf(reply, `invoice-${document.number}.pdf`, await renderInvoicePdf(document, letterhead));
    },
  );

  r.get(
    '/api/public/invoices/:token/logo',
    { config: { public: true }, schema: { params: tokenParams, response: { 200: fileStream } } },
    // Streamed from the store like every stored file (the estimate's logo too), never read whole.
    async (request, reply) =>
      sendStoredFile(reply, storage, await publicInvoiceLogo(db, request.params.token), true),
  );
}
