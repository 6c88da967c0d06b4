import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import {
  phaseTemplateAnswer,
  phaseTemplateBody,
  reorderBody,
  updatePhaseTemplateBody,
} from '#domain/contracts/phases';
import type { Deps } from '../../deps';
import { requireCompany, requireRole, scopeCompany } from '../../http/actor';
import { getCompanyOrThrow } from '../companies/companies.service';
import {
  createPhaseTemplate,
  deletePhaseTemplate,
  reorderPhaseTemplates,
  updatePhaseTemplate,
} from './phase-templates.service';
import { PHASE_TEMPLATE_EDITORS } from './phases.policy';
import { listPhaseTemplates } from './phases.queries';

const companyParams = z.object({ companyId: idSchema });
const idParams = z.object({ id: idSchema });
const templateList = z.array(phaseTemplateAnswer);

/** The company's phase templates (/catalog/phases): everyone reads, admins and managers change. */
export async function phaseTemplatesRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/phase-templates',
    { schema: { params: companyParams, response: { 200: templateList } } },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      return listPhaseTemplates(db, companyId);
    },
  );

  r.post(
    '/api/companies/:companyId/phase-templates',
    {
      config: { roles: PHASE_TEMPLATE_EDITORS },
      schema: { params: companyParams, body: phaseTemplateBody, response: { 201: phaseTemplateAnswer } },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      requireRole(request.actor, PHASE_TEMPLATE_EDITORS);
      await getCompanyOrThrow(db, companyId);
      return reply.status(201).send(await createPhaseTemplate(db, companyId, request.body));
    },
  );

  r.post(
    '/api/companies/:companyId/phase-templates/reorder',
    {
      config: { roles: PHASE_TEMPLATE_EDITORS },
      schema: { params: companyParams, body: reorderBody, response: { 200: templateList } },
    },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      requireRole(request.actor, PHASE_TEMPLATE_EDITORS);
      return reorderPhaseTemplates(db, companyId, request.body.ids, clock());
    },
  );

  r.patch(
    '/api/phase-templates/:id',
    {
      config: { roles: PHASE_TEMPLATE_EDITORS },
      schema: { params: idParams, body: updatePhaseTemplateBody, response: { 200: phaseTemplateAnswer } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, PHASE_TEMPLATE_EDITORS);
      return updatePhaseTemplate(db, companyId, request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/phase-templates/:id',
    { config: { roles: PHASE_TEMPLATE_EDITORS }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, PHASE_TEMPLATE_EDITORS);
      await deletePhaseTemplate(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );
}
