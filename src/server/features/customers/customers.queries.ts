import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { CustomerSort } from '#domain/contracts/customers';
import type { ProjectStage, ProjectType } from '#domain/enums';
import { escapeLike } from '../../db/like';
import { customers, customerUsers, documents, invoices, notes, projects, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { rowVersion } from '../../http/record-version';
import { userDisplayName } from '../auth/users.queries';
import { projectBudgetAmount, projectBudgetColumns, projectBudgetJoin } from '../projects/project-budget';

/** A customer's row with its version, as the customer answers are made from. */
export const customerRowColumns = { ...getTableColumns(customers), version: rowVersion(customers) };
export type CustomerRow = typeof customers.$inferSelect & { version: string };

/** A customer of the company, or 404 (also for another company's customer). */
export async function getCustomerOrThrow(db: DbOrTx, companyId: number, id: number): Promise<CustomerRow> {
  const [row] = await db
    .select(customerRowColumns)
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('customer');
  return row;
}

/** Search over first, last and full name ('first last'), e-mail and phone, case-insensitively. */
function customerSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return or(
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like),
    ilike(customers.email, like),
    ilike(customers.phone, like),
  );
}

/**
 * Project figures of each customer in one lateral aggregate (one index scan of projects per customer):
 * count, summed budget figures (null without projects), the newest project not fully complete, the newest project.
 */
function projectStats(db: DbOrTx, customer: { id: SQLWrapper; companyId: SQLWrapper }) {
  const newestFirst = sql`order by ${projects.createdAt} desc, ${projects.id} desc`;
  return db
    .select({
      projectCount: sql<number>`count(*)::int`.as('project_count'),
      totalBudget: sql<string | null>`case when count(*) = 0 then null
        else coalesce(sum(${projectBudgetAmount}), 0)::numeric(14, 2)::text end`.as('total_budget'),
      latestActiveProject: sql<CustomerListRow['latestActiveProject'] | string>`(array_agg(
        json_build_object('id', ${projects.id}, 'name', ${projects.name}, 'stage', ${projects.stage}) ${newestFirst}
      ) filter (where ${projects.stage} <> 'fully_complete'))[1]`.as('latest_active_project'),
      latestProject: sql<CustomerListRow['latestProject'] | string>`(array_agg(
        json_build_object('id', ${projects.id}, 'type', ${projects.type}, 'stage', ${projects.stage}) ${newestFirst}
      ))[1]`.as('latest_project'),
    })
    .from(projects)
    .leftJoin(projectBudgetJoin, sql`true`)
    .where(and(eq(projects.customerId, customer.id), eq(projects.companyId, customer.companyId)))
    .as('stats');
}

export type CustomerListRow = CustomerRow & {
  projectCount: number;
  latestActiveProject: { id: number; name: string; stage: ProjectStage } | null;
  latestProject: { id: number; type: ProjectType; stage: ProjectStage } | null;
  totalBudget: string | null;
};

type OrderColumns = { lastName: AnyColumn; firstName: AnyColumn; createdAt: AnyColumn; id: AnyColumn };

/** The ORDER BY of a customer sort, for the customers table and for the page chosen from it; id breaks ties. */
function customerOrder(sort: CustomerSort | undefined) {
  return (t: OrderColumns) => {
    switch (sort) {
      case 'name':
        return [asc(t.lastName), asc(t.firstName), asc(t.id)];
      case 'name-desc':
        return [desc(t.lastName), desc(t.firstName), desc(t.id)];
      case 'oldest':
        return [asc(t.createdAt), asc(t.id)];
      default:
        return [desc(t.createdAt), desc(t.id)];
    }
  };
}

/** The company's customers with their project figures; a page when limit/offset are given. */
export async function listCustomers(
  db: DbOrTx,
  companyId: number,
  query: { search?: string; limit?: number; offset?: number; sort?: CustomerSort },
): Promise<CustomerListRow[]> {
  const where = and(eq(customers.companyId, companyId), customerSearch(query.search));
  const order = customerOrder(query.sort);
  // The page of customers is chosen first, so the project figures are computed for that page only.
  const pageQuery = db
    .select({ ...getTableColumns(customers), version: rowVersion(customers).as('version') })
    .from(customers)
    .where(where)
    .orderBy(...order(customers))
    .$dynamic();
  if (query.limit !== undefined) pageQuery.limit(query.limit);
  if (query.offset !== undefined) pageQuery.offset(query.offset);
  const page = pageQuery.as('page');
  const stats = projectStats(db, page);
  const base = db
    .select({
      id: page.id,
      companyId: page.companyId,
      firstName: page.firstName,
      lastName: page.lastName,
      email: page.email,
      phone: page.phone,
      address: page.address,
      notes: page.notes,
      portalInvitedAt: page.portalInvitedAt,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      version: page.version,
      projectCount: stats.projectCount,
      totalBudget: stats.totalBudget,
      latestActiveProject: stats.latestActiveProject,
      latestProject: stats.latestProject,
    })
    .from(page)
    .leftJoinLateral(stats, sql`true`)
    .orderBy(...order(page));
  const rows = await base;
  // json values come back parsed from both drivers; a driver returning text would still be handled here.
  return rows.map((r) => ({
    ...r,
    projectCount: Number(r.projectCount ?? 0),
    latestActiveProject: parseJson(r.latestActiveProject),
    latestProject: parseJson(r.latestProject),
  }));
}

