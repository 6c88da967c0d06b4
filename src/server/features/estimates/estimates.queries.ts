import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  type EstimateHistoryEntry,
  type EstimateRecipient,
  estimateHistoryEntryAnswer,
} from '#domain/contracts/estimates';
import { answerColumns } from '../../db/contract-columns';
import {
  companies,
  customers,
  estimateHistory,
  estimateRecipients,
  estimates,
  projects,
  users,
} from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import { type Versioned, withVersion } from '../../http/record-version';
import { userDisplayName } from '../auth/users.queries';

export type EstimateRow = Versioned<typeof estimates.$inferSelect>;
export type RecipientRow = typeof estimateRecipients.$inferSelect;

/** The company's estimate, or 404 (also for another company's). `forUpdate` locks the row for a change. */
export async function getEstimateOrThrow(
  db: DbOrTx,
  companyId: number,
  id: number,
  forUpdate = false,
): Promise<EstimateRow> {
  const query = db
    .select(withVersion(estimates))
    .from(estimates)
    .where(and(eq(estimates.id, id), eq(estimates.companyId, companyId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('estimate');
  return row;
}

export async function findProjectEstimate(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<EstimateRow | undefined> {
  const [row] = await db
    .select(withVersion(estimates))
    .from(estimates)
    .where(and(eq(estimates.projectId, projectId), eq(estimates.companyId, companyId)))
    .limit(1);
  return row;
}

/** A recipient of the company's estimates, or 404. */
export async function getRecipientOrThrow(db: DbOrTx, companyId: number, id: number): Promise<RecipientRow> {
  const [row] = await db
    .select()
    .from(estimateRecipients)
    .where(and(eq(estimateRecipients.id, id), eq(estimateRecipients.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('recipient');
  return row;
}

export async function findRecipientByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<RecipientRow | undefined> {
  const [row] = await db
    .select()
    .from(estimateRecipients)
    .where(eq(estimateRecipients.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function countRecipients(db: DbOrTx, estimateId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(estimateRecipients)
    .where(eq(estimateRecipients.estimateId, estimateId));
  return row?.n ?? 0;
}

export function toRecipient(r: RecipientRow): EstimateRecipient {
  return {
    id: r.id,
    estimateId: r.estimateId,
    name: r.name,
    email: r.email,
    role: r.role,
    sentAt: r.sentAt?.toISOString() ?? null,
    viewedAt: r.viewedAt?.toISOString() ?? null,
    addedAt: r.addedAt.toISOString(),
  };
}

export async function listRecipients(db: DbOrTx, estimateId: number): Promise<EstimateRecipient[]> {
  const rows = await db
    .select()
    .from(estimateRecipients)
    .where(eq(estimateRecipients.estimateId, estimateId))
    .orderBy(asc(estimateRecipients.addedAt), asc(estimateRecipients.id));
  return rows.map(toRecipient);
}

/**
 * Newest first; the name is the user's, or the recipient's for what a client did on the public page. Every other
 * field of the answer is read from its column.
 */
export async function listHistory(db: DbOrTx, estimateId: number): Promise<EstimateHistoryEntry[]> {
  const rows = await db
    .select({
      ...answerColumns(estimateHistory, estimateHistoryEntryAnswer),
      userName: sql<string | null>`coalesce(${userDisplayName}, ${estimateRecipients.name})`,
    })
    .from(estimateHistory)
    .leftJoin(users, eq(users.id, estimateHistory.userId))
    .leftJoin(estimateRecipients, eq(estimateRecipients.id, estimateHistory.recipientId))
    .where(eq(estimateHistory.estimateId, estimateId))
    .orderBy(desc(estimateHistory.timestamp), desc(estimateHistory.id));
  return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
}

/** What an estimate prints besides its lines: the company, the project and its customer, as they are now. */
export async function loadEstimateParties(db: DbOrTx, companyId: number, projectId: number) {
  const [row] = await db
    .select({ company: companies, project: projects, customer: customers })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('project');
  return row;
}
export type EstimateParties = Awaited<ReturnType<typeof loadEstimateParties>>;

/** The e-mail address of the user who made the estimate, for approval and decline notices. */
export async function authorEmail(db: DbOrTx, estimate: EstimateRow): Promise<string | null> {
  if (estimate.createdBy === null) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, estimate.createdBy))
    .limit(1);
  return row?.email ?? null;
}
