import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { portalSelectionAnswer } from '#domain/contracts/portal';
import { customers, selectionOptions, selections } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { publishToCompany } from '../../live-updates/live-events';
import type { Visitor } from '../change-orders/change-orders.service';
import { chooseSelectionOption } from '../selections/selection-choice';
import { getOptionPhotoOrThrow } from '../selections/selection-photos';
import { readSelections } from '../selections/selections.queries';
import { portalProjectOrThrow } from './portal-projects.queries';
import type { PortalActor } from './portal-sessions';

type PortalSelection = z.output<typeof portalSelectionAnswer>;

export const portalPhotoUrl = (optionId: number) => `/api/portal/selection-options/${optionId}/photo`;

/** A selection in the client's words: no vendor, catalog item or staff's management flags; photos by the portal. */
function forClient(s: Awaited<ReturnType<typeof readSelections>>[number]): PortalSelection {
  const { canManage: _m, version: _v, chosenByName: _c, options, ...rest } = s;
  return {
    ...rest,
    options: options.map(({ vendorId: _vi, vendorName: _vn, catalogItemId: _ci, ...o }) => ({
      ...o,
      photoUrl: o.photoUrl ? portalPhotoUrl(o.id) : null,
    })),
  };
}

/** GET /api/portal/projects/{projectId}/selections: the project's selections, as the Selections tab orders them. */
export async function listPortalSelections(
  db: DbOrTx,
  portal: PortalActor,
  projectId: number,
  today: string,
) {
  await portalProjectOrThrow(db, portal, projectId, 'selections');
  const rows = await readSelections(db, null, portal.companyId, { projectId }, today);
  return rows.map(forClient);
}

/** The selection, when it belongs to one of the customer's projects with Selections shown; else 404. */
async function ownSelection(db: DbOrTx, portal: PortalActor, id: number) {
  const [row] = await db
    .select({ projectId: selections.projectId })
    .from(selections)
    .where(and(eq(selections.id, id), eq(selections.companyId, portal.companyId)));
  if (!row) throw notFound('selection');
  await portalProjectOrThrow(db, portal, row.projectId, 'selections').catch(() => {
    throw notFound('selection');
  });
  return row;
}

/**
 * POST /api/portal/selections/{id}/choose: the client's own choice, final, with the same rules as staff's for them
 * (selection-choice.ts): a price other than the allowance makes a pending change order for the client to approve.
 */
export async function choosePortalSelection(
  db: Db,
  portal: PortalActor,
  id: number,
  optionId: number,
  meta: { visitor: Visitor; now: Date; today: string },
) {
  const { projectId } = await ownSelection(db, portal, id);
  const [customer] = await db
    .select({ first: customers.firstName, last: customers.lastName })
    .from(customers)
    .where(eq(customers.id, portal.customerId));
  const { changeOrder } = await chooseSelectionOption(
    db,
    {
      companyId: portal.companyId,
      userId: null,
      actorName: `${customer!.first} ${customer!.last}`.trim(),
      visitor: meta.visitor,
      now: meta.now,
    },
    id,
    optionId,
  );
  await publishToCompany(db, portal.companyId, { type: 'change-order', projectId });
  const [selection] = await readSelections(db, null, portal.companyId, { id }, meta.today);
  return {
    selection: forClient(selection!),
    changeOrder: changeOrder
      ? { id: changeOrder.id, number: changeOrder.number, total: changeOrder.total }
      : null,
  };
}

/** An option's photo, when its selection is the customer's. */
export async function portalOptionPhoto(db: DbOrTx, portal: PortalActor, optionId: number) {
  const [row] = await db
    .select({ selectionId: selectionOptions.selectionId })
    .from(selectionOptions)
    .where(and(eq(selectionOptions.id, optionId), eq(selectionOptions.companyId, portal.companyId)));
  if (!row) throw notFound('photo');
  await ownSelection(db, portal, row.selectionId).catch(() => {
    throw notFound('photo');
  });
  return getOptionPhotoOrThrow(db, portal.companyId, optionId);
}
