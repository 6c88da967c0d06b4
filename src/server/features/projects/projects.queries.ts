import { and, eq } from 'drizzle-orm';
import { projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';

export type ProjectRow = typeof projects.$inferSelect;

/** A project of the company, or 404 (also for another company's project). */
export async function getProjectOrThrow(db: DbOrTx, companyId: number, id: number): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Project');
  return row;
}
