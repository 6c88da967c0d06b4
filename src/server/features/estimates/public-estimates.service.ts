import { and, eq } from 'drizzle-orm';
import { estimateMessages, type PublicEstimateView } from '#domain/contracts/estimates';
import { t } from '#domain/messages/all';
import { estimateRecipients, estimates, projects } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, conflict, notFound } from '../../http/errors';
import { withVersion } from '../../http/record-version';
import { decisionMail } from '../../mail/decision-mail';
import type { Mailer } from '../../mail/mailer';
import { hashToken } from '../auth/sessions';
import { findCompanyLogo } from '../companies/letterhead';
import { storeSignature } from '../signatures/signatures.service';
import { companyHeader, companyInfoOf, estimateDocument, type LogoAddress } from './estimate-document';
import { estimateSignedContent } from './estimate-signature';
import {
  authorEmail,
  findRecipientByTokenHash,
  getEstimateOrThrow,
  loadEstimateParties,
  type RecipientRow,
} from './estimates.queries';
import { addHistory } from './estimates.service';

/** Who opened the link: kept in the history with what they did (docs/product.md#public-estimate-page). */
export type Visitor = { ipAddress: string | null; userAgent: string | null };

const linkInvalid = () => new AppError(404, estimateMessages.linkInvalid());

/**
 * The recipient a link's token belongs to, and that recipient's estimate. The token reaches only that estimate:
 * every query below is by the recipient's own estimate id and company.
 */
async function resolveToken(tx: DbOrTx, token: string, lock: boolean) {
  // Tokens are 43 base64url characters; anything else cannot match and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkInvalid();
  const recipient = await findRecipientByTokenHash(tx, hashToken(token));
  if (!recipient) throw linkInvalid();
  const estimate = await getEstimateOrThrow(tx, recipient.companyId, recipient.estimateId, lock);
  return { recipient, estimate };
}

/** The public page reads the company's logo under its own token, without a session. */
const publicLogoAddress =
  (token: string): LogoAddress =>
  (company) =>
    company.logoFileId ? `${publicEstimatePath(token)}/logo?v=${company.logoFileId}` : null;

const publicEstimatePath = (token: string) => `/api/public/estimates/${encodeURIComponent(token)}`;

async function publicView(
  tx: DbOrTx,
  token: string,
  recipient: RecipientRow,
  estimate: Awaited<ReturnType<typeof getEstimateOrThrow>>,
  now: Date,
  timeZone: string,
): Promise<PublicEstimateView> {
  if (estimate.status === 'draft') {
    const parties = await loadEstimateParties(tx, estimate.companyId, estimate.projectId);
    return {
      state: 'revised',
      company: companyHeader(companyInfoOf(parties.company), publicLogoAddress(token)(parties.company)),
      message: estimateMessages.beingRevised(),
    };
  }
  return {
    state: 'current',
    recipientName: recipient.name,
    estimate: await estimateDocument(tx, estimate, now, timeZone, publicLogoAddress(token)),
  };
}

/**
 * GET /api/public/estimates/{token}. The first opening of a sent link sets the recipient's viewedAt and writes
 * 'viewed' history with the visitor's address and browser; later openings change nothing.
 */
export async function openPublicEstimate(
  db: Db,
  token: string,
  visitor: Visitor,
  now: Date,
  timeZone: string,
): Promise<PublicEstimateView> {
  return db.transaction(async (tx) => {
    const { recipient, estimate } = await resolveToken(tx, token, false);
    if (estimate.status !== 'draft' && recipient.viewedAt === null) {
      const [first] = await tx
        .update(estimateRecipients)
        .set({ viewedAt: now })
        .where(eq(estimateRecipients.id, recipient.id))
        .returning({ id: estimateRecipients.id });
      if (first) {
        await addHistory(tx, {
          companyId: recipient.companyId,
          estimateId: estimate.id,
          recipientId: recipient.id,
          action: 'viewed',
          details: t('estimates:history.viewedBy', { name: recipient.name }),
          timestamp: now,
          ...visitor,
        });
      }
    }
    return publicView(tx, token, recipient, estimate, now, timeZone);
  });
}

/** The estimate behind a link and its company, for its PDF; a draft (being revised) has none to give. */
export async function publicEstimateDocument(db: Db, token: string, now: Date, timeZone: string) {
  const { estimate } = await resolveToken(db, token, false);
  if (estimate.status === 'draft') throw conflict(estimateMessages.beingRevised());
  const document = await estimateDocument(db, estimate, now, timeZone, publicLogoAddress(token));
  return { document, companyId: estimate.companyId };
}

