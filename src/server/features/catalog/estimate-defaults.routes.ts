import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '#domain/contracts/common';
import { estimateDefaultsAnswer, updateEstimateDefaultsBody } from '#domain/contracts/estimate-defaults';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireRole, scopeCompany } from '../../http/actor';
import { getEstimateDefaults, updateEstimateDefaults } from './estimate-defaults.service';

const companyParams = z.object({ companyId: idSchema });

/**
 * The company's default estimate notes and terms (/catalog/templates, /catalog/terms). The spec names no call:
 * these follow the catalog's company-scoped paths. Every member reads them; catalog editors change them.
 */
export async function estimateDefaultsRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/estimate-defaults',
    { schema: { params: companyParams, response: { 200: estimateDefaultsAnswer } } },
    async (request) => getEstimateDefaults(db, scopeCompany(request.actor, request.params.companyId)),
  );

  r.patch(
    '/api/companies/:companyId/estimate-defaults',
    {
      config: { roles: permissions.manageCatalog },
      schema: {
        params: companyParams,
        body: updateEstimateDefaultsBody,
        response: { 200: estimateDefaultsAnswer },
      },
    },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      requireRole(request.actor, permissions.manageCatalog);
      return updateEstimateDefaults(db, companyId, request.body, clock());
    },
  );
}
