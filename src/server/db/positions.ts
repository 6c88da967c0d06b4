import { and, eq } from 'drizzle-orm';
import { notFound } from '../http/errors';
import { companies, projects } from './schema/index';
import type { DbOrTx } from './types';

/*
 * Ordered lists (a project's phases, a company's phase templates, a budget group's items) keep their `order`
 * values unique and gap-free (0..n-1). Every change of positions - create, move, delete, reorder - first takes
 * the row lock of the list's parent, inside its transaction, then reads and writes the positions: changes to one
 * parent's lists run one after another (also across server instances), other parents are not held up.
 * FOR NO KEY UPDATE, not FOR UPDATE: it does not conflict with the FOR KEY SHARE lock that foreign-key checks
 * take, so inserting rows that merely reference the project or company (tasks, invoices...) is never blocked.
 */

/** Locks the project (404 unless it is the company's) before its phases or budget positions are read. */
export async function lockProjectPositions(tx: DbOrTx, companyId: number, projectId: number): Promise<void> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .for('no key update');
  if (!row) throw notFound('project');
}

/** Locks the company (404 if it does not exist) before its phase template positions are read. */
export async function lockCompanyPositions(tx: DbOrTx, companyId: number): Promise<void> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
  if (!row) throw notFound('company');
}
