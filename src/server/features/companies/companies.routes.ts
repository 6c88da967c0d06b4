import type { FastifyInstance } from 'fastify';
import { companyCalls } from '#domain/contracts/companies';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { notFound } from '../../http/errors';
import { publicBaseUrl } from '../../http/public-url';
import { serve } from '../../http/serve';
import { findUserById, toPublicUser } from '../auth/users.queries';
import { createOwnCompany, getCompanyOrThrow } from './companies.service';
import { companyAnswerOf } from './company-profile.service';
import {
  acceptInvitation,
  createInvitation,
  listPendingInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.service';

/**
 * The caller's company, and its invitations: company admins and managers invite people and see open invitations
 * (the declarations' permission, src/domain/permissions.ts).
 */
export async function companiesRoutes(app: FastifyInstance, { config, clock, mailer }: Deps): Promise<void> {
  const mailing = { mailer, baseUrl: publicBaseUrl(config) };

  serve(app, companyCalls.mine, async (request) =>
    companyAnswerOf(await getCompanyOrThrow(request.db, requireCompany(request.actor))),
  );

  serve(app, companyCalls.createOwn, async (request) => {
    const actor = requireActor(request.actor);
    const me = await findUserById(request.db, actor.userId);
    if (!me) throw notFound('user');
    const created = await createOwnCompany(request.db, actor, request.body, me.email);
    return { ...created, company: companyAnswerOf(created.company) };
  });

  serve(app, companyCalls.get, async (request) =>
    companyAnswerOf(
      await getCompanyOrThrow(request.db, scopeCompany(request.actor, request.params.companyId)),
    ),
  );

  serve(app, companyCalls.invitations, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    return listPendingInvitations(request.db, companyId);
  });

  serve(app, companyCalls.invite, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const actor = requireActor(request.actor);
    await getCompanyOrThrow(request.db, companyId);
    return createInvitation(request.db, mailing, actor, companyId, request.body, clock());
  });

  serve(app, companyCalls.resendInvitation, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const actor = requireActor(request.actor);
    return resendInvitation(request.db, mailing, actor, companyId, request.params.id, clock());
  });

  serve(app, companyCalls.revokeInvitation, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const actor = requireActor(request.actor);
    await revokeInvitation(request.db, actor, companyId, request.params.id);
  });

  serve(
    app,
    companyCalls.invitation,
    async (request) => previewInvitation(request.db, request.params.token, clock()),
    {
      config: { public: true },
    },
  );

  serve(app, companyCalls.acceptInvitation, async (request) => {
    const user = await acceptInvitation(request.db, requireActor(request.actor), request.body.token, clock());
    return toPublicUser(user);
  });
}
