import { and, eq, isNull } from 'drizzle-orm';
import type { PublicChangeOrderView } from '#domain/contracts/change-order-sending';
import { t } from '#domain/messages/all';
import { changeOrderRecipients, companies, projects, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, conflict, notFound } from '../../http/errors';
import { decisionMail } from '../../mail/decision-mail';
import type { Mailer } from '../../mail/mailer';
import { hashToken } from '../auth/sessions';
import { findCompanyLogo } from '../companies/letterhead';
import type { LogoAddress } from '../estimates/estimate-document';
import { storeSignature } from '../signatures/signatures.service';
import { changeOrderDocument, signedContent } from './change-order-document';
import { findRecipientByTokenHash } from './change-order-sending.service';
import { type ChangeOrderRow, getChangeOrderOrThrow } from './change-orders.queries';
import {
  addHistory,
  approveInTransaction,
  type HistoryBy,
  setStatus,
  type Visitor,
} from './change-orders.service';

const linkInvalid = () => new AppError(404, t('changeOrders:server.linkInvalid'));

/**
 * The recipient a link's token belongs to, and that recipient's change order. The token reaches only that change
 * order: every query below is by the recipient's own change order id and company.
 */
async function resolveToken(tx: DbOrTx, token: string, lock: boolean) {
  // Tokens are 43 base64url characters; anything else cannot match and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkInvalid();
  const recipient = await findRecipientByTokenHash(tx, hashToken(token));
  if (!recipient) throw linkInvalid();
  const row = await getChangeOrderOrThrow(tx, recipient.companyId, recipient.changeOrderId, lock);
  // A voided change order's links lead nowhere, as a revoked link would.
  if (row.status === 'void' || row.status === 'draft') throw linkInvalid();
  return { recipient, row };
}

/** The public page reads the company's logo under its own token, without a session. */
const publicLogoAddress =
  (token: string): LogoAddress =>
  (company) =>
    company.logoFileId
      ? `/api/public/change-orders/${encodeURIComponent(token)}/logo?v=${company.logoFileId}`
      : null;

async function publicView(
  tx: DbOrTx,
  token: string,
  recipient: { name: string },
  row: ChangeOrderRow,
): Promise<PublicChangeOrderView> {
  return {
    recipientName: recipient.name,
    changeOrder: await changeOrderDocument(tx, row, publicLogoAddress(token)),
  };
}

/** The logo of the company behind a link. */
export async function publicChangeOrderLogo(db: Db, token: string) {
  const { recipient } = await resolveToken(db, token, false);
  const logo = await findCompanyLogo(db, recipient.companyId);
  if (!logo) throw notFound('logo');
  return logo;
}

/** GET /api/public/change-orders/{token}: the first opening writes 'viewed' history with the visitor. */
export async function openPublicChangeOrder(
  db: Db,
  token: string,
  visitor: Visitor,
  now: Date,
): Promise<PublicChangeOrderView> {
  return db.transaction(async (tx) => {
    const { recipient, row } = await resolveToken(tx, token, false);
    if (recipient.viewedAt === null) {
      const [first] = await tx
        .update(changeOrderRecipients)
        .set({ viewedAt: now })
        .where(and(eq(changeOrderRecipients.id, recipient.id), isNull(changeOrderRecipients.viewedAt)))
        .returning({ id: changeOrderRecipients.id });
      if (first) {
        const by = { companyId: row.companyId, now, visitor, userId: null, clientName: recipient.name };
        await addHistory(
          tx,
          by,
          row.id,
          'viewed',
          t('changeOrders:history.viewedBy', { name: recipient.name }),
        );
      }
    }
    return publicView(tx, token, recipient, row);
  });
}

/** The change order behind a link, for its PDF. */
export async function publicChangeOrderRow(db: Db, token: string): Promise<ChangeOrderRow> {
  return (await resolveToken(db, token, false)).row;
}

/** Where the decision notice goes: the change order's author, else the company's address. */
async function noticeAddress(tx: DbOrTx, row: ChangeOrderRow): Promise<string | null> {
  if (row.createdBy !== null) {
    const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.createdBy));
    if (author?.email) return author.email;
  }
  const [company] = await tx
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  return company?.email ?? null;
}

async function projectCustomer(tx: DbOrTx, row: ChangeOrderRow): Promise<number | null> {
  const [project] = await tx
    .select({ customerId: projects.customerId })
    .from(projects)
    .where(and(eq(projects.id, row.projectId), eq(projects.companyId, row.companyId)));
  return project?.customerId ?? null;
}

