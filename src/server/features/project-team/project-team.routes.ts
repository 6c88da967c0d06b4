import type { FastifyInstance } from 'fastify';
import { projectTeamCalls } from '#domain/contracts/project-team';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getProjectOrThrow } from '../projects/projects.queries';
import { listTeam } from './project-team.queries';
import { addTeamMember, removeTeamMember, updateTeamMember } from './project-team.service';

/**
 * A project's team (Team tab, Manage Team): everyone reads; changing it is team management, kept from employees
 * (the declarations' permission manageProjectTeam, docs/product.md#project-team).
 */
export async function projectTeamRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, projectTeamCalls.list, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return listTeam(request.db, companyId, request.params.id);
  });

  serve(app, projectTeamCalls.add, async (request) => {
    const companyId = requireCompany(request.actor);
    const actor = requireActor(request.actor);
    return addTeamMember(request.db, actor, companyId, request.params.id, request.body, clock());
  });

  serve(app, projectTeamCalls.update, async (request) => {
    const companyId = requireCompany(request.actor);
    return updateTeamMember(request.db, companyId, request.params.id, request.body);
  });

  serve(app, projectTeamCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    await removeTeamMember(request.db, companyId, request.params.id);
  });
}
