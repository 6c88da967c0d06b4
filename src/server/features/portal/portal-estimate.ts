import type { DbOrTx } from '../../db/types';
import { estimateDocument } from '../estimates/estimate-document';
import { findProjectEstimate } from '../estimates/estimates.queries';
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
