import { and, asc, eq, sql } from 'drizzle-orm';
import { phaseTemplates, projectPhases } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { type Versioned, withVersion } from '../../http/record-version';

export type PhaseRow = Versioned<typeof projectPhases.$inferSelect>;
export type PhaseTemplateRow = Versioned<typeof phaseTemplates.$inferSelect>;

/** A project's phases in their order (ties by id). */
export async function listPhases(db: DbOrTx, companyId: number, projectId: number): Promise<PhaseRow[]> {
  return db
    .select(withVersion(projectPhases))
    .from(projectPhases)
    .where(and(eq(projectPhases.projectId, projectId), eq(projectPhases.companyId, companyId)))
    .orderBy(asc(projectPhases.order), asc(projectPhases.id));
}

/** A phase of the company, or 404 (also for another company's phase). */
export async function getPhaseOrThrow(db: DbOrTx, companyId: number, id: number): Promise<PhaseRow> {
  const [row] = await db
    .select(withVersion(projectPhases))
    .from(projectPhases)
    .where(and(eq(projectPhases.id, id), eq(projectPhases.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('phase');
  return row;
}

/** The order value that puts a new phase after the project's last one. */
export async function nextPhaseOrder(db: DbOrTx, companyId: number, projectId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${projectPhases.order}), -1) + 1`.mapWith(Number) })
    .from(projectPhases)
    .where(and(eq(projectPhases.projectId, projectId), eq(projectPhases.companyId, companyId)));
  return row?.next ?? 0;
}

/** The company's phase templates in their order (ties by id). */
export async function listPhaseTemplates(db: DbOrTx, companyId: number): Promise<PhaseTemplateRow[]> {
  return db
    .select(withVersion(phaseTemplates))
    .from(phaseTemplates)
    .where(eq(phaseTemplates.companyId, companyId))
    .orderBy(asc(phaseTemplates.order), asc(phaseTemplates.id));
}

export async function getPhaseTemplateOrThrow(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<PhaseTemplateRow> {
  const [row] = await db
    .select(withVersion(phaseTemplates))
    .from(phaseTemplates)
    .where(and(eq(phaseTemplates.id, id), eq(phaseTemplates.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('phaseTemplate');
  return row;
}

export async function nextPhaseTemplateOrder(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${phaseTemplates.order}), -1) + 1`.mapWith(Number) })
    .from(phaseTemplates)
    .where(eq(phaseTemplates.companyId, companyId));
  return row?.next ?? 0;
}

/** `"order" = position of the row's id in ids` (0-based), for one UPDATE that reorders a whole list. */
export function positionIn(ids: number[], column: typeof projectPhases.id | typeof phaseTemplates.id) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql<number>`array_position(array[${list}]::integer[], ${column}) - 1`;
}

/** 400 unless ids lists each of the existing ids exactly once. */
export function sameIdSet(ids: number[], existing: number[]): boolean {
  if (ids.length !== existing.length || new Set(ids).size !== ids.length) return false;
  const have = new Set(existing);
  return ids.every((id) => have.has(id));
}
