import type { FastifyInstance } from 'fastify';
import { type BudgetView, budgetCalls } from '#domain/contracts/budget';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getProjectOrThrow } from '../projects/projects.queries';
import { budgetActuals } from './budget-actuals';
import { listBudgetItemsForSelect } from './budget-items.read';
import { budgetViewJson } from './budget-view-json';

/**
 * GET /api/projects/{projectId}/budget/items: the project's budget items for selectors.
 * GET /api/projects/{id}/budget: the budget table (items with depth and totals) and the project totals.
 * GET /api/projects/{projectId}/budget/actuals: what was spent against each line (the budget page's Actual Cost).
 */
export async function budgetItemsReadRoutes(app: FastifyInstance, _deps: Deps): Promise<void> {
  serve(app, budgetCalls.items, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.projectId);
    return listBudgetItemsForSelect(request.db, companyId, request.params.projectId);
  });

  serve(app, budgetCalls.actuals, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.projectId);
    return budgetActuals(request.db, companyId, request.params.projectId);
  });

  serve(app, budgetCalls.view, async (request, reply) => {
    // The database builds the JSON (see budgetViewJson). Fastify sends a string with a JSON content type as
    // it is, past the contract's serialiser (hence the cast): budget-view-json.test.ts parses it with the schema.
    const json = await budgetViewJson(request.db, requireCompany(request.actor), request.params.id);
    return reply.type('application/json; charset=utf-8').send(json as unknown as BudgetView);
  });
}
