import '#domain/messages/load/finances';
import { z } from 'zod';
import { lazyText } from '../messages/i18n';
import { type Answer, decimal } from './answers';
import { dateOnly } from './common';
import { declareCall } from './declare';

/**
 * GET /api/companies/{companyId}/finances/summary: the Finances page's four cards over the whole company, or
 * within a date range (from and to included).
 */
export const financeSummaryQuery = z
  .object({ from: dateOnly.optional(), to: dateOnly.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: lazyText('finances:messages.endBeforeStart'),
  });

/** The four cards, exact decimal strings computed by the database. */
export const financeSummaryAnswer = z.object({
  totalOutstanding: decimal,
  totalCollected: decimal,
  totalExpenses: decimal,
  netProfit: decimal,
});
export type FinanceSummary = Answer<typeof financeSummaryAnswer>;

/** The Finances page's calls: its figures, computed by the database; every member reads them. */
export const financeCalls = {
  summary: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/finances/summary',
    query: financeSummaryQuery,
    answers: { 200: financeSummaryAnswer },
  }),
};