/** The logo of the company behind a link (also while the estimate is being revised: its notice shows it). */
export async function publicEstimateLogo(db: Db, token: string) {
  const { recipient } = await resolveToken(db, token, false);
  const logo = await findCompanyLogo(db, recipient.companyId);
  if (!logo) throw notFound('logo');
  return logo;
}

/** A client's decision on a pending estimate: approval with a typed name and a drawn signature, or a decline. */
export type EstimateDecision =
  | { kind: 'approved'; name: string; signature: string }
  | { kind: 'declined'; reason: string | null };

/**
 * The client decides a pending estimate, from its public page or the client portal, in the caller's transaction:
 * the signature is stored with the hash of the document as shown, the status changes, the history names the
 * client with the address and browser, and the estimate's author (else the company) is e-mailed. Answers the row.
 */
export async function decideEstimateAsClient(
  tx: DbOrTx,
  estimate: Awaited<ReturnType<typeof getEstimateOrThrow>>,
  decision: EstimateDecision,
  who: {
    /** The link's recipient, or the portal's customer. */
    clientName: string;
    recipientId: number | null;
    visitor: Visitor;
    logo: LogoAddress;
  },
  ctx: { now: Date; timeZone: string; mailer: Mailer },
) {
  if (estimate.status === 'draft') throw conflict(estimateMessages.beingRevised());
  if (estimate.status !== 'pending') throw conflict(estimateMessages.notPending());
  const { visitor, clientName } = who;
  if (decision.kind === 'approved') {
    // What the client was shown and signed: the frozen document before its status changes.
    const shown = await estimateDocument(tx, estimate, ctx.now, ctx.timeZone, who.logo);
    const [project] = await tx
      .select({ customerId: projects.customerId })
      .from(projects)
      .where(and(eq(projects.id, estimate.projectId), eq(projects.companyId, estimate.companyId)));
    await storeSignature(tx, {
      companyId: estimate.companyId,
      kind: 'estimate',
      documentId: estimate.id,
      name: decision.name,
      signature: decision.signature,
      signed: estimateSignedContent(shown),
      ...visitor,
      customerId: project?.customerId ?? null,
      now: ctx.now,
    });
  }
  const [updated] = await tx
    .update(estimates)
    .set({ status: decision.kind, lastModifiedBy: null, lastModifiedAt: ctx.now })
    .where(eq(estimates.id, estimate.id))
    .returning(withVersion(estimates));
  const details =
    decision.kind === 'approved'
      ? t('estimates:history.approvedBy', { name: clientName, signature: decision.name })
      : decision.reason
        ? t('estimates:history.declinedByWithReason', { name: clientName, reason: decision.reason })
        : t('estimates:history.declinedBy', { name: clientName });
  await addHistory(tx, {
    companyId: estimate.companyId,
    estimateId: estimate.id,
    recipientId: who.recipientId,
    action: decision.kind,
    details,
    timestamp: ctx.now,
    ...visitor,
  });
  const document = await estimateDocument(tx, updated!, ctx.now, ctx.timeZone, who.logo);
  const to = (await authorEmail(tx, estimate)) ?? document.company.email;
  if (to) {
    const by = decision.kind === 'approved' ? decision.name : clientName;
    const reason = decision.kind === 'declined' ? decision.reason : null;
    await ctx.mailer.send(
      tx,
      decisionMail('estimates', document, {
        companyId: estimate.companyId,
        to,
        decision: decision.kind,
        by,
        reason,
      }),
    );
  }
  return updated!;
}

/** POST /api/public/estimates/{token}/approve or /decline: only while pending, by the link's recipient. */
export async function decidePublicEstimate(
  db: Db,
  token: string,
  decision: EstimateDecision,
  visitor: Visitor,
  ctx: { now: Date; timeZone: string; mailer: Mailer },
): Promise<PublicEstimateView> {
  return db.transaction(async (tx) => {
    const { recipient, estimate } = await resolveToken(tx, token, true);
    const updated = await decideEstimateAsClient(
      tx,
      estimate,
      decision,
      { clientName: recipient.name, recipientId: recipient.id, visitor, logo: publicLogoAddress(token) },
      ctx,
    );
    return publicView(tx, token, recipient, updated, ctx.now, ctx.timeZone);
  });
}
