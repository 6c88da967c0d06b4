import { invoiceSendingCalls } from '#calls/invoice-sending';
import { callQuery, callUrl } from '../../lib/calls';

/** GET /api/public/invoices/{token}: no sign-in, the token is the key. Opening it marks the invoice viewed. */
export function publicInvoiceQuery(token: string) {
  return callQuery(invoiceSendingCalls.publicInvoice, { params: { token } });
}

/** GET /api/public/invoices/{token}/pdf: the PDF invoice the server makes. */
export const publicInvoicePdfUrl = (token: string) =>
  callUrl(invoiceSendingCalls.publicPdf, { params: { token } });
