import { z } from 'zod';
import { budgetItemTypes } from '../enums';
import { type Answer, decimal } from './answers';
import { declareCall } from './declare';

/**
 * One row's money (decision 0270). Budgeted: the lines' quantity × unit cost, rounded per line. Committed: what
 * open purchase orders still owe; actual: expenses and vendor bills (both from budget_line_costs, decision 0268).
 * Forecast at completion: per line the larger of budgeted and committed + actual; a group, a trade and the totals
 * add their lines' forecasts. Variance = budgeted − forecast (0 or below; below 0 is an overrun). % used = actual ÷
 * budgeted × 100 to 2 decimals, null when nothing is budgeted.
 */
export const jobCostFigures = z.object({
  budgeted: decimal,
  committed: decimal,
  actual: decimal,
  forecast: decimal,
  variance: decimal,
  percentUsed: decimal.nullable(),
  /** Committed + actual above budgeted (for a group or trade: one of its lines is). */
  overBudget: z.boolean(),
});
export type JobCostFigures = Answer<typeof jobCostFigures>;

/** A budget line in display order: a group carries the sums of its descendants. */
export const jobCostLine = jobCostFigures.extend({
  id: z.number(),
  parentId: z.number().nullable(),
  type: z.enum(budgetItemTypes),
  name: z.string(),
  depth: z.number(),
  tradeId: z.number().nullable(),
});

/** The lines of one trade (each line counted by its own trade; `tradeId` null: lines without one). */
export const jobCostTrade = jobCostFigures.extend({
  tradeId: z.number().nullable(),
  name: z.string().nullable(),
});

/** GET /api/projects/{id}/job-cost. */
export const jobCostAnswer = z.object({
  lines: z.array(jobCostLine),
  trades: z.array(jobCostTrade),
  /** Expenses and vendor bill lines of the project on no budget line (actual only). */
  unassigned: jobCostFigures,
  /** The top-level lines plus `unassigned`. */
  totals: jobCostFigures,
  /** The Sold Price: approved estimate plus approved change orders; null while no estimate is approved. */
  contract: decimal.nullable(),
  /** Contract − total forecast; null without a contract. */
  projectedProfit: decimal.nullable(),
});
export type JobCost = Answer<typeof jobCostAnswer>;
export type JobCostLine = Answer<typeof jobCostLine>;
export type JobCostTrade = Answer<typeof jobCostTrade>;

/** Job Costing (issue 27): everyone who reads the project's budget reads it. */
export const jobCostingCalls = {
  get: declareCall({
    method: 'GET',
    path: '/api/projects/:id/job-cost',
    answers: { 200: jobCostAnswer },
    live: ['change-order'],
  }),
};
