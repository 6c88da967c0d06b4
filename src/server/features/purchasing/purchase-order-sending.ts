import { and, eq } from 'drizzle-orm';
import type { PurchaseOrderView } from '#domain/contracts/purchase-orders';
import { formatMoney } from '#domain/format';
import { t } from '#domain/messages/all';
import { companies, purchaseOrders } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { AppError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import type { FileStore } from '../../storage/file-store';
import { loadLetterhead } from '../companies/letterhead';
import { purchaseOrderDocument, renderPurchaseOrderPdf } from './purchase-order-pdf';
import { getPurchaseOrderOrThrow, toPurchaseOrderView } from './purchase-orders.queries';
import { assertStatus, type Change } from './purchase-orders.service';
import { bodyVendorOrThrow } from './purchasing-refs';

/**
 * POST /api/purchase-orders/{id}/send: e-mails the draft to its vendor with the order as a PDF attachment, and makes
 * it sent, so that its cost is committed. One transaction with the outbox row (mailer.ts): if the mail cannot be
 * written, the order stays a draft.
 */
export async function sendPurchaseOrder(
  db: Db,
  change: Change,
  id: number,
  ctx: { mailer: Mailer; storage: FileStore },
): Promise<PurchaseOrderView> {
  const { companyId, now } = change;
  return db.transaction(async (tx) => {
    const row = await getPurchaseOrderOrThrow(tx, companyId, id, true);
    assertStatus(row, 'onlyDraftSent');
    if (row.vendorId === null) throw new AppError(400, t('purchasing:server.vendorGone'));
    const vendor = await bodyVendorOrThrow(tx, companyId, row.vendorId);
    if (!vendor.email) throw new AppError(400, t('purchasing:server.noVendorEmail'));
    const [sent] = await tx
      .update(purchaseOrders)
      .set({ status: 'sent', sentAt: now, sentTo: vendor.email, updatedAt: now })
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.companyId, companyId)))
      .returning();
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    const doc = await purchaseOrderDocument(tx, sent! as typeof row);
    const letterhead = await loadLetterhead(tx, ctx.storage, companyId);
    const bytes = await renderPurchaseOrderPdf(doc, letterhead, company!.name);
    const values = { number: doc.number, company: company!.name };
    await ctx.mailer.send(tx, {
      companyId,
      to: vendor.email,
      subject: t('purchasing:mail.subject', values),
      text: t('purchasing:mail.body', {
        ...values,
        vendor: vendor.name,
        project: doc.projectName,
        total: formatMoney(doc.total),
        delivery: doc.deliveryDate ? t('purchasing:mail.delivery', { date: doc.deliveryDate }) : '',
      }),
      attachments: [
        {
          filename: `purchase-order-${doc.number}.pdf`,
          contentType: 'application/pdf',
          contentBase64: bytes.toString('base64'),
        },
      ],
    });
    return toPurchaseOrderView(tx, change.actor, await getPurchaseOrderOrThrow(tx, companyId, id));
  });
}
