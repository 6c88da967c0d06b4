import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { publishToCompany } from '../../live-updates/live-events';
import type { Mailer } from '../../mail/mailer';
import { getChangeOrderOrThrow } from '../change-orders/change-orders.queries';
import type { Visitor } from '../change-orders/change-orders.service';
import { approveAsClient, declineAsClient } from '../change-orders/public-change-orders.service';
import { portalLogoAddress } from './portal-logo';
import { portalChangeOrder } from './portal-records.queries';
import type { PortalActor } from './portal-sessions';

type Decision = { visitor: Visitor; now: Date; mailer: Mailer };

/** The customer's name, as the history and the author's notice name the client. */
async function customerName(db: Db, portal: PortalActor): Promise<string> {
  const [row] = await db
    .select({ first: customers.firstName, last: customers.lastName })
    .from(customers)
    .where(eq(customers.id, portal.customerId));
  return `${row?.first ?? ''} ${row?.last ?? ''}`.trim();
}

/**
 * POST /api/portal/change-orders/{id}/approve and /decline: the client decides a change order of their own project
 * in the portal, as on the public page (the same steps, signature and notice: approveAsClient, declineAsClient).
 * The portal's own read (portalChangeOrder) first proves the change order is theirs and shown to them.
 */
export async function decidePortalChangeOrder(
  db: Db,
  portal: PortalActor,
  id: number,
  decision: { kind: 'approve'; name: string; signature: string } | { kind: 'decline'; reason: string | null },
  ctx: Decision,
) {
  await portalChangeOrder(db, portal, id);
  const clientName = await customerName(db, portal);
  const row = await db.transaction(async (tx) => {
    const current = await getChangeOrderOrThrow(tx, portal.companyId, id, decision.kind === 'decline');
    const context = { ...ctx, clientName, logo: portalLogoAddress };
    return decision.kind === 'approve'
      ? approveAsClient(tx, current, { name: decision.name, signature: decision.signature }, context)
      : declineAsClient(tx, current, decision.reason, context);
  });
  await publishToCompany(db, portal.companyId, { type: 'change-order', projectId: row.projectId });
  return portalChangeOrder(db, portal, id);
}
