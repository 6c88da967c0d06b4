import type { FastifyInstance } from 'fastify';
import { phaseCalls } from '#domain/contracts/phases';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getProjectOrThrow } from '../projects/projects.queries';
import { listPhases } from './phases.queries';
import { createPhase, deletePhase, reorderPhases, updatePhase } from './phases.service';

/**
 * A project's phases (Phases tab): every company role works on them (employees work on projects,
 * docs/product.md#phases-and-tasks).
 */
export async function phasesRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, phaseCalls.list, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return listPhases(request.db, companyId, request.params.id);
  });

  serve(app, phaseCalls.create, async (request) => {
    const companyId = requireCompany(request.actor);
    return createPhase(request.db, companyId, request.params.id, request.body);
  });

  serve(app, phaseCalls.reorder, async (request) => {
    const companyId = requireCompany(request.actor);
    return reorderPhases(request.db, companyId, request.params.id, request.body.ids, clock());
  });

  serve(app, phaseCalls.update, async (request) => {
    const companyId = requireCompany(request.actor);
    return updatePhase(request.db, companyId, request.params.id, request.body, clock());
  });

  serve(app, phaseCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    await deletePhase(request.db, companyId, request.params.id);
  });
}
