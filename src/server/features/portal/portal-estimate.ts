import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { estimateDocument } from '../estimates/estimate-document';
import { findProjectEstimate, getEstimateOrThrow } from '../estimates/estimates.queries';
import {
  decideEstimateAsClient,
  type EstimateDecision,
  type Visitor,
} from '../estimates/public-estimates.service';
import { portalLogoAddress } from './portal-logo';
import { portalProjectOrThrow } from './portal-projects.queries';
import type { PortalActor } from './portal-sessions';

/**
 * The project's estimate as the client was sent it (the frozen document, as the public page shows it), or null
 * while there is none or it is a draft being revised.
 */
export async function portalEstimate(
  db: DbOrTx,
  portal: PortalActor,
  projectId: number,
  now: Date,
  timeZone: string,
) {
  await portalProjectOrThrow(db, portal, projectId, 'estimates');
  const estimate = await findProjectEstimate(db, portal.companyId, projectId);
  if (!estimate || estimate.status === 'draft') return null;
  return estimateDocument(db, estimate, now, timeZone, portalLogoAddress);
}

/**
 * POST /api/portal/projects/{projectId}/estimate/approve and /decline: the client decides the pending estimate in
 * the portal, as on its public page (decideEstimateAsClient: the same signature, history and notice).
 */
export async function decidePortalEstimate(
  db: Db,
  portal: PortalActor,
  projectId: number,
  decision: EstimateDecision,
  ctx: { visitor: Visitor; now: Date; timeZone: string; mailer: Mailer },
) {
  await portalProjectOrThrow(db, portal, projectId, 'estimates');
  const [customer] = await db
    .select({ first: customers.firstName, last: customers.lastName })
    .from(customers)
    .where(eq(customers.id, portal.customerId));
  await db.transaction(async (tx) => {
    const current = await findProjectEstimate(tx, portal.companyId, projectId);
    if (!current) throw notFound('estimate');
    const estimate = await getEstimateOrThrow(tx, portal.companyId, current.id, true);
    await decideEstimateAsClient(
      tx,
      estimate,
      decision,
      {
        clientName: `${customer?.first ?? ''} ${customer?.last ?? ''}`.trim(),
        recipientId: null,
        visitor: ctx.visitor,
        logo: portalLogoAddress,
      },
      ctx,
    );
  });
  return { estimate: await portalEstimate(db, portal, projectId, ctx.now, ctx.timeZone) };
}
