import { z } from 'zod';
import { type Answer, decimal } from './answers';
import { dateOnly } from './common';

/**
 * GET /api/companies/{companyId}/finances/summary: the Finances page's four cards over the whole company, or
 * within a date range (from and to included).
 */
export const financeSummaryQuery = z
  .object({ from: dateOnly.optional(), to: dateOnly.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date cannot be before the start date',
  });

/** The four cards, exact decimal strings computed by the database. */
export const financeSummaryAnswer = z.object({
  totalOutstanding: decimal,
  totalCollected: decimal,
  totalExpenses: decimal,
  netProfit: decimal,
});
export type FinanceSummary = Answer<typeof financeSummaryAnswer>;
