import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type addRecipientBody,
  type EstimateRecipient,
  type EstimateView,
  estimateMessages,
  type SendEstimateResult,
  type updateEstimateBody,
} from '#domain/contracts/estimates';
import { estimateDates } from '#domain/document-dates';
import type { EstimateStatus } from '#domain/enums';
import { checkStatusChange, freezesSnapshot, unfreezesSnapshot } from '#domain/estimate-status';
import { lazyText, t } from '#domain/messages/all';
import { DEFAULT_DEPOSIT_PERCENTAGE } from '#domain/payment-schedule';
import { can } from '#domain/permissions';
import { sentColumns } from '../../db/contract-columns';
import {
  changeOrders,
  estimateHistory,
  estimateRecipients,
  estimates,
  invoices,
  type NewEstimateHistoryEntry,
} from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, forbidden } from '../../http/errors';
import { portalLink } from '../../http/public-url';
import { assertCurrentVersion, withVersion } from '../../http/record-version';
import type { Mailer } from '../../mail/mailer';
import { hashToken, newToken } from '../auth/sessions';
import {
  clientInfoOf,
  companyInfoOf,
  estimateDocument,
  initialTexts,
  liveSnapshot,
} from './estimate-document';
import { estimateSentMail } from './estimate-mails';
import {
  countRecipients,
  type EstimateRow,
  findProjectEstimate,
  getEstimateOrThrow,
  getRecipientOrThrow,
  loadEstimateParties,
  toRecipient,
} from './estimates.queries';

/** What estimate changes need besides the database. */
export type EstimateContext = {
  now: Date;
  timeZone: string;
  mailer: Mailer;
  /** Base URL of the public estimate links. */
  baseUrl: string;
};

/** Employees may edit budget items but not change an estimate's status or send it (docs/product.md#estimates). */
export const mayManageEstimate = (actor: Actor) => can(actor, 'manageEstimate');
export const ONLY_MANAGERS_SEND = lazyText('estimates:server.onlyManagersSend');

export async function toEstimateView(
  db: DbOrTx,
  actor: Actor,
  estimate: EstimateRow,
  ctx: Pick<EstimateContext, 'now' | 'timeZone'>,
): Promise<EstimateView> {
  const document = await estimateDocument(db, estimate, ctx.now, ctx.timeZone);
  const manage = mayManageEstimate(actor);
  return {
    ...document,
    lastModifiedAt: estimate.lastModifiedAt.toISOString(),
    canChangeStatus: manage,
    canSend: manage,
    version: estimate.version,
  };
}

export async function addHistory(db: DbOrTx, entry: NewEstimateHistoryEntry): Promise<void> {
  await db.insert(estimateHistory).values(entry);
}

/**
 * The project's estimate, created as a draft the first time it is asked for (docs/product.md#estimates). Two first
 * requests at once make one estimate: the insert yields to the unique project id.
 */
export async function getOrCreateEstimate(
  db: Db,
  actor: Actor,
  companyId: number,
  projectId: number,
  now: Date,
): Promise<EstimateRow> {
  const existing = await findProjectEstimate(db, companyId, projectId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const parties = await loadEstimateParties(tx, companyId, projectId);
    const texts = initialTexts(parties);
    const [created] = await tx
      .insert(estimates)
      .values({
        companyId,
        projectId,
        status: 'draft',
        title: t('estimates:server.title', { project: parties.project.name }),
        clientInfo: clientInfoOf(parties.customer),
        companyInfo: companyInfoOf(parties.company),
        terms: { depositPercentage: DEFAULT_DEPOSIT_PERCENTAGE },
        ...texts,
        createdBy: actor.userId,
        lastModifiedBy: actor.userId,
        lastModifiedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [estimates.projectId, estimates.companyId] })
      .returning(withVersion(estimates));
    if (!created) return (await findProjectEstimate(tx, companyId, projectId))!;
    await addHistory(tx, {
      companyId,
      estimateId: created.id,
      userId: actor.userId,
      action: 'created',
      details: t('estimates:history.created'),
      timestamp: now,
    });
    return created;
  });
}

/**
 * An approved estimate is a contract: once a change order is pending or approved against it, or an invoice bills
 * its project, it is final (returning it to draft would drop the Sold Price they rest on); later changes are
 * change orders.
 */
async function contractIsBinding(tx: DbOrTx, estimate: EstimateRow): Promise<boolean> {
  const result = (await tx.execute(sql`select exists (
      select 1 from ${changeOrders} where ${changeOrders.projectId} = ${estimate.projectId}
        and ${changeOrders.companyId} = ${estimate.companyId} and ${changeOrders.status} in ('pending', 'approved')
    ) or exists (
      select 1 from ${invoices} where ${invoices.projectId} = ${estimate.projectId}
        and ${invoices.companyId} = ${estimate.companyId}
    ) as "binding"`)) as unknown as { rows: { binding: boolean }[] };
  return result.rows[0]?.binding === true;
}