type DecisionContext = { now: Date; mailer: Mailer };

/** A client's decision, from the public page or the client portal. */
type ClientDecision = DecisionContext & {
  visitor: Visitor;
  /** Whom the history names: the recipient of the link, or the portal's customer. */
  clientName: string;
  /** How the reader's page addresses the company's logo (the signed content is what that page showed). */
  logo: LogoAddress;
};

/**
 * The client approves a pending change order with a typed name and a drawn signature, in the caller's transaction,
 * through the same steps as staff approval (approveInTransaction): the signature is stored with the SHA-256 of
 * what the page showed, the time, the address and the browser, and the author is e-mailed. Answers the row.
 */
export async function approveAsClient(
  tx: DbOrTx,
  row: ChangeOrderRow,
  body: { name: string; signature: string },
  decision: ClientDecision,
): Promise<ChangeOrderRow> {
  if (row.status !== 'pending') throw conflict(t('changeOrders:server.notPending'));
  const shown = await changeOrderDocument(tx, row, decision.logo);
  const history: HistoryBy = {
    companyId: row.companyId,
    now: decision.now,
    visitor: decision.visitor,
    userId: null,
    clientName: body.name,
  };
  const approved = await approveInTransaction(tx, row.companyId, row.id, {
    by: 'client',
    history,
    signerName: body.name,
    recipientName: decision.clientName,
  });
  await storeSignature(tx, {
    companyId: row.companyId,
    kind: 'change_order',
    documentId: row.id,
    name: body.name,
    signature: body.signature,
    signed: signedContent(shown),
    ...decision.visitor,
    customerId: await projectCustomer(tx, row),
    now: decision.now,
  });
  const to = await noticeAddress(tx, row);
  if (to) {
    const document = await changeOrderDocument(tx, approved, decision.logo);
    await decision.mailer.send(
      tx,
      decisionMail('changeOrders', document, {
        companyId: row.companyId,
        to,
        decision: 'approved',
        by: body.name,
        reason: null,
      }),
    );
  }
  return approved;
}

/** The client declines a pending change order, with an optional reason; the author is e-mailed. */
export async function declineAsClient(
  tx: DbOrTx,
  row: ChangeOrderRow,
  reason: string | null,
  decision: ClientDecision,
): Promise<ChangeOrderRow> {
  if (row.status !== 'pending') throw conflict(t('changeOrders:server.notPending'));
  const by: HistoryBy = {
    companyId: row.companyId,
    now: decision.now,
    visitor: decision.visitor,
    userId: null,
    clientName: decision.clientName,
  };
  const declined = await setStatus(tx, by, row, 'declined', {
    decidedAt: decision.now,
    decidedBy: null,
    decisionNote: reason,
  });
  const name = decision.clientName;
  await addHistory(
    tx,
    by,
    row.id,
    'declined',
    reason
      ? t('changeOrders:history.declinedByClientWithReason', { name, reason })
      : t('changeOrders:history.declinedByClient', { name }),
  );
  const to = await noticeAddress(tx, row);
  if (to) {
    const document = await changeOrderDocument(tx, declined, decision.logo);
    await decision.mailer.send(
      tx,
      decisionMail('changeOrders', document, {
        companyId: row.companyId,
        to,
        decision: 'declined',
        by: name,
        reason,
      }),
    );
  }
  return declined;
}

/** POST /api/public/change-orders/{token}/approve: while pending, by the link's recipient. */
export async function approvePublicChangeOrder(
  db: Db,
  token: string,
  body: { name: string; signature: string },
  visitor: Visitor,
  ctx: DecisionContext,
): Promise<PublicChangeOrderView> {
  return db.transaction(async (tx) => {
    const { recipient, row } = await resolveToken(tx, token, false);
    const approved = await approveAsClient(tx, row, body, {
      ...ctx,
      visitor,
      clientName: recipient.name,
      logo: publicLogoAddress(token),
    });
    return publicView(tx, token, recipient, approved);
  });
}

/** POST /api/public/change-orders/{token}/decline: while pending, with an optional reason. */
export async function declinePublicChangeOrder(
  db: Db,
  token: string,
  reason: string | null,
  visitor: Visitor,
  ctx: DecisionContext,
): Promise<PublicChangeOrderView> {
  return db.transaction(async (tx) => {
    const { recipient, row } = await resolveToken(tx, token, true);
    const declined = await declineAsClient(tx, row, reason, {
      ...ctx,
      visitor,
      clientName: recipient.name,
      logo: publicLogoAddress(token),
    });
    return publicView(tx, token, recipient, declined);
  });
}
