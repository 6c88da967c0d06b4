import { jobCostingCalls } from '#calls/job-costing';
import { callQuery } from '../../lib/calls';

/** GET /api/projects/{id}/job-cost: the project's job cost, computed by the server (decision 0270). */
export const jobCostQuery = (projectId: number) =>
  callQuery(jobCostingCalls.get, { params: { id: projectId } });
