import type { FastifyInstance } from 'fastify';
import { userCalls } from '#domain/contracts/users';
import type { Deps } from '../../deps';
import { requireActor, scopeCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import {
  createMember,
  deleteMember,
  getMemberOrThrow,
  listCompanyMembers,
  toTeamMember,
  updateMember,
} from './users.service';

/**
 * The company team (docs/product.md#team): every member reads it; admins and managers change it within the
 * role rules of src/domain/team-rules.ts.
 */
export async function usersRoutes(app: FastifyInstance, { config, clock }: Deps): Promise<void> {
  serve(app, userCalls.members, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return listCompanyMembers(request.db, companyId);
  });

  serve(app, userCalls.member, async (request) =>
    toTeamMember(await getMemberOrThrow(request.db, requireActor(request.actor), request.params.id)),
  );

  serve(app, userCalls.create, async (request) => {
    const actor = requireActor(request.actor);
    return createMember(request.db, actor, request.body, config.passwordHashCost, clock());
  });

  serve(app, userCalls.update, async (request) => {
    const actor = requireActor(request.actor);
    return updateMember(request.db, actor, request.params.id, request.body, config.passwordHashCost, clock());
  });

  serve(app, userCalls.remove, async (request) => {
    const actor = requireActor(request.actor);
    await deleteMember(request.db, actor, request.params.id);
  });
}
