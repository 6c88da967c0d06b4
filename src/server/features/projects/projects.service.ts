import { and, eq, sql } from 'drizzle-orm';
import type { CreateProjectInput, UpdateProjectInput } from '#domain/contracts/projects';
import type { EstimateStatus } from '#domain/enums';
import { t } from '#domain/messages/all';
import { computeProjectSummary, type ProjectSummaryInputs } from '#domain/project-summary';
import { sentColumns } from '../../db/contract-columns';
import { preparedSql } from '../../db/prepared';
import {
  budgetItems,
  customers,
  estimates,
  expenses,
  invoices,
  payments,
  projects,
  vendorBills,
} from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { fieldError } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { deleteProjectFiles } from '../documents/stored-files';
import { copyPhaseTemplates } from '../phases/phases.service';
import { getProjectOrThrow, projectRowColumns } from './projects.queries';
import { soldPriceSql } from './sold-price';

async function assertCustomerOfCompany(db: DbOrTx, companyId: number, customerId: number): Promise<void> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)))
    .limit(1);
  if (!row) throw fieldError('customerId', t('projects:validation.customer'));
}

type ProjectInput = Omit<CreateProjectInput, 'companyId'>;

/** The column values of a create or update body (undefined leaves a column alone). */
function projectValues(body: Omit<Partial<ProjectInput>, 'customerId'> & { customerId?: number | null }) {
  return { ...sentColumns(projects, body), customerId: body.customerId };
}

/** Creates a project with a copy of the company's phase templates (docs/product.md#phases-and-tasks). */
export async function createProject(db: Db, actor: Actor, companyId: number, body: CreateProjectInput) {
  if (body.companyId !== undefined && body.companyId !== companyId) {
    throw fieldError('companyId', t('projects:errors.otherCompany'));
  }
  return db.transaction(async (tx) => {
    await assertCustomerOfCompany(tx, companyId, body.customerId);
    const values = projectValues(body);
    const [project] = await tx
      .insert(projects)
      .values({ ...values, name: body.name, companyId, createdBy: actor.userId })
      .returning(projectRowColumns);
    await copyPhaseTemplates(tx, companyId, project!.id);
    return project!;
  });
}

export async function updateProject(db: Db, companyId: number, id: number, body: UpdateProjectInput) {
  return db.transaction(async (tx) => {
    await getProjectOrThrow(tx, companyId, id);
    await assertCurrentVersion(tx, projects, and(eq(projects.id, id), eq(projects.companyId, companyId)));
    if (typeof body.customerId === 'number') await assertCustomerOfCompany(tx, companyId, body.customerId);
    const [project] = await tx
      .update(projects)
      .set({ ...projectValues(body), updatedAt: new Date() })
      .where(and(eq(projects.id, id), eq(projects.companyId, companyId)))
      .returning(projectRowColumns);
    return project!;
  });
}

/**
 * Deletes the project with its phases, tasks, budget, estimate, team, chat, messages, events and documents (foreign
 * keys cascade); invoices and expenses stay, detached (SET NULL). One statement, so all or nothing.
 */
/**
 * Deletes a project and, with it, its phases, tasks, budget, estimate, team, chat and documents
 * (docs/product.md#projects); its invoices and expenses stay, detached. Answers the storage keys of its documents'
 * files, which the caller removes after the commit.
 */
export async function deleteProject(db: Db, companyId: number, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await getProjectOrThrow(tx, companyId, id);
    const fileKeys = await deleteProjectFiles(tx, companyId, id);
    await tx.delete(projects).where(and(eq(projects.id, id), eq(projects.companyId, companyId)));
    return fileKeys;
  });
}

const p = sql.placeholder;

/**
 * The five summary cards' sums, computed by the database in one round trip. Prepared: the project's screen asks
 * at every visit, and its five subqueries cost more to plan than to run.
 */
const projectSummaryQuery = preparedSql(
  'project_summary',
  sql`select
      ${soldPriceSql(p('id'), p('companyId'))} as "approvedTotal",
      (select coalesce(sum(round(${budgetItems.quantity} * ${budgetItems.unitCost}, 2)), 0)::numeric(14,2)::text
        from ${budgetItems} where ${budgetItems.projectId} = ${p('id')} and ${budgetItems.companyId} = ${p('companyId')}
          and ${budgetItems.type} = 'product') as "budgetedCost",
      /* Collected: the payments of the project's invoices and its deposits on account (decision 0267). */
      (select coalesce(sum(${payments.amount}), 0)::text from ${payments}
        where ${payments.companyId} = ${p('companyId')}
          and ((${payments.invoiceId} is null and ${payments.projectId} = ${p('id')}) or ${payments.invoiceId} in
          (select ${invoices.id} from ${invoices} where ${invoices.projectId} = ${p('id')} and ${invoices.companyId} = ${p('companyId')}))
      ) as "paidInvoices",
      /* What the project cost so far: its expenses and its vendor bills (decision 0268), as Job Costing's actual. */
      ((select coalesce(sum(${expenses.amount}), 0) from ${expenses}
        where ${expenses.projectId} = ${p('id')} and ${expenses.companyId} = ${p('companyId')})
      + (select coalesce(sum(${vendorBills.total}), 0) from ${vendorBills}
        where ${vendorBills.projectId} = ${p('id')} and ${vendorBills.companyId} = ${p('companyId')}))::text as "expenses",
      (select ${estimates.status} from ${estimates}
        where ${estimates.projectId} = ${p('id')} and ${estimates.companyId} = ${p('companyId')} limit 1) as "estimateStatus"`,
);

/** The five summary cards of a project (404 for another company's). */
export async function getProjectSummary(db: DbOrTx, companyId: number, id: number) {
  await getProjectOrThrow(db, companyId, id);
  const { rows } = await projectSummaryQuery(db).execute({ id, companyId });
  const row = rows[0] as ProjectSummaryInputs & { estimateStatus: EstimateStatus | null };
  return { ...computeProjectSummary(row), estimateStatus: row.estimateStatus };
}
