import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import { addTeamMemberBody, teamMemberAnswer, updateTeamMemberBody } from '#domain/contracts/project-team';
import type { Deps } from '../../deps';
import { requireCompany, requireRole } from '../../http/actor';
import { getProjectOrThrow } from '../projects/projects.queries';
import { PROJECT_TEAM_MANAGERS } from './project-team.policy';
import { listTeam } from './project-team.queries';
import { addTeamMember, removeTeamMember, updateTeamMember } from './project-team.service';

const idParams = z.object({ id: idSchema });

/** A project's team (Team tab, Manage Team): everyone reads; admins and managers change it. */
export async function projectTeamRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects/:id/team',
    { schema: { params: idParams, response: { 200: z.array(teamMemberAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getProjectOrThrow(db, companyId, request.params.id);
      return listTeam(db, companyId, request.params.id);
    },
  );

  r.post(
    '/api/projects/:id/team',
    {
      config: { roles: PROJECT_TEAM_MANAGERS },
      schema: { params: idParams, body: addTeamMemberBody, response: { 201: teamMemberAnswer } },
    },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const actor = requireRole(request.actor, PROJECT_TEAM_MANAGERS);
      const member = await addTeamMember(db, actor, companyId, request.params.id, request.body, clock());
      return reply.status(201).send(member);
    },
  );

  r.patch(
    '/api/project-team/:id',
    {
      config: { roles: PROJECT_TEAM_MANAGERS },
      schema: { params: idParams, body: updateTeamMemberBody, response: { 200: teamMemberAnswer } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, PROJECT_TEAM_MANAGERS);
      return updateTeamMember(db, companyId, request.params.id, request.body);
    },
  );

  r.delete(
    '/api/project-team/:id',
    { config: { roles: PROJECT_TEAM_MANAGERS }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, PROJECT_TEAM_MANAGERS);
      await removeTeamMember(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );
}
