import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { CreatePhaseValues, UpdatePhaseValues } from '#domain/contracts/phases';
import { lazyText } from '#domain/messages/all';
import { sentColumns } from '../../db/contract-columns';
import { lockProjectPositions } from '../../db/positions';
import { phaseTemplates, projectPhases, projects } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { fieldError } from '../../http/errors';
import { assertCurrentVersion, withVersion } from '../../http/record-version';
import {
  getPhaseOrThrow,
  listPhases,
  nextPhaseOrder,
  type PhaseRow,
  positionIn,
  sameIdSet,
} from './phases.queries';

export const REORDER_MESSAGE = lazyText('phases:errors.phaseOrder');

/**
 * Sets the project's progress to the rounded share of completed phases (0 without phases), for every change
 * (docs/product.md#phases-and-tasks) of phase completion or of the set of phases. Call it inside the change's
 * transaction.
 */
export async function recomputeProjectProgress(tx: DbOrTx, companyId: number, projectId: number) {
  const share = sql<number>`(
    select coalesce(round(100.0 * count(*) filter (where ${projectPhases.isCompleted}) / nullif(count(*), 0)), 0)
    from ${projectPhases}
    where ${projectPhases.projectId} = ${projectId} and ${projectPhases.companyId} = ${companyId}
  )`;
  const [row] = await tx
    .update(projects)
    .set({ progress: share, updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .returning({ progress: projects.progress });
  return row?.progress ?? 0;
}

/**
 * Copies the company's phase templates, in their order, into a new project's phases (a new project gets a copy of
 * them, docs/product.md#phases-and-tasks). Call it inside the project creation's transaction; returns the phases
 * made.
 */
export async function copyPhaseTemplates(tx: DbOrTx, companyId: number, projectId: number) {
  const templates = await tx
    .select(withVersion(phaseTemplates))
    .from(phaseTemplates)
    .where(eq(phaseTemplates.companyId, companyId))
    .orderBy(asc(phaseTemplates.order), asc(phaseTemplates.id));
  if (templates.length === 0) return [];
  return tx
    .insert(projectPhases)
    .values(
      templates.map((t, index) => ({
        companyId,
        projectId,
        name: t.name,
        description: t.description,
        stage: t.stage,
        order: index,
      })),
    )
    .returning(withVersion(projectPhases));
}

export async function createPhase(
  db: Db,
  companyId: number,
  projectId: number,
  body: CreatePhaseValues,
): Promise<PhaseRow> {
  return db.transaction(async (tx) => {
    // Creates for one project run one at a time, so two never read the same next order (see db/positions.ts).
    await lockProjectPositions(tx, companyId, projectId);
    const [phase] = await tx
      .insert(projectPhases)
      .values({
        ...sentColumns(projectPhases, body),
        companyId,
        projectId,
        order: await nextPhaseOrder(tx, companyId, projectId),
      })
      .returning(withVersion(projectPhases));
    await recomputeProjectProgress(tx, companyId, projectId);
    return phase!;
  });
}

/** Changes any field of a phase; completing it stamps completedAt and recomputes the project's progress. */
export async function updatePhase(
  db: Db,
  companyId: number,
  id: number,
  body: UpdatePhaseValues,
  now: Date,
): Promise<PhaseRow> {
  return db.transaction(async (tx) => {
    let current = await getPhaseOrThrow(tx, companyId, id);
    if (body.isCompleted !== undefined) {
      // Progress updates the project row: take its lock before the phase's row, in the order deletes take them.
      await lockProjectPositions(tx, companyId, current.projectId);
      current = await getPhaseOrThrow(tx, companyId, id);
    }
    await assertCurrentVersion(
      tx,
      projectPhases,
      and(eq(projectPhases.id, id), eq(projectPhases.companyId, companyId)),
    );
    const completionChanged = body.isCompleted !== undefined && body.isCompleted !== current.isCompleted;
    const [phase] = await tx
      .update(projectPhases)
      .set({
        ...sentColumns(projectPhases, body),
        ...(completionChanged ? { completedAt: body.isCompleted ? now : null } : {}),
        updatedAt: now,
      })
      .where(and(eq(projectPhases.id, id), eq(projectPhases.companyId, companyId)))
      .returning(withVersion(projectPhases));
    if (completionChanged) await recomputeProjectProgress(tx, companyId, current.projectId);
    return phase!;
  });
}

/**
 * Deletes a phase (its tasks keep existing without a phase), moves the phases after it up one place so the order
 * stays gap-free, and recomputes the project's progress.
 */
export async function deletePhase(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { projectId } = await getPhaseOrThrow(tx, companyId, id);
    // Under the project's lock (db/positions.ts), read again: a concurrent change may have moved the phase.
    await lockProjectPositions(tx, companyId, projectId);
    const phase = await getPhaseOrThrow(tx, companyId, id);
    await tx
      .delete(projectPhases)
      .where(and(eq(projectPhases.id, id), eq(projectPhases.companyId, companyId)));
    await tx
      .update(projectPhases)
      .set({ order: sql`${projectPhases.order} - 1` })
      .where(
        and(
          eq(projectPhases.projectId, projectId),
          eq(projectPhases.companyId, companyId),
          gt(projectPhases.order, phase.order),
        ),
      );
    await recomputeProjectProgress(tx, companyId, phase.projectId);
  });
}

/** Puts the project's phases in the given order; ids must be exactly the project's phase ids. */
export async function reorderPhases(
  db: Db,
  companyId: number,
  projectId: number,
  ids: number[],
  now: Date,
): Promise<PhaseRow[]> {
  return db.transaction(async (tx) => {
    // The same lock as creates and deletes, so the ids checked are still the project's phases when written.
    await lockProjectPositions(tx, companyId, projectId);
    const existing = await listPhases(tx, companyId, projectId);
    if (
      !sameIdSet(
        ids,
        existing.map((p) => p.id),
      )
    ) {
      throw fieldError('ids', REORDER_MESSAGE());
    }
    if (ids.length > 0) {
      await tx
        .update(projectPhases)
        .set({ order: positionIn(ids, projectPhases.id), updatedAt: now })
        .where(and(eq(projectPhases.projectId, projectId), eq(projectPhases.companyId, companyId)));
    }
    return listPhases(tx, companyId, projectId);
  });
}
