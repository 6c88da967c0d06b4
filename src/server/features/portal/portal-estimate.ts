import type { DbOrTx } from '../../db/types';
import { estimateDocument, type LogoAddress } from '../estimates/estimate-document';
import { findProjectEstimate } from '../estimates/estimates.queries';
import { portalProjectOrThrow } from './portal-projects.queries';
import type { PortalActor } from './portal-sessions';

/** In the portal the company's logo is the session's own address. */
const portalLogoAddress: LogoAddress = (company) => (company.logoFileId ? '/api/portal/logo' : null);

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