/**
 * Moves the estimate to another status inside the caller's transaction: checks the status rules (409 with their
 * message, docs/product.md#estimates), freezes the lines, company and customer when it leaves draft, and unfreezes
 * them on Return to Draft (the recipients can then be sent the revised estimate; their old links say it is being
 * revised).
 */
async function changeStatus(
  tx: DbOrTx,
  estimate: EstimateRow,
  to: EstimateStatus,
  actorUserId: number | null,
  now: Date,
  timeZone: string,
): Promise<EstimateRow> {
  const check = checkStatusChange(estimate.status, to, {
    recipientCount: await countRecipients(tx, estimate.id),
  });
  if (!check.ok) throw conflict(check.message);
  if (estimate.status === 'approved' && to === 'draft' && (await contractIsBinding(tx, estimate))) {
    throw conflict(t('estimates:status.contractFinal'));
  }
  const changes: Partial<typeof estimates.$inferInsert> = {
    status: to,
    lastModifiedBy: actorUserId,
    lastModifiedAt: now,
  };
  if (freezesSnapshot(estimate.status, to)) {
    const parties = await loadEstimateParties(tx, estimate.companyId, estimate.projectId);
    // Issued today in the company's zone; what the document prints from now on (domain/document-dates.ts).
    const { date, validUntil } = estimateDates(null, now, timeZone);
    Object.assign(changes, {
      snapshot: await liveSnapshot(tx, estimate.companyId, estimate.projectId, now),
      clientInfo: clientInfoOf(parties.customer),
      companyInfo: companyInfoOf(parties.company),
      issuedDate: date,
      expiryDate: validUntil,
    });
  }
  if (unfreezesSnapshot(estimate.status, to)) {
    Object.assign(changes, { snapshot: null, issuedDate: null, expiryDate: null });
    await tx
      .update(estimateRecipients)
      .set({ sentAt: null, viewedAt: null })
      .where(eq(estimateRecipients.estimateId, estimate.id));
  }
  const [updated] = await tx
    .update(estimates)
    .set(changes)
    .where(eq(estimates.id, estimate.id))
    .returning(withVersion(estimates));
  return updated!;
}

/** The history's line for a status change by a user. */
const statusDetails = (to: EstimateStatus) => t(`estimates:history.status.${to}`);

/** The history action a status change by a user is recorded as. */
const statusAction = (to: EstimateStatus) => (to === 'approved' || to === 'declined' ? to : 'edited');

/**
 * PATCH /api/estimates/{id}: the deposit percentage and texts (only while draft), then the status (admins and
 * managers only). One transaction: a refused status change leaves the terms untouched too.
 */
export async function updateEstimate(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
  body: z.output<typeof updateEstimateBody>,
  ctx: EstimateContext,
): Promise<EstimateView> {
  if (body.status !== undefined && !mayManageEstimate(actor)) {
    throw forbidden(t('estimates:server.onlyManagersStatus'));
  }
  return db.transaction(async (tx) => {
    let estimate = await getEstimateOrThrow(tx, companyId, id, true);
    await assertCurrentVersion(tx, estimates, and(eq(estimates.id, id), eq(estimates.companyId, companyId)));
    const base = { companyId, estimateId: id, userId: actor.userId, timestamp: ctx.now };
    // The printed texts sent, as sent; the status and the deposit have rules of their own below.
    const texts = sentColumns(estimates, body, ['status', 'terms']);
    const editsTerms =
      body.terms !== undefined && body.terms.depositPercentage !== estimate.terms.depositPercentage;
    const editsTexts = Object.keys(texts).length > 0;
    if (editsTerms || editsTexts) {
      if (estimate.status !== 'draft') throw conflict(estimateMessages.onlyInDraft());
      const [updated] = await tx
        .update(estimates)
        .set({
          ...texts,
          ...(editsTerms
            ? { terms: { ...estimate.terms, depositPercentage: body.terms!.depositPercentage } }
            : {}),
          lastModifiedBy: actor.userId,
          lastModifiedAt: ctx.now,
        })
        .where(eq(estimates.id, id))
        .returning(withVersion(estimates));
      estimate = updated!;
      if (editsTerms) {
        await addHistory(tx, {
          ...base,
          action: 'edited',
          details: t('estimates:history.depositSet', { percent: body.terms!.depositPercentage }),
        });
      }
      if (editsTexts)
        await addHistory(tx, { ...base, action: 'edited', details: t('estimates:history.textsEdited') });
    }
    if (body.status !== undefined && body.status !== estimate.status) {
      estimate = await changeStatus(tx, estimate, body.status, actor.userId, ctx.now, ctx.timeZone);
      await addHistory(tx, {
        ...base,
        action: statusAction(body.status),
        details: statusDetails(body.status),
      });
    } else if (body.status !== undefined) {
      // The same status again is not a change docs/product.md#estimates lists: refused with its message.
      const check = checkStatusChange(estimate.status, body.status, { recipientCount: 1 });
      if (!check.ok) throw conflict(check.message);
    }
    return toEstimateView(tx, actor, estimate, ctx);
  });
}

