import type { FastifyInstance } from 'fastify';
import { jobCostingCalls } from '#domain/contracts/job-costing';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getProjectOrThrow } from '../projects/projects.queries';
import { jobCost } from './job-cost';

/**
 * GET /api/projects/{id}/job-cost: budgeted, committed, actual and forecast per line, group and trade, with the
 * totals and the projected profit (decision 0270). Read as the budget is: anyone of the project's company.
 */
export async function jobCostingRoutes(app: FastifyInstance, _deps: Deps): Promise<void> {
  serve(app, jobCostingCalls.get, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return jobCost(request.db, companyId, request.params.id);
  });
}