function parseJson<T>(v: T | string | null): T | null {
  return typeof v === 'string' ? (JSON.parse(v) as T) : v;
}

export async function countCustomers(db: DbOrTx, companyId: number, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), customerSearch(search)));
  return Number(row?.n ?? 0);
}

/** Project count, invoice count and total billed (invoice amounts, cancelled ones excluded). */
export async function getCustomerSummary(db: DbOrTx, companyId: number, customerId: number) {
  const [projectRow] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.customerId, customerId)));
  const [invoiceRow] = await db
    .select({
      n: count(),
      billed: sql<string>`coalesce(sum(${invoices.amount}) filter (where ${invoices.status} <> 'cancelled'), 0)::numeric(14, 2)::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.customerId, customerId)));
  return {
    projectCount: Number(projectRow?.n ?? 0),
    invoiceCount: Number(invoiceRow?.n ?? 0),
    totalBilled: invoiceRow?.billed ?? '0.00',
  };
}

/** The customer's projects as cards, newest first. */
export async function listCustomerProjects(db: DbOrTx, companyId: number, customerId: number) {
  return db
    .select({
      id: projects.id,
      customerId: projects.customerId,
      name: projects.name,
      description: projects.description,
      type: projects.type,
      stage: projects.stage,
      progress: projects.progress,
      budget: projects.budget,
      startDate: projects.startDate,
      targetCompletionDate: projects.targetCompletionDate,
      createdAt: projects.createdAt,
      ...projectBudgetColumns,
    })
    .from(projects)
    .leftJoin(projectBudgetJoin, sql`true`)
    .where(and(eq(projects.companyId, companyId), eq(projects.customerId, customerId)))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

const authorName = sql<string | null>`${userDisplayName}`;

const noteColumns = {
  id: notes.id,
  customerId: sql<number>`${notes.customerId}`,
  content: notes.content,
  createdBy: notes.createdBy,
  authorName,
  createdAt: notes.createdAt,
};

/** The customer's notes with their author's name, newest first. */
export async function listCustomerNotes(db: DbOrTx, companyId: number, customerId: number) {
  return db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.createdBy))
    .where(and(eq(notes.companyId, companyId), eq(notes.customerId, customerId)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

export async function getCustomerNote(db: DbOrTx, companyId: number, noteId: number) {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.createdBy))
    .where(and(eq(notes.companyId, companyId), eq(notes.id, noteId)))
    .limit(1);
  if (!row) throw notFound('note');
  return row;
}

const assignedUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  assignedAt: customerUsers.assignedAt,
};

/** Users assigned to the customer, in the order they were assigned. */
export async function listCustomerUsers(db: DbOrTx, companyId: number, customerId: number) {
  return db
    .select(assignedUserColumns)
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(and(eq(customerUsers.companyId, companyId), eq(customerUsers.customerId, customerId)))
    .orderBy(asc(customerUsers.assignedAt), asc(customerUsers.id));
}

export async function getAssignedUser(db: DbOrTx, companyId: number, customerId: number, userId: number) {
  const [row] = await db
    .select(assignedUserColumns)
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(
      and(
        eq(customerUsers.companyId, companyId),
        eq(customerUsers.customerId, customerId),
        eq(customerUsers.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/** A user of the company (system administrators without a company are not among them). */
export async function findCompanyUser(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return row;
}

/** The customer's documents, newest first. */
export async function listCustomerDocuments(db: DbOrTx, companyId: number, customerId: number) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.customerId, customerId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/**
 * Detaches the customer's projects and invoices (docs/product.md#customers: they are kept when the customer is
 * deleted).
 */
export async function detachCustomerRecords(
  db: DbOrTx,
  companyId: number,
  customerId: number,
  now: Date,
): Promise<void> {
  await db
    .update(projects)
    .set({ customerId: null, updatedAt: now })
    .where(and(eq(projects.companyId, companyId), eq(projects.customerId, customerId)));
  await db
    .update(invoices)
    .set({ customerId: null, updatedAt: now })
    .where(and(eq(invoices.companyId, companyId), eq(invoices.customerId, customerId)));
}
