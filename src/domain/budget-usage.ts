import { fromCents, toCents } from './money';

/** How a budget line stands: red once overspent, amber with less than 10 % of it left, else green. */
export type BudgetTone = 'over' | 'low' | 'ok';

export type BudgetUsage = {
  /** Budgeted less spent (negative when overspent). */
  remaining: string;
  /**
   * Spent as a share of budgeted, in whole percent, capped at 100 (docs/product.md#budget); 100 when nothing was
   * budgeted but spent.
   */
  usedPercent: number;
  tone: BudgetTone;
};

/**
 * The remaining-budget colour rule (docs/product.md#budget) for a budget line (the expense form's budget item and the
 * budget page's Actual Cost): red below zero, amber below 10 % of budgeted, otherwise green; the used percentage
 * capped at 100. Exact: compared in cents.
 */
export function budgetUsage(budgeted: string, spent: string): BudgetUsage {
  const budget = toCents(budgeted);
  const used = toCents(spent);
  const left = budget - used;
  // left < 10 % of budget, compared in whole cents without a division.
  const tone: BudgetTone = left < 0 ? 'over' : left * 10 < budget ? 'low' : 'ok';
  const usedPercent = budget <= 0 ? (used > 0 ? 100 : 0) : Math.min(100, Math.floor((used * 100) / budget));
  return { remaining: fromCents(left), usedPercent, tone };
}
