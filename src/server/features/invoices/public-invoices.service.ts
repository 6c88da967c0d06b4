import { and, eq, isNull } from 'drizzle-orm';
import { type InvoiceDocument, invoiceSendingMessages } from '#domain/contracts/invoice-sending';
import { t } from '#domain/messages/all';
import { invoices } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { AppError } from '../../http/errors';
import type { FileStore } from '../../storage/file-store';
import { hashToken } from '../auth/sessions';
import { findCompanyLogo, type Letterhead, loadLetterhead } from '../companies/letterhead';
import { type PayApplicationSheet, payApplicationSheet } from '../progress-billing/pay-application-sheet';
import { findInvoiceByTokenHash, invoiceDocument } from './invoice-document';

const linkInvalid = () => new AppError(404, invoiceSendingMessages.linkInvalid);

/** Where the public page finds the company's logo: under the same token, so it needs no sign-in either. */
export const publicLogoUrl = (token: string) => `/api/public/invoices/${token}/logo`;

/**
 * The invoice a link's token belongs to. The token reaches only that invoice: everything below is read by its
 * own id and company.
 */
async function resolveToken(db: Db, token: string) {
  // Tokens are 43 base64url characters; anything else cannot match and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkInvalid();
  const invoice = await findInvoiceByTokenHash(db, hashToken(token));
  if (!invoice) throw linkInvalid();
  return invoice;
}

type PublicContext = { storage: FileStore; timeZone: string };

/** The invoice behind a link with the company's letterhead (logo bytes included, for the PDF). */
export async function publicInvoice(
  db: Db,
  token: string,
  ctx: PublicContext,
): Promise<{
  document: InvoiceDocument;
  letterhead: Letterhead;
  payApplication: PayApplicationSheet | null;
}> {
  const invoice = await resolveToken(db, token);
  const letterhead = await loadLetterhead(db, ctx.storage, invoice.companyId);
  const document = await invoiceDocument(db, invoice.companyId, invoice.id, letterhead, {
    timeZone: ctx.timeZone,
    logoUrl: publicLogoUrl(token),
  });
  const payApplication = await payApplicationSheet(db, invoice.companyId, invoice.id);
  return { document, letterhead, payApplication };
}

/**
 * GET /api/public/invoices/{token}: the first opening sets viewedAt (only while it is null, in the statement
 * itself, so two first openings at once record one time); later openings change nothing.
 */
export async function openPublicInvoice(db: Db, token: string, now: Date, ctx: PublicContext) {
  const invoice = await resolveToken(db, token);
  if (invoice.viewedAt === null) {
    await db
      .update(invoices)
      .set({ viewedAt: now })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.viewedAt)));
  }
  return (await publicInvoice(db, token, ctx)).document;
}

/** The company's logo under a link; 404 when the company has none. */
export async function publicInvoiceLogo(db: Db, token: string) {
  const invoice = await resolveToken(db, token);
  const logo = await findCompanyLogo(db, invoice.companyId);
  if (!logo) throw new AppError(404, t('invoices:messages.noLogo'));
  return logo;
}
