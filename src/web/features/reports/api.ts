import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reportCalls } from '#calls/reports';
import { callQuery, callUrl } from '../../lib/calls';
import { LIST_PAGE_SIZE, pageOffset } from '../../lib/list-page';

/** A report's dates as the page holds them ('' when not chosen). */
export type ReportDates = { asOf: string; from: string; to: string };

const aging = (dates: ReportDates) => (dates.asOf ? { asOf: dates.asOf } : {});
const period = (dates: ReportDates) => ({
  ...(dates.from ? { from: dates.from } : {}),
  ...(dates.to ? { to: dates.to } : {}),
});
/** The rows of page `page` (from 1), as the paged lists ask for them; the totals stay over every row. */
const rows = (page: number) => ({ limit: LIST_PAGE_SIZE, offset: pageOffset(page) });

/** Each report's call and the query it takes from the page's dates (decision 0272). */
const sources = {
  'ar-aging': { call: reportCalls.arAging, query: aging },
  'ap-aging': { call: reportCalls.apAging, query: aging },
  profit: { call: reportCalls.profitByProject, query: period },
  wip: { call: reportCalls.wip, query: period },
  'cash-flow': { call: reportCalls.cashFlow, query: period },
} as const;

export type ReportName = keyof typeof sources;
export const reportNames = Object.keys(sources) as ReportName[];

// Each report is asked for afresh each time it shows (staleTime 0): payments, bills and expenses entered on other
// screens move it. The previous answer stays up while new dates or another page load. Aging, profit and WIP are
// read a page of rows at a time (decision 0275); the CSV file holds every row.
export const arAgingQuery = (companyId: number, dates: ReportDates, page: number) =>
  queryOptions({
    ...callQuery(reportCalls.arAging, { params: { companyId }, query: { ...aging(dates), ...rows(page) } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const apAgingQuery = (companyId: number, dates: ReportDates, page: number) =>
  queryOptions({
    ...callQuery(reportCalls.apAging, { params: { companyId }, query: { ...aging(dates), ...rows(page) } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const profitQuery = (companyId: number, dates: ReportDates, page: number) =>
  queryOptions({
    ...callQuery(reportCalls.profitByProject, {
      params: { companyId },
      query: { ...period(dates), ...rows(page) },
    }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const wipQuery = (companyId: number, dates: ReportDates, page: number) =>
  queryOptions({
    ...callQuery(reportCalls.wip, { params: { companyId }, query: { ...period(dates), ...rows(page) } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const cashFlowQuery = (companyId: number, dates: ReportDates) =>
  queryOptions({
    ...callQuery(reportCalls.cashFlow, { params: { companyId }, query: period(dates) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The address of a report's CSV file for the dates shown. */
export function reportCsvUrl(name: ReportName, companyId: number, dates: ReportDates): string {
  const source = sources[name];
  return callUrl(source.call as typeof reportCalls.arAging, {
    params: { companyId },
    query: { ...source.query(dates), format: 'csv' } as { asOf?: string; format: 'csv' },
  });
}