/** POST /api/estimates/{id}/recipients: only while draft. */
export async function addRecipient(
  db: Db,
  actor: Actor,
  companyId: number,
  estimateId: number,
  body: z.output<typeof addRecipientBody>,
  now: Date,
): Promise<EstimateRecipient> {
  return db.transaction(async (tx) => {
    const estimate = await getEstimateOrThrow(tx, companyId, estimateId, true);
    if (estimate.status !== 'draft') throw conflict(estimateMessages.recipientsOnlyInDraft());
    const [row] = await tx
      .insert(estimateRecipients)
      .values({
        ...sentColumns(estimateRecipients, body),
        companyId,
        estimateId,
        addedBy: actor.userId,
        addedAt: now,
      })
      .returning();
    return toRecipient(row!);
  });
}

/** DELETE /api/estimate-recipients/{id}: only while draft. */
export async function removeRecipient(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const recipient = await getRecipientOrThrow(tx, companyId, id);
    const estimate = await getEstimateOrThrow(tx, companyId, recipient.estimateId, true);
    if (estimate.status !== 'draft') throw conflict(estimateMessages.recipientsOnlyInDraft());
    await tx
      .delete(estimateRecipients)
      .where(and(eq(estimateRecipients.id, id), eq(estimateRecipients.companyId, companyId)));
  });
}

/**
 * POST /api/estimate-recipients/{id}/send: a draft first goes to pending (and is frozen), then the recipient gets
 * a new personal link by e-mail and sentAt is set. One transaction with the e-mail: if it cannot be sent, nothing
 * changes.
 */
export async function sendToRecipient(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
  ctx: EstimateContext,
): Promise<SendEstimateResult> {
  if (!mayManageEstimate(actor)) throw forbidden(ONLY_MANAGERS_SEND());
  return db.transaction(async (tx) => {
    const recipient = await getRecipientOrThrow(tx, companyId, id);
    let estimate = await getEstimateOrThrow(tx, companyId, recipient.estimateId, true);
    if (recipient.sentAt !== null) throw conflict(estimateMessages.alreadySent());
    if (estimate.status === 'approved' || estimate.status === 'declined') {
      throw conflict(estimateMessages.cannotSend());
    }
    const base = { companyId, estimateId: estimate.id, userId: actor.userId, timestamp: ctx.now };
    if (estimate.status === 'draft') {
      estimate = await changeStatus(tx, estimate, 'pending', actor.userId, ctx.now, ctx.timeZone);
      await addHistory(tx, { ...base, action: 'edited', details: statusDetails('pending') });
    }
    // 256 random bits in the link; only its SHA-256 is kept (a database leak reveals no working link).
    const token = newToken();
    const [sent] = await tx
      .update(estimateRecipients)
      .set({ tokenHash: hashToken(token), sentAt: ctx.now, viewedAt: null })
      .where(eq(estimateRecipients.id, id))
      .returning();
    await addHistory(tx, {
      ...base,
      action: 'sent',
      details: t('estimates:history.sentTo', { name: sent!.name, email: sent!.email }),
    });
    const view = await toEstimateView(tx, actor, estimate, ctx);
    const link = `${ctx.baseUrl}/public/estimates/${token}`;
    // The mail's logo is the public page's, under the same token (the member address needs a sign-in).
    const logoUrl = view.company.logoUrl ? `${ctx.baseUrl}/api/public/estimates/${token}/logo` : null;
    await ctx.mailer.send(tx, estimateSentMail(view, sent!, link, logoUrl, portalLink(ctx.baseUrl)));
    await tx
      .update(estimates)
      .set({ lastModifiedBy: actor.userId, lastModifiedAt: ctx.now })
      .where(eq(estimates.id, estimate.id));
    return { recipient: toRecipient(sent!), estimate: { ...view, lastModifiedAt: ctx.now.toISOString() } };
  });
}
