import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { invoiceSendingMessages, type sentInvoiceAnswer } from '#domain/contracts/invoice-sending';
import { invoiceIssueDate } from '#domain/document-dates';
import { companies, invoices } from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { Actor } from '../../http/actor';
import { AppError, conflict, notFound } from '../../http/errors';
import { portalLink } from '../../http/public-url';
import type { Mailer } from '../../mail/mailer';
import { recordAudit } from '../audit/audit.service';
import { hashToken, newToken } from '../auth/sessions';
import { loadInvoiceParties } from './invoice-document';
import { invoiceSentMail } from './invoice-mails';
import { getInvoiceDetailOrThrow } from './invoices.service';
import { publicLogoUrl } from './public-invoices.service';

/** The path of the public invoice page for a link's token (the web app's route). */
export const publicInvoicePath = (token: string) => `/public/invoices/${token}`;

/**
 * POST /api/invoices/{id}/send: e-mails the customer (the invoice's, else its project's) a new link to the public
 * invoice page. Each send makes a new 256-bit token and keeps only its SHA-256, so an older link stops working
 * and a database leak reveals no link; viewedAt starts over with the new link, as for estimates. A draft becomes
 * sent. One transaction with the e-mail: if it cannot be sent, nothing changes.
 */
export async function sendInvoice(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
  ctx: { now: Date; mailer: Mailer; baseUrl: string; timeZone: string },
): Promise<z.output<typeof sentInvoiceAnswer>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: invoices.status,
        isPaid: invoices.isPaid,
        projectId: invoices.projectId,
        customerId: invoices.customerId,
      })
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)))
      .for('update');
    if (!row) throw notFound('invoice');
    if (row.isPaid) throw conflict(invoiceSendingMessages.paid);
    if (row.status === 'cancelled') throw conflict(invoiceSendingMessages.cancelled);
    const { customer, project } = await loadInvoiceParties(tx, companyId, row);
    if (!customer) throw new AppError(400, invoiceSendingMessages.noCustomer);
    if (!customer.email) throw new AppError(400, invoiceSendingMessages.noCustomerEmail);

    const token = newToken();
    await tx
      .update(invoices)
      .set({
        tokenHash: hashToken(token),
        sentAt: ctx.now,
        viewedAt: null,
        ...(row.status === 'draft' ? { status: 'sent' as const } : {}),
        updatedAt: ctx.now,
      })
      .where(eq(invoices.id, id));
    await recordAudit(tx, {
      companyId,
      userId: actor.userId,
      action: 'send',
      entityType: 'invoice',
      entityId: id,
      details: { sentTo: customer.email },
    });
    const invoice = await getInvoiceDetailOrThrow(tx, companyId, id);
    const [company] = await tx
      .select({
        name: companies.name,
        email: companies.email,
        phone: companies.phone,
        address: companies.address,
        website: companies.website,
        logoFileId: companies.logoFileId,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    const { logoFileId, ...contact } = company!;
    // The logo in the mail is the public page's own, under the same token.
    const logoUrl = logoFileId ? `${ctx.baseUrl}${publicLogoUrl(token)}` : null;
    const mail = invoiceSentMail(
      {
        companyId,
        company: { ...contact, logoUrl },
        customer: { name: customer.name, email: customer.email },
        invoiceNumber: invoice.invoiceNumber,
        amountDue: invoice.amount,
        // The page and the PDF print the same day (invoice-document.ts).
        issueDate: invoiceIssueDate(invoice.issueDate, invoice.createdAt, ctx.timeZone),
        dueDate: invoice.dueDate,
        projectName: project?.name ?? null,
      },
      `${ctx.baseUrl}${publicInvoicePath(token)}`,
      portalLink(ctx.baseUrl),
    );
    await ctx.mailer.send(tx, mail);
    return { ...invoice, sentTo: customer.email };
  });
}
