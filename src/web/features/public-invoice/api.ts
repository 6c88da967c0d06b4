import { queryOptions } from '@tanstack/react-query';
import type { InvoiceDocument } from '#domain/contracts/invoice-sending';

const path = (token: string) => `/api/public/invoices/${encodeURIComponent(token)}`;

/** GET /api/public/invoices/{token}: no sign-in, the token is the key. Opening it marks the invoice viewed. */
export function publicInvoiceQuery(token: string) {
  return queryOptions<InvoiceDocument>({ queryKey: ['/api/public/invoices', token] });
}

/** GET /api/public/invoices/{token}/pdf: the PDF invoice the server makes. */
export const publicInvoicePdfUrl = (token: string) => `${path(token)}/pdf`;
