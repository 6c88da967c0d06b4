import type { FastifyInstance } from 'fastify';
import { budgetCalls } from '#domain/contracts/budget';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import {
  createBudgetItem,
  createMilestones,
  deleteBudgetItem,
  reorderBudgetItems,
  updateBudgetItem,
} from './budget.service';

/**
 * Changes to a project's budget (the reads are in budget-items.read.routes.ts). Every company role may edit
 * budget items (employees work on projects, budget items included: docs/product.md#budget).
 */
export async function budgetRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, budgetCalls.create, async (request) => {
    const companyId = requireCompany(request.actor);
    return createBudgetItem(request.db, companyId, request.params.id, request.body, clock());
  });

  serve(app, budgetCalls.update, async (request) => {
    const companyId = requireCompany(request.actor);
    return updateBudgetItem(request.db, companyId, request.params.id, request.body, clock());
  });

  serve(app, budgetCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    await deleteBudgetItem(request.db, companyId, request.params.id);
  });

  serve(app, budgetCalls.reorder, async (request) => {
    const companyId = requireCompany(request.actor);
    return reorderBudgetItems(request.db, companyId, request.params.id, request.body, clock());
  });

  serve(app, budgetCalls.milestones, async (request) => {
    const companyId = requireCompany(request.actor);
    return createMilestones(request.db, companyId, request.params.id, request.body.scheme, clock());
  });
}
