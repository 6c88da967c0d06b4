import type { ProjectSummary } from './contracts/projects';
import { fromCents, toCents } from './money';

export type ProjectSummaryInputs = {
  /** Sold Price: the approved estimate's total plus approved change orders (sold-price.ts); null when none is approved. */
  approvedTotal: string | null;
  /** Sum of quantity x unit cost over the project's budget products. */
  budgetedCost: string;
  /** Sum of the project's paid invoices. */
  paidInvoices: string;
  /** Sum of the expenses recorded on the project. */
  expenses: string;
};

/** The five cards of GET /api/projects/{id}/summary (its answer is declared in contracts/projects.ts). */
export type ProjectSummaryCards = Omit<ProjectSummary, 'estimateStatus'>;

/**
 * The five cards of project detail (docs/product.md#projects): Sold Price counts only an approved estimate; Collected
 * is the paid invoices; Balance = Sold Price - Collected; Cost to Complete = max(0, Budgeted Cost - expenses), where
 * expenses are the expenses and vendor bills recorded on the project.
 */
export function computeProjectSummary(input: ProjectSummaryInputs): ProjectSummaryCards {
  const sold = toCents(input.approvedTotal);
  const collected = toCents(input.paidInvoices);
  const budgeted = toCents(input.budgetedCost);
  return {
    soldPrice: fromCents(sold),
    budgetedCost: fromCents(budgeted),
    collected: fromCents(collected),
    balance: fromCents(sold - collected),
    costToComplete: fromCents(Math.max(0, budgeted - toCents(input.expenses))),
  };
}

/** Progress from phases (docs/product.md#phases-and-tasks): the rounded share of completed phases, 0 without phases. */
export function progressFromPhases(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * completed) / total);
}

/** Stage progress bar: (zero-based position + 1) / 4, as a percentage. */
export function stageProgressPercent(stageIndex: number): number {
  return ((stageIndex + 1) / 4) * 100;
}
