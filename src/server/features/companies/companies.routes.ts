import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { publicUser } from '#domain/contracts/auth';
import { idSchema } from '#domain/contracts/common';
import {
  acceptInvitationBody,
  companyAnswer,
  createdCompanyAnswer,
  createdInvitationAnswer,
  createInvitationBody,
  createOwnCompanyBody,
  invitationAnswer,
  invitationPreviewAnswer,
} from '#domain/contracts/companies';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, requireRole, scopeCompany } from '../../http/actor';
import { notFound } from '../../http/errors';
import { publicBaseUrl } from '../../http/public-url';
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

const companyParams = z.object({ companyId: idSchema });

/** Who may invite people and see open invitations: company admins and managers (src/domain/permissions.ts). */
const TEAM_MANAGERS = permissions.manageTeam;

export async function companiesRoutes(
  app: FastifyInstance,
  { db, config, clock, mailer }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mailing = { mailer, baseUrl: publicBaseUrl(config) };

  r.get('/api/mycompany', { schema: { response: { 200: companyAnswer } } }, async (request) =>
    companyAnswerOf(await getCompanyOrThrow(db, requireCompany(request.actor))),
  );

  r.post(
    '/api/mycompany',
    { schema: { body: createOwnCompanyBody, response: { 201: createdCompanyAnswer } } },
    async (request, reply) => {
      const actor = requireActor(request.actor);
      const me = await findUserById(db, actor.userId);
      if (!me) throw notFound('User');
      const created = await createOwnCompany(db, actor, request.body, me.email);
      return reply.status(201).send({ ...created, company: companyAnswerOf(created.company) });
    },
  );

  r.get(
    '/api/companies/:companyId',
    { schema: { params: companyParams, response: { 200: companyAnswer } } },
    async (request) =>
      companyAnswerOf(await getCompanyOrThrow(db, scopeCompany(request.actor, request.params.companyId))),
  );

  r.get(
    '/api/companies/:companyId/invitations',
    {
      config: { roles: TEAM_MANAGERS },
      schema: { params: companyParams, response: { 200: z.array(invitationAnswer) } },
    },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      requireRole(request.actor, TEAM_MANAGERS);
      return listPendingInvitations(db, companyId);
    },
  );

  r.post(
    '/api/companies/:companyId/invitations',
    {
      config: { roles: TEAM_MANAGERS },
      schema: {
        params: companyParams,
        body: createInvitationBody,
        response: { 201: createdInvitationAnswer },
      },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const actor = requireRole(request.actor, TEAM_MANAGERS);
      await getCompanyOrThrow(db, companyId);
      const invitation = await createInvitation(db, mailing, actor, companyId, request.body, clock());
      return reply.status(201).send(invitation);
    },
  );

  r.post(
    '/api/companies/:companyId/invitations/:id/resend',
    {
      config: { roles: TEAM_MANAGERS },
      schema: {
        params: companyParams.extend({ id: idSchema }),
        response: { 200: createdInvitationAnswer },
      },
    },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const actor = requireRole(request.actor, TEAM_MANAGERS);
      return resendInvitation(db, mailing, actor, companyId, request.params.id, clock());
    },
  );

  r.delete(
    '/api/companies/:companyId/invitations/:id',
    {
      config: { roles: TEAM_MANAGERS },
      schema: { params: companyParams.extend({ id: idSchema }), response: { 204: noContent } },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const actor = requireRole(request.actor, TEAM_MANAGERS);
      await revokeInvitation(db, actor, companyId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/invitations/:token',
    {
      config: { public: true },
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: invitationPreviewAnswer },
      },
    },
    async (request) => previewInvitation(db, request.params.token, clock()),
  );

  r.post(
    '/api/invitations/accept',
    { schema: { body: acceptInvitationBody, response: { 200: publicUser } } },
    async (request) => {
      const user = await acceptInvitation(db, requireActor(request.actor), request.body.token, clock());
      return toPublicUser(user);
    },
  );
}
