import { queryOptions } from '@tanstack/react-query';
import { jobCostingCalls } from '#calls/job-costing';
import { callQuery } from '../../lib/calls';

/**
 * GET /api/projects/{id}/job-cost: the project's job cost, computed by the server (decision 0270). Asked for afresh
 * each time the tab opens (staleTime 0): budget lines, orders, bills and expenses all move it, from other screens.
 */
export const jobCostQuery = (projectId: number) =>
  queryOptions({ ...callQuery(jobCostingCalls.get, { params: { id: projectId } }), staleTime: 0 });
