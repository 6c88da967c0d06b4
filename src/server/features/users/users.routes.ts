import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import { createUserBody, teamMemberAnswer, updateUserBody } from '#domain/contracts/users';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireActor, requireRole, scopeCompany } from '../../http/actor';
import { getCompanyOrThrow } from '../companies/companies.service';
import {
  createMember,
  deleteMember,
  getMemberOrThrow,
  listCompanyMembers,
  toTeamMember,
  updateMember,
} from './users.service';

const companyParams = z.object({ companyId: idSchema });
const idParams = z.object({ id: idSchema });

/**
 * The company team (docs/product.md#team): every member reads it; admins and managers change it within the
 * role rules of src/domain/team-rules.ts.
 */
export async function usersRoutes(app: FastifyInstance, { db, config, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/users',
    { schema: { params: companyParams, response: { 200: z.array(teamMemberAnswer) } } },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      return listCompanyMembers(db, companyId);
    },
  );

  r.get(
    '/api/users/:id',
    { schema: { params: idParams, response: { 200: teamMemberAnswer } } },
    async (request) =>
      toTeamMember(await getMemberOrThrow(db, requireActor(request.actor), request.params.id)),
  );

  r.post(
    '/api/users',
    {
      config: { roles: permissions.manageTeam },
      schema: { body: createUserBody, response: { 201: teamMemberAnswer } },
    },
    async (request, reply) => {
      const actor = requireRole(request.actor, permissions.manageTeam);
      const member = await createMember(db, actor, request.body, config.passwordHashCost, clock());
      return reply.status(201).send(member);
    },
  );

  r.patch(
    '/api/users/:id',
    {
      config: { roles: permissions.manageTeam },
      schema: { params: idParams, body: updateUserBody, response: { 200: teamMemberAnswer } },
    },
    async (request) => {
      const actor = requireRole(request.actor, permissions.manageTeam);
      return updateMember(db, actor, request.params.id, request.body, config.passwordHashCost, clock());
    },
  );

  r.delete(
    '/api/users/:id',
    { config: { roles: permissions.manageTeam }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireRole(request.actor, permissions.manageTeam);
      await deleteMember(db, actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
