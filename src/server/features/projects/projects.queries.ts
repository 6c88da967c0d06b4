import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared';
import { customers, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';
import { projectBudgetColumns, projectBudgetJoin } from './project-budget';

/** A project's row with its version, as the project answers are made from. */
export const projectRowColumns = { ...getTableColumns(projects), version: rowVersion(projects) };
export type ProjectRow = typeof projects.$inferSelect & { version: string };

const projectById = preparedOnce((db) =>
  db
    .select(projectRowColumns)
    .from(projects)
    .where(and(eq(projects.id, sql.placeholder('id')), eq(projects.companyId, sql.placeholder('companyId'))))
    .limit(1)
    .prepare('project_by_id'),
);

/** A project of the company, or 404 (also for another company's project). */
export async function getProjectOrThrow(db: DbOrTx, companyId: number, id: number): Promise<ProjectRow> {
  const [row] = await projectById(db).execute({ id, companyId });
  if (!row) throw notFound('project');
  return row;
}

const projectWithCustomer = preparedOnce((db) =>
  db
    .select({
      project: projectRowColumns,
      customer: { ...getTableColumns(customers), version: rowVersion(customers) },
      ...projectBudgetColumns,
    })
    .from(projects)
    .leftJoin(
      customers,
      and(eq(customers.id, projects.customerId), eq(customers.companyId, projects.companyId)),
    )
    .leftJoin(projectBudgetJoin, sql`true`)
    .where(and(eq(projects.id, sql.placeholder('id')), eq(projects.companyId, sql.placeholder('companyId'))))
    .limit(1)
    .prepare('project_with_customer'),
);

/** GET /api/projects/{id}: the project with its customer and its budget figure, in one statement. */
export async function getProjectDetail(db: DbOrTx, companyId: number, id: number) {
  const [row] = await projectWithCustomer(db).execute({ id, companyId });
  if (!row) throw notFound('project');
  return {
    ...row.project,
    customer: row.customer,
    budgetFigure: row.budgetFigure,
    budgetSource: row.budgetSource,
  };
}
