import type { FastifyInstance } from 'fastify';
import { phaseTemplateCalls } from '#domain/contracts/phases';
import type { Deps } from '../../deps';
import { requireCompany, scopeCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import {
  createPhaseTemplate,
  deletePhaseTemplate,
  reorderPhaseTemplates,
  updatePhaseTemplate,
} from './phase-templates.service';
import { listPhaseTemplates } from './phases.queries';

/**
 * The company's phase templates (/catalog/phases): everyone reads; admins and managers change them (the
 * declarations' permission editPhaseTemplates: editing the company's defaults is management work,
 * docs/product.md#phases-and-tasks). A project's own phases are project work, open to every role.
 */
export async function phaseTemplatesRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, phaseTemplateCalls.list, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return listPhaseTemplates(request.db, companyId);
  });

  serve(app, phaseTemplateCalls.create, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return createPhaseTemplate(request.db, companyId, request.body);
  });

  serve(app, phaseTemplateCalls.reorder, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    return reorderPhaseTemplates(request.db, companyId, request.body.ids, clock());
  });

  serve(app, phaseTemplateCalls.update, async (request) => {
    const companyId = requireCompany(request.actor);
    return updatePhaseTemplate(request.db, companyId, request.params.id, request.body, clock());
  });

  serve(app, phaseTemplateCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    await deletePhaseTemplate(request.db, companyId, request.params.id);
  });
}
