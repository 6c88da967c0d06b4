import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ListProjectsQuery } from '../../../domain/contracts/projects';
import { customers, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Project name, description or customer full name contains the text, case-insensitively (spec part 1, 9). */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return or(
    ilike(projects.name, like),
    ilike(projects.description, like),
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like),
  );
}

const ORDER = {
  newest: [desc(projects.createdAt), desc(projects.id)],
  oldest: [asc(projects.createdAt), asc(projects.id)],
  'name-asc': [asc(sql`lower(${projects.name})`), asc(projects.id)],
  'name-desc': [desc(sql`lower(${projects.name})`), desc(projects.id)],
} as const;

export const projectListColumns = {
  id: projects.id,
  companyId: projects.companyId,
  customerId: projects.customerId,
  name: projects.name,
  description: projects.description,
  type: projects.type,
  stage: projects.stage,
  progress: projects.progress,
  budget: projects.budget,
  startDate: projects.startDate,
  endDate: projects.endDate,
  targetCompletionDate: projects.targetCompletionDate,
  createdAt: projects.createdAt,
  customer: {
    id: customers.id,
    firstName: customers.firstName,
    lastName: customers.lastName,
  },
};

/** One page of the company's projects with the customer's name, and the total matching the filters. */
export async function listProjects(db: DbOrTx, companyId: number, query: ListProjectsQuery) {
  const where = and(
    eq(projects.companyId, companyId),
    query.stage && query.stage !== 'all' ? eq(projects.stage, query.stage) : undefined,
    searchCondition(query.search),
  );
  const base = db
    .select(projectListColumns)
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(where)
    .orderBy(...ORDER[query.sort ?? 'newest']);
  const paged = query.limit !== undefined || query.offset !== undefined;
  const rows = paged ? await base.limit(query.limit ?? 50).offset(query.offset ?? 0) : await base;
  const items = rows.map((r) => ({ ...r, customer: r.customer?.id ? r.customer : null }));
  if (!paged) return { items, total: items.length };
  const [total] = await db
    .select({ n: count() })
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(where);
  return { items, total: total?.n ?? 0 };
}

/** Counts per stage (and all) for the stage filter buttons, under the same search. */
export async function countProjectsByStage(db: DbOrTx, companyId: number, search: string | undefined) {
  const rows = await db
    .select({ stage: projects.stage, n: count() })
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.companyId, companyId), searchCondition(search)))
    .groupBy(projects.stage);
  const byStage: Record<string, number> = {
    'pre-production': 0,
    'in-production': 0,
    warranty: 0,
    fully_complete: 0,
  };
  for (const r of rows) byStage[r.stage] = r.n;
  return { all: rows.reduce((s, r) => s + r.n, 0), byStage };
}

export const activeCondition = ne(projects.stage, 'fully_complete');
