import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import { createPhaseBody, phaseAnswer, reorderBody, updatePhaseBody } from '#domain/contracts/phases';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import { getProjectOrThrow } from '../projects/projects.queries';
import { listPhases } from './phases.queries';
import { createPhase, deletePhase, reorderPhases, updatePhase } from './phases.service';

const idParams = z.object({ id: idSchema });

/**
 * A project's phases (Phases tab): every company role works on them (employees work on projects,
 * docs/product.md#phases-and-tasks).
 */
export async function phasesRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects/:id/phases',
    { schema: { params: idParams, response: { 200: z.array(phaseAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getProjectOrThrow(db, companyId, request.params.id);
      return listPhases(db, companyId, request.params.id);
    },
  );

  r.post(
    '/api/projects/:id/phases',
    { schema: { params: idParams, body: createPhaseBody, response: { 201: phaseAnswer } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const phase = await createPhase(db, companyId, request.params.id, request.body);
      return reply.status(201).send(phase);
    },
  );

  r.post(
    '/api/projects/:id/phases/reorder',
    { schema: { params: idParams, body: reorderBody, response: { 200: z.array(phaseAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      return reorderPhases(db, companyId, request.params.id, request.body.ids, clock());
    },
  );

  r.patch(
    '/api/project-phases/:id',
    { schema: { params: idParams, body: updatePhaseBody, response: { 200: phaseAnswer } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      return updatePhase(db, companyId, request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/project-phases/:id',
    { schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      await deletePhase(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );
}
