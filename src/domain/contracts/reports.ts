import '#domain/messages/load/reports';
import { z } from 'zod';
import { lazyText } from '../messages/i18n';
import { type Answer, decimal } from './answers';
import { dateOnly, pageQuery } from './common';
import { declareCall } from './declare';

/** `format=csv` answers the report as a CSV file (text/csv) instead of JSON. */
const format = z.enum(['json', 'csv']).optional();

/**
 * A page of a report's rows, as the growing lists take it (`pageQuery`): at most `limit` rows after `offset`;
 * without them every row. The totals line is always over all rows, and the CSV file always holds every row.
 */
const page = pageQuery.pick({ limit: true, offset: true }).shape;

/** Aging reports: balances as they stood at the end of `asOf` (default: today). */
export const agingQuery = z.object({ asOf: dateOnly.optional(), format, ...page });

const period = { from: dateOnly.optional(), to: dateOnly.optional(), format };
/** `to` before `from` answers 400 on `to`. */
const endAfterStart = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) =>
  schema.refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: lazyText('reports:messages.endBeforeStart'),
  });

/** Period reports whose rows are projects (profit, WIP): from and to included, either open; paged. */
export const periodQuery = endAfterStart(z.object({ ...period, ...page }));

/** Cash flow: a row per month, few enough to answer whole. */
export const cashFlowQuery = endAfterStart(z.object(period));

/** How many rows the report has over all its pages (the rows answered are one page of them when asked for). */
const rowCount = z.number();

/** The five buckets of an aging row, and their sum. */
const agingFigures = {
  current: decimal,
  days1to30: decimal,
  days31to60: decimal,
  days61to90: decimal,
  over90: decimal,
  total: decimal,
};

/** Accounts receivable aging: one row per customer with an open balance (customerId null: no customer). */
export const arAgingAnswer = z.object({
  asOf: z.string(),
  rows: z.array(
    z.object({
      customerId: z.number().nullable(),
      name: z.string().nullable(),
      count: z.number(),
      ...agingFigures,
    }),
  ),
  totals: z.object(agingFigures),
  rowCount,
});
export type ArAging = Answer<typeof arAgingAnswer>;

/** Accounts payable aging: one row per vendor with an open bill balance. */
export const apAgingAnswer = z.object({
  asOf: z.string(),
  rows: z.array(
    z.object({ vendorId: z.number().nullable(), name: z.string(), count: z.number(), ...agingFigures }),
  ),
  totals: z.object(agingFigures),
  rowCount,
});
export type ApAging = Answer<typeof apAgingAnswer>;

const profitFigures = {
  contract: decimal.nullable(),
  billed: decimal,
  collected: decimal,
  cost: decimal,
  projectedProfit: decimal.nullable(),
};

/** Profit by project: contract, billed, collected and cost in the period; projected profit as job costing. */
export const profitByProjectAnswer = z.object({
  rows: z.array(
    z.object({
      projectId: z.number(),
      name: z.string(),
      customerName: z.string().nullable(),
      ...profitFigures,
    }),
  ),
  totals: z.object({
    contract: decimal,
    billed: decimal,
    collected: decimal,
    cost: decimal,
    projectedProfit: decimal,
  }),
  rowCount,
});
export type ProfitByProject = Answer<typeof profitByProjectAnswer>;

/** Work in progress, as of `to`: percent complete by cost, earned revenue, over- and under-billing. */
export const wipAnswer = z.object({
  rows: z.array(
    z.object({
      projectId: z.number(),
      name: z.string(),
      contract: decimal,
      forecastCost: decimal,
      costToDate: decimal,
      percentComplete: decimal,
      earned: decimal,
      billed: decimal,
      overBilled: decimal,
      underBilled: decimal,
    }),
  ),
  totals: z.object({
    contract: decimal,
    forecastCost: decimal,
    costToDate: decimal,
    earned: decimal,
    billed: decimal,
    overBilled: decimal,
    underBilled: decimal,
  }),
  rowCount,
});
export type Wip = Answer<typeof wipAnswer>;

/** Cash flow by month: payments received against bill payments and expenses paid, and the net. */
export const cashFlowAnswer = z.object({
  rows: z.array(
    z.object({
      month: z.string(),
      collected: decimal,
      paidOut: decimal,
      bills: decimal,
      expenses: decimal,
      net: decimal,
    }),
  ),
  totals: z.object({ collected: decimal, paidOut: decimal, bills: decimal, expenses: decimal, net: decimal }),
});
export type CashFlow = Answer<typeof cashFlowAnswer>;

/** The financial reports (issue 27, decision 0272): admins and managers of the company. */
export const reportCalls = {
  arAging: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/reports/ar-aging',
    query: agingQuery,
    permission: 'readFinancialReports',
    answers: { 200: arAgingAnswer },
  }),
  apAging: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/reports/ap-aging',
    query: agingQuery,
    permission: 'readFinancialReports',
    answers: { 200: apAgingAnswer },
  }),
  profitByProject: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/reports/profit-by-project',
    query: periodQuery,
    permission: 'readFinancialReports',
    answers: { 200: profitByProjectAnswer },
  }),
  wip: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/reports/wip',
    query: periodQuery,
    permission: 'readFinancialReports',
    answers: { 200: wipAnswer },
  }),
  cashFlow: declareCall({
    method: 'GET',
    path: '/api/companies/:companyId/reports/cash-flow',
    query: cashFlowQuery,
    permission: 'readFinancialReports',
    answers: { 200: cashFlowAnswer },
  }),
};
