import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { invoiceMessages, type MilestoneBilling } from '#domain/contracts/invoices';
import type { MilestoneType } from '#domain/enums';
import { t } from '#domain/messages/all';
import { milestoneSplit } from '#domain/milestone-invoices';
import { fromUnits, toUnits } from '#domain/pricing';
import { budgetItems, estimates, invoices, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import { milestoneContractSql } from '../projects/sold-price';
import { isOverdue } from './invoices.queries';

type SplitBasis = {
  basis: 'estimate' | 'budget';
  total: string;
  estimateApproved: boolean;
  milestones: ReturnType<typeof milestoneSplit>;
};

/**
 * What a project's milestones bill (docs/product.md#milestone-invoices): the approved estimate's total (its Sold
 * Price) or, while no estimate is approved, the budget's total price (the sum of its product lines, each rounded to
 * the cent, as the budget page and a draft estimate show it), split by the estimate's deposit percentage. One
 * statement; 404 for another company's project.
 */
export async function projectMilestoneSplit(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<SplitBasis> {
  const estimateOf = sql`${estimates.projectId} = ${projectId} and ${estimates.companyId} = ${companyId}`;
  const [row] = await db
    .select({
      approvedTotal: milestoneContractSql(projectId, companyId),
      // A non-numeric value in the JSON would fail a cast; it counts as missing (the default 25 then).
      depositPercentage: sql<
        string | null
      >`(select case when jsonb_typeof(${estimates.terms} -> 'depositPercentage')
        = 'number' then (${estimates.terms} ->> 'depositPercentage') end from ${estimates} where ${estimateOf} limit 1)`,
      budgetTotal: sql<string>`(select coalesce(sum(round(${budgetItems.quantity} * ${budgetItems.unitPrice}, 2)), 0)::text
        from ${budgetItems} where ${budgetItems.projectId} = ${projectId}
          and ${budgetItems.companyId} = ${companyId} and ${budgetItems.type} = 'product')`,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('project');
  const approved = row.approvedTotal !== null;
  const total = approved ? row.approvedTotal! : row.budgetTotal;
  const deposit = row.depositPercentage === null ? undefined : Number(row.depositPercentage);
  const milestones = milestoneSplit(total, deposit);
  return {
    basis: approved ? 'estimate' : 'budget',
    total: fromUnits(toUnits(total)),
    estimateApproved: approved,
    milestones,
  };
}

/** GET /api/projects/{projectId}/milestone-invoices: the split and each milestone's live invoice. */
export async function getMilestoneBilling(
  db: DbOrTx,
  companyId: number,
  projectId: number,
): Promise<MilestoneBilling> {
  const split = await projectMilestoneSplit(db, companyId, projectId);
  const billed = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      isPaid: invoices.isPaid,
      overdue: isOverdue,
      milestoneType: invoices.milestoneType,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.projectId, projectId),
        isNotNull(invoices.milestoneType),
        ne(invoices.status, 'cancelled'),
      ),
    );
  return {
    basis: split.basis,
    total: split.total,
    estimateApproved: split.estimateApproved,
    milestones: split.milestones.map((m) => {
      const invoice = billed.find((b) => b.milestoneType === m.type);
      return {
        ...m,
        invoice: invoice
          ? {
              id: invoice.id,
              invoiceNumber: invoice.invoiceNumber,
              status: invoice.status,
              isPaid: invoice.isPaid,
              overdue: invoice.overdue,
            }
          : null,
      };
    }),
  };
}

/**
 * The amount of a new milestone invoice, computed here whatever the client showed: the deposit only once the
 * estimate is approved (409), nothing to bill when the share is not above 0 (409), and an amount the client sent
 * must be this one (409: what the user saw is not what would be billed).
 */
export async function milestoneInvoiceAmount(
  tx: DbOrTx,
  companyId: number,
  projectId: number,
  type: MilestoneType,
  sentAmount: string | undefined,
): Promise<{ amount: string; percent: number }> {
  // The caller has checked that the project is the company's (resolveRefs).
  const split = await projectMilestoneSplit(tx, companyId, projectId);
  if (type === 'deposit' && !split.estimateApproved) {
    // visible-texts: the field the conflict names
    throw conflict(invoiceMessages.depositNeedsApproval, 'milestoneType');
  }
  const share = split.milestones.find((m) => m.type === type)!;
  // visible-texts: the field the conflict names
  if (toUnits(share.amount) <= 0n) throw conflict(invoiceMessages.nothingToBill, 'milestoneType');
  if (sentAmount !== undefined && toUnits(sentAmount) !== toUnits(share.amount)) {
    // visible-texts: the field the conflict names
    throw conflict(t('invoices:messages.milestoneAmount', { amount: share.amount }), 'amount');
  }
  return { amount: share.amount, percent: share.percent };
}
