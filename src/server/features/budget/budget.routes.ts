import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import {
  budgetItemAnswer,
  budgetViewAnswer,
  createBudgetItemBody,
  createMilestonesBody,
  reorderBudgetBody,
  updateBudgetItemBody,
} from '#domain/contracts/budget';
import { idSchema } from '#domain/contracts/common';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import {
  createBudgetItem,
  createMilestones,
  deleteBudgetItem,
  reorderBudgetItems,
  updateBudgetItem,
} from './budget.service';

const idParams = z.object({ id: idSchema });

/**
 * Changes to a project's budget (the reads are in budget-items.read.routes.ts). Every company role may edit
 * budget items (employees work on projects, budget items included: docs/product.md#budget).
 */
export async function budgetRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/projects/:id/budget',
    { schema: { params: idParams, body: createBudgetItemBody, response: { 201: budgetItemAnswer } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const item = await createBudgetItem(db, companyId, request.params.id, request.body, clock());
      return reply.status(201).send(item);
    },
  );

  r.patch(
    '/api/budget/:id',
    { schema: { params: idParams, body: updateBudgetItemBody, response: { 200: budgetItemAnswer } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      return updateBudgetItem(db, companyId, request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/budget/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      await deleteBudgetItem(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/projects/:id/budget/reorder',
    { schema: { params: idParams, body: reorderBudgetBody, response: { 200: budgetViewAnswer } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      return reorderBudgetItems(db, companyId, request.params.id, request.body, clock());
    },
  );

  r.post(
    '/api/projects/:id/budget/milestones',
    {
      schema: { params: idParams, body: createMilestonesBody, response: { 201: z.array(budgetItemAnswer) } },
    },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const items = await createMilestones(db, companyId, request.params.id, request.body.scheme, clock());
      return reply.status(201).send(items);
    },
  );
}
