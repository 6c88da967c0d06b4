import type { FastifyInstance } from 'fastify';
import { estimateDefaultsCalls } from '#domain/contracts/estimate-defaults';
import type { Deps } from '../../deps';
import { scopeCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getEstimateDefaults, updateEstimateDefaults } from './estimate-defaults.service';

/**
 * The company's default estimate notes and terms (/catalog/templates, /catalog/terms). docs/product.md#catalog names no call:
 * these follow the catalog's company-scoped paths. Every member reads them; catalog editors change them.
 */
export async function estimateDefaultsRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, estimateDefaultsCalls.read, async (request) =>
    getEstimateDefaults(request.db, scopeCompany(request.actor, request.params.companyId)),
  );

  serve(app, estimateDefaultsCalls.update, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    return updateEstimateDefaults(request.db, companyId, request.body, clock());
  });
}
