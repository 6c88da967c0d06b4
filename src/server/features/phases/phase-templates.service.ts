import { and, eq, gt, sql } from 'drizzle-orm';
import type { PhaseTemplateValues, UpdatePhaseTemplateValues } from '#domain/contracts/phases';
import { t } from '#domain/messages/all';
import { sentColumns } from '../../db/contract-columns';
import { lockCompanyPositions } from '../../db/positions';
import { phaseTemplates } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { fieldError } from '../../http/errors';
import { assertCurrentVersion, withVersion } from '../../http/record-version';
import {
  getPhaseTemplateOrThrow,
  listPhaseTemplates,
  nextPhaseTemplateOrder,
  type PhaseTemplateRow,
  positionIn,
  sameIdSet,
} from './phases.queries';

export async function createPhaseTemplate(
  db: Db,
  companyId: number,
  body: PhaseTemplateValues,
): Promise<PhaseTemplateRow> {
  return db.transaction(async (tx) => {
    // Creates for one company run one at a time, so two never read the same next order (see db/positions.ts).
    await lockCompanyPositions(tx, companyId);
    const [row] = await tx
      .insert(phaseTemplates)
      .values({
        ...sentColumns(phaseTemplates, body),
        companyId,
        order: await nextPhaseTemplateOrder(tx, companyId),
      })
      .returning(withVersion(phaseTemplates));
    return row!;
  });
}

export async function updatePhaseTemplate(
  db: Db,
  companyId: number,
  id: number,
  body: UpdatePhaseTemplateValues,
  now: Date,
): Promise<PhaseTemplateRow> {
  return db.transaction(async (tx) => {
    await getPhaseTemplateOrThrow(tx, companyId, id);
    await assertCurrentVersion(
      tx,
      phaseTemplates,
      and(eq(phaseTemplates.id, id), eq(phaseTemplates.companyId, companyId)),
    );
    const [row] = await tx
      .update(phaseTemplates)
      .set({ ...sentColumns(phaseTemplates, body), updatedAt: now })
      .where(and(eq(phaseTemplates.id, id), eq(phaseTemplates.companyId, companyId)))
      .returning(withVersion(phaseTemplates));
    return row!;
  });
}

/** Deletes a template and moves the ones after it up one place; projects already made keep their phases. */
export async function deletePhaseTemplate(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Read under the company's lock (db/positions.ts), so its order is current when the gap is closed.
    await lockCompanyPositions(tx, companyId);
    const template = await getPhaseTemplateOrThrow(tx, companyId, id);
    await tx
      .delete(phaseTemplates)
      .where(and(eq(phaseTemplates.id, id), eq(phaseTemplates.companyId, companyId)));
    await tx
      .update(phaseTemplates)
      .set({ order: sql`${phaseTemplates.order} - 1` })
      .where(and(eq(phaseTemplates.companyId, companyId), gt(phaseTemplates.order, template.order)));
  });
}

/** Puts the company's templates in the given order; ids must be exactly the company's template ids. */
export async function reorderPhaseTemplates(
  db: Db,
  companyId: number,
  ids: number[],
  now: Date,
): Promise<PhaseTemplateRow[]> {
  return db.transaction(async (tx) => {
    // The same lock as creates and deletes, so the ids checked are still the company's templates when written.
    await lockCompanyPositions(tx, companyId);
    const existing = await listPhaseTemplates(tx, companyId);
    if (
      !sameIdSet(
        ids,
        existing.map((t) => t.id),
      )
    ) {
      throw fieldError('ids', t('phases:errors.templateOrder'));
    }
    if (ids.length > 0) {
      await tx
        .update(phaseTemplates)
        .set({ order: positionIn(ids, phaseTemplates.id), updatedAt: now })
        .where(eq(phaseTemplates.companyId, companyId));
    }
    return listPhaseTemplates(tx, companyId);
  });
}
