import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { type ListProjectsQuery, projectListItemAnswer } from '#domain/contracts/projects';
import { answerColumns } from '../../db/contract-columns';
import { escapeLike } from '../../db/like';
import { preparedOnce } from '../../db/prepared';
import { customers, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { rowVersion } from '../../http/record-version';
import { projectBudgetColumns, projectBudgetJoin } from './project-budget';

/**
 * Ids of the company's projects whose name, description or customer full name contains the text,
 * case-insensitively (docs/product.md#projects). A union of two index-friendly halves, so the trigram indexes of
 * migration 0001 serve it instead of a scan of every project joined to every customer.
 */
function matchingProjectIds(db: DbOrTx, companyId: number, search: string) {
  const like = `%${escapeLike(search)}%`;
  const byText = db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.companyId, companyId),
        or(ilike(projects.name, like), ilike(projects.description, like)),
      ),
    );
  const byCustomer = db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.companyId, companyId),
        inArray(
          projects.customerId,
          db
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.companyId, companyId), ilike(customerFullName, like))),
        ),
      ),
    );
  return union(byText, byCustomer);
}

/** Must match the expression of the customers_full_name_trgm_idx index. */
const customerFullName = sql`(${customers.firstName} || ' ' || ${customers.lastName})`;

function searchCondition(db: DbOrTx, companyId: number, search: string | undefined): SQL | undefined {
  return search ? inArray(projects.id, matchingProjectIds(db, companyId, search)) : undefined;
}

const ORDER = {
  newest: [desc(projects.createdAt), desc(projects.id)],
  oldest: [asc(projects.createdAt), asc(projects.id)],
  'name-asc': [asc(sql`lower(${projects.name})`), asc(projects.id)],
  'name-desc': [desc(sql`lower(${projects.name})`), desc(projects.id)],
} as const;

/** A row of the list: every field of the answer that is a column is read from it, beside what is computed or joined. */
export const projectListColumns = {
  ...answerColumns(projects, projectListItemAnswer),
  version: rowVersion(projects),
  ...projectBudgetColumns,
  customer: {
    id: customers.id,
    firstName: customers.firstName,
    lastName: customers.lastName,
  },
};

export type Sort = keyof typeof ORDER;
const p = sql.placeholder;

/**
 * The list's statement without search, for one sort and with or without the stage filter; paged by placeholders.
 * The page's projects are picked first, by the sort alone, and only they are joined to their customer and their
 * budget figure: joined before the limit, a sort without an index (by name) would work out the budget of every
 * project of the company to keep 50 (255 ms for 5,000 projects, against a few ms).
 */
export function pageQuery(db: DbOrTx, sort: Sort, byStage: boolean) {
  const page = db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, p('companyId')), byStage ? eq(projects.stage, p('stage')) : undefined))
    .orderBy(...ORDER[sort])
    .limit(p('limit'))
    .offset(p('offset'));
  return db
    .select(projectListColumns)
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(projectBudgetJoin, sql`true`)
    .where(and(eq(projects.companyId, p('companyId')), inArray(projects.id, page)))
    .orderBy(...ORDER[sort]);
}

function pageStatement(db: DbOrTx, sort: Sort, byStage: boolean) {
  return pageQuery(db, sort, byStage).prepare(`projects_page_${sort}_${byStage ? 'stage' : 'all'}`);
}

function countStatement(db: DbOrTx, byStage: boolean) {
  return db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.companyId, p('companyId')), byStage ? eq(projects.stage, p('stage')) : undefined))
    .prepare(`projects_count_${byStage ? 'stage' : 'all'}`);
}

// The list as it opens (no search) is the hot path: its eight shapes are built once and prepared.
const pageStatements = new Map<string, (db: DbOrTx) => ReturnType<typeof pageStatement>>();
const countStatements = [false, true].map((byStage) => preparedOnce((db) => countStatement(db, byStage)));
function preparedPage(sort: Sort, byStage: boolean) {
  const key = `${sort}:${byStage}`;
  let statement = pageStatements.get(key);
  if (!statement) {
    statement = preparedOnce((db) => pageStatement(db, sort, byStage));
    pageStatements.set(key, statement);
  }
  return statement;
}

/** A project without a customer answers `customer: null`. The rows are the query's own: set in place, not copied. */
function withCustomer<T extends { customer: { id: number | null } | null }>(rows: T[]): T[] {
  for (const r of rows) if (!r.customer?.id) r.customer = null;
  return rows;
}

/** One page of the company's projects with the customer's name, and the total matching the filters. */
export async function listProjects(db: DbOrTx, companyId: number, query: ListProjectsQuery) {
  const stage = query.stage && query.stage !== 'all' ? query.stage : undefined;
  const paged = query.limit !== undefined || query.offset !== undefined;
  if (paged && !query.search) {
    const params = { companyId, stage, limit: query.limit ?? 50, offset: query.offset ?? 0 };
    const [rows, [total]] = await Promise.all([
      preparedPage(query.sort ?? 'newest', stage !== undefined)(db).execute(params),
      countStatements[stage !== undefined ? 1 : 0]!(db).execute(params),
    ]);
    return { items: withCustomer(rows), total: total?.n ?? 0 };
  }
  const where = and(
    eq(projects.companyId, companyId),
    stage ? eq(projects.stage, stage) : undefined,
    searchCondition(db, companyId, query.search),
  );
  const base = db
    .select(projectListColumns)
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(projectBudgetJoin, sql`true`)
    .where(where)
    .orderBy(...ORDER[query.sort ?? 'newest']);
  const rows = paged ? await base.limit(query.limit ?? 50).offset(query.offset ?? 0) : await base;
  const items = withCustomer(rows);
  if (!paged) return { items, total: items.length };
  const [total] = await db.select({ n: count() }).from(projects).where(where);
  return { items, total: total?.n ?? 0 };
}

/** Counts per stage (and all) for the stage filter buttons, under the same search. */
/** The counts without a search, prepared: the projects page asks at every visit. */
const stageCounts = preparedOnce((db) =>
  db
    .select({ stage: projects.stage, n: count() })
    .from(projects)
    .where(eq(projects.companyId, sql.placeholder('companyId')))
    .groupBy(projects.stage)
    .prepare('project_stage_counts'),
);

export async function countProjectsByStage(db: DbOrTx, companyId: number, search: string | undefined) {
  const rows = search
    ? await db
        .select({ stage: projects.stage, n: count() })
        .from(projects)
        .where(and(eq(projects.companyId, companyId), searchCondition(db, companyId, search)))
        .groupBy(projects.stage)
    : await stageCounts(db).execute({ companyId });
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
