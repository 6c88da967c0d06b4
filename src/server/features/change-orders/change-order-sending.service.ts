import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { sendChangeOrderBody } from '#domain/contracts/change-order-sending';
import type { ChangeOrderView } from '#domain/contracts/change-orders';
import { t } from '#domain/messages/all';
import { changeOrderRecipients } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { conflict } from '../../http/errors';
import { portalLink } from '../../http/public-url';
import type { Mailer } from '../../mail/mailer';
import { hashToken, newToken } from '../auth/sessions';
import { memberLogoAddress } from '../estimates/estimate-document';
import { changeOrderDocument } from './change-order-document';
import { changeOrderSentMail } from './change-order-mails';
import { getChangeOrderOrThrow, listLines, toChangeOrderView } from './change-orders.queries';
import { addHistory, type Change, contractApproved, setStatus } from './change-orders.service';

/** The public change order page's address for a token (the web route of src/web/app/route-map.ts). */
export const publicChangeOrderLink = (baseUrl: string, token: string) =>
  `${baseUrl}/public/change-orders/${token}`;

/**
 * POST /api/change-orders/{id}/send: a draft goes to pending, and each recipient gets an e-mail with a new personal
 * link (256 random bits; only the SHA-256 is kept) and a 'sent' history line. A pending one may be sent to more
 * people. One transaction with the e-mails: if one cannot be queued, nothing changes.
 */
export async function sendChangeOrder(
  db: Db,
  change: Change,
  id: number,
  body: z.output<typeof sendChangeOrderBody>,
  ctx: { mailer: Mailer; baseUrl: string },
): Promise<ChangeOrderView> {
  const { companyId, now } = change;
  const by = { ...change, userId: change.actor.userId };
  return db.transaction(async (tx) => {
    let row = await getChangeOrderOrThrow(tx, companyId, id, true);
    if (row.status !== 'draft' && row.status !== 'pending')
      throw conflict(t('changeOrders:server.cannotSend'));
    if ((await listLines(tx, companyId, id)).length === 0)
      throw conflict(t('changeOrders:server.noLinesToSend'));
    if (!(await contractApproved(tx, companyId, row.projectId)))
      throw conflict(t('changeOrders:server.sendNeedsApprovedEstimate'));
    if (row.status === 'draft') row = await setStatus(tx, change, row, 'pending', { sentAt: now });
    const doc = await changeOrderDocument(tx, row, memberLogoAddress);
    for (const recipient of body.recipients) {
      const token = newToken();
      await tx.insert(changeOrderRecipients).values({
        companyId,
        changeOrderId: id,
        name: recipient.name,
        email: recipient.email,
        tokenHash: hashToken(token),
        sentAt: now,
        sentBy: change.actor.userId,
      });
      await addHistory(tx, by, id, 'sent', t('changeOrders:history.sentTo', recipient));
      // The mail's logo is the public page's, under the same token (the member address needs a sign-in).
      const logoUrl = doc.company.logoUrl ? `${ctx.baseUrl}/api/public/change-orders/${token}/logo` : null;
      await ctx.mailer.send(
        tx,
        changeOrderSentMail(
          { ...doc, company: { ...doc.company, logoUrl } },
          { companyId, ...recipient },
          publicChangeOrderLink(ctx.baseUrl, token),
          portalLink(ctx.baseUrl),
        ),
      );
    }
    return toChangeOrderView(tx, change.actor, row);
  });
}

/** The recipient a public link's token hash belongs to. */
export async function findRecipientByTokenHash(db: DbOrTx, hash: string) {
  const [row] = await db
    .select()
    .from(changeOrderRecipients)
    .where(eq(changeOrderRecipients.tokenHash, hash))
    .limit(1);
  return row ?? null;
}
