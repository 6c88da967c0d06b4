import { queryOptions } from '@tanstack/react-query';
import type { DashboardSummary } from '#domain/contracts/dashboard';

/** GET /api/dashboard/summary: every figure computed by the database. */
export const dashboardSummaryQuery = queryOptions<DashboardSummary>({
  queryKey: ['/api/dashboard/summary'],
  // Figures change with every project, customer and invoice anywhere in the app; refresh on each visit.
  staleTime: 0,
});
