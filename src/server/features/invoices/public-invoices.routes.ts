import type { FastifyInstance } from 'fastify';
import { invoiceSendingCalls } from '#domain/contracts/invoice-sending';
import type { Deps } from '../../deps';
import { sendPdf } from '../../http/pdf-reply';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
import { renderInvoicePdf } from './invoice-pdf';
import { openPublicInvoice, publicInvoice, publicInvoiceLogo } from './public-invoices.service';

/**
 * The public invoice page's calls (docs/product.md#public-invoice-page): no sign-in; the token in
 * the link is the only key and reaches only its own invoice.
 */
export async function publicInvoicesRoutes(
  app: FastifyInstance,
  { clock, settings, storage }: Deps,
): Promise<void> {
  const context = async () => ({ storage, timeZone: (await settings.get()).timezone });
  const open = { config: { public: true } };

  serve(
    app,
    invoiceSendingCalls.publicInvoice,
    async (request) => openPublicInvoice(request.db, request.params.token, clock(), await context()),
    open,
  );

  serve(
    app,
    invoiceSendingCalls.publicPdf,
    async (request, reply) => {
      const { document, letterhead, payApplication } = await publicInvoice(
        request.db,
        request.params.token,
        await context(),
      );
      return sendPdf(
        reply,
        `invoice-${document.number}.pdf`,
        await renderInvoicePdf(document, letterhead, payApplication),
      );
    },
    open,
  );

  serve(
    app,
    invoiceSendingCalls.publicLogo,
    // Streamed from the store like every stored file (the estimate's logo too), never read whole.
    async (request, reply) =>
      sendStoredFile(reply, storage, await publicInvoiceLogo(request.db, request.params.token), true),
    open,
  );
}
