import { queryOptions } from '@tanstack/react-query';
import { dashboardCalls } from '#calls/dashboard';
import { callQuery } from '../../lib/calls';

/** GET /api/dashboard/summary: every figure computed by the database. */
export const dashboardSummaryQuery = queryOptions({
  ...callQuery(dashboardCalls.summary, {}),
  // Figures change with every project, customer and invoice anywhere in the app; refresh on each visit.
  staleTime: 0,
});
